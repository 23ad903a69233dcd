import Foundation
import KinetypeCore
import KinetypeText
public import KinetypeViewGraph

/// Rows of tree-structured data, as SwiftUI's `OutlineGroup`: each element of `data` is a row
/// (`content`'s view of it); an element whose `children` are not nil is a
/// ``DisclosureGroup`` of its children's rows, collapsed at first with a chevron at its
/// trailing edge, as iOS shows an outline at rest.
///
/// ```swift
/// List(files, children: \.children) { file in Text(file.name) }
/// ```
///
/// In a `List` the rows are the list's rows; a scripted tap on a parent row's text expands it.
public struct OutlineGroup<
  Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View
>:
  View
{
  let rows: AnyView

  /// The rows.
  public var body: some View { rows }
}

extension OutlineGroup
where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
  /// An outline of `data`'s elements, identified by `id`, with their `children`.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>?,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    rows = AnyView(
      ForEach(data, id: id) { element in
        if let children, let kids = element[keyPath: children] {
          DisclosureGroup {
            OutlineSubgroupChildren(
              rows: AnyView(
                OutlineGroup(kids, id: id, children: children, content: content)))
          } label: {
            content(element)
          }
        } else {
          content(element)
        }
      })
  }

  /// An outline of `data`'s identifiable elements with their `children`.
  public init<DataElement: Identifiable>(
    _ data: Data, children: KeyPath<DataElement, Data?>?,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(data, id: \.id, children: children, content: content)
  }

  /// An outline of one `root` element and its `children`, identified by `id`.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    let one = CollectionOfOne(root)
    rows = AnyView(
      ForEach(one, id: id) { element in
        if let kids = element[keyPath: children] {
          DisclosureGroup {
            OutlineGroup(kids, id: id, children: children, content: content)
          } label: {
            content(element)
          }
        } else {
          content(element)
        }
      })
  }

  /// An outline of one identifiable `root` element and its `children`.
  public init<DataElement: Identifiable>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(root, id: \.id, children: children, content: content)
  }
}

/// The rows of an outline's subgroup, as SwiftUI's `OutlineSubgroupChildren`: the content of
/// the disclosure groups an ``OutlineGroup`` makes.
public struct OutlineSubgroupChildren: View {
  let rows: AnyView

  /// The rows.
  public var body: some View { rows }
}

extension List where SelectionValue == Never {
  /// A list of `data`'s rows with their `children`, as SwiftUI's hierarchical
  /// `List(_:id:children:rowContent:)`: an ``OutlineGroup``, rows of the top level with
  /// chevrons on the rows that have children.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >
  {
    self.init(rows: OutlineGroup(data, id: id, children: children, content: rowContent))
  }

  /// A list of `data`'s identifiable rows with their `children`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable
  {
    self.init(rows: OutlineGroup(data, id: \.id, children: children, content: rowContent))
  }
}
