import Foundation
public import KinetypeViewGraph

/// The edits a list over a binding allows on its rows, as SwiftUI's `EditActions`: deleting
/// (by a swipe) and moving (by a drag in edit mode). Offline nobody swipes or drags: the rows
/// are drawn as they are.
public struct EditActions<Data>: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// A set of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Moving rows.
  public static var move: EditActions { EditActions(rawValue: 1) }
  /// Deleting rows.
  public static var delete: EditActions { EditActions(rawValue: 2) }
  /// Moving and deleting rows.
  public static var all: EditActions { [.move, .delete] }
}

/// The rows of a list over a binding: one view per element, each given a binding to its
/// element, identified by `id`.
func boundRows<Data: MutableCollection & RandomAccessCollection, ID: Hashable, Row: View>(
  _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
  rowContent: @escaping (Binding<Data.Element>) -> Row
) -> ForEach<[Binding<Data.Element>], ID, Row> {
  let elements = data.wrappedValue.indices.map { index in
    Binding<Data.Element>(
      get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
  }
  return ForEach(
    elements, id: (\Binding<Data.Element>.wrappedValue).appending(path: id), content: rowContent)
}

extension List where SelectionValue == Never {
  /// A list of `data`'s rows, each given a binding to its element (`TextField(text: $item.name)`
  /// in a row edits the data).
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent> {
    self.init(rows: boundRows(data, id: id, rowContent: rowContent))
  }

  /// A list of `data`'s identifiable rows, each given a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(rows: boundRows(data, id: \.id, rowContent: rowContent))
  }

  /// A list of `data`'s rows allowing `editActions` (kept: nothing is swiped or dragged
  /// offline).
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent> {
    self.init(rows: boundRows(data, id: id, rowContent: rowContent))
  }

  /// A list of `data`'s identifiable rows allowing `editActions`.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(rows: boundRows(data, id: \.id, rowContent: rowContent))
  }
}

extension List {
  /// A list of `content`'s rows whose selected ids are bound to `selection` (kept, not drawn:
  /// see ``List``).
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(rows: content())
  }

  /// A list of `content`'s rows whose selected id is bound to `selection`.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(rows: content())
  }

  /// A list of `data`'s rows whose selected ids are bound to `selection`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(rows: ForEach(data, id: id, content: rowContent))
  }

  /// A list of `data`'s rows whose selected id is bound to `selection`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(rows: ForEach(data, id: id, content: rowContent))
  }

  /// A list of `data`'s identifiable rows whose selected ids are bound to `selection`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(rows: ForEach(data, content: rowContent))
  }

  /// A list of `data`'s identifiable rows whose selected id is bound to `selection`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(rows: ForEach(data, content: rowContent))
  }

  /// A list of `data`'s rows, each given a binding to its element, allowing `editActions`,
  /// whose selected ids are bound to `selection`.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent> {
    self.init(rows: boundRows(data, id: id, rowContent: rowContent))
  }

  /// A list of `data`'s rows, each given a binding to its element, allowing `editActions`,
  /// whose selected id is bound to `selection`.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<[Binding<Data.Element>], ID, RowContent> {
    self.init(rows: boundRows(data, id: id, rowContent: rowContent))
  }

  /// A list of `data`'s identifiable rows, each given a binding to its element, allowing
  /// `editActions`, whose selected ids are bound to `selection`.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(rows: boundRows(data, id: \.id, rowContent: rowContent))
  }

  /// A list of `data`'s identifiable rows, each given a binding to its element, allowing
  /// `editActions`, whose selected id is bound to `selection`.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>,
    Data.Element: Identifiable
  {
    self.init(rows: boundRows(data, id: \.id, rowContent: rowContent))
  }
}
