import Foundation
import KinetypeCore
public import KinetypeText
public import KinetypeViewGraph

/// Rows of data in columns, as SwiftUI's `Table`, drawn as an iPhone draws it: in a compact
/// width a table shows only its first column, as a list (Apple, "Tables": "Narrow displays may
/// adapt to show only the first column of the table").
///
/// ```swift
/// Table(people) {
///   TableColumn("Name", value: \.name)
///   TableColumn("Email", value: \.email)
/// }
/// ```
///
/// The rows are a `List` of the first column's views (inset grouped, as any list here); the
/// other columns and the headers are not drawn. A selection is kept and not drawn.
public struct Table<Value: Identifiable>: View {
  let rows: [Value]
  let columns: [TableColumnSpec<Value>]

  /// A table of `data`'s rows in `columns`.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value> columns: () -> [TableColumnSpec<Value>]
  ) where Data.Element == Value {
    rows = Array(data)
    self.columns = columns()
  }

  /// A table of `data`'s rows in `columns`, with a selection (kept, not drawn).
  public init<Data: RandomAccessCollection, Selection: Hashable>(
    _ data: Data, selection: Binding<Selection>,
    @TableColumnBuilder<Value> columns: () -> [TableColumnSpec<Value>]
  ) where Data.Element == Value {
    self.init(data, columns: columns)
  }

  /// The first column's views, as a list.
  public var body: some View {
    let first = columns.first
    List(rows) { row in
      if let first { first.content(row) }
    }
  }
}

/// A column of a ``Table``, as SwiftUI's `TableColumn`: a title and the view it shows for
/// each row (`RowValue` is the rows' type; `Sort` and `Label` are the types SwiftUI gives
/// it).
public struct TableColumn<RowValue, Sort, Content: View, Label: View> {
  let spec: TableColumnSpec<RowValue>
}

extension TableColumn where Sort == Never, Label == Text {
  /// A column titled `title` showing `content`'s view of each row.
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    spec = TableColumnSpec(title: String(title)) { AnyView(content($0)) }
  }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
  /// A column titled `title` showing the string at `value` of each row.
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
    spec = TableColumnSpec(title: String(title)) { AnyView(Text($0[keyPath: value])) }
  }
}

/// A table column as the table keeps it: its title and its view of a row.
public struct TableColumnSpec<RowValue> {
  let title: String
  let content: (RowValue) -> AnyView
}

/// Builds a table's columns, as SwiftUI's `TableColumnBuilder`.
@resultBuilder
public enum TableColumnBuilder<RowValue> {
  /// A column.
  public static func buildExpression<Sort, Content, Label>(
    _ column: TableColumn<RowValue, Sort, Content, Label>
  ) -> [TableColumnSpec<RowValue>] { [column.spec] }

  /// The columns in order.
  public static func buildBlock(_ columns: [TableColumnSpec<RowValue>]...)
    -> [TableColumnSpec<RowValue>]
  { columns.flatMap { $0 } }

  /// A column or none.
  public static func buildOptional(_ columns: [TableColumnSpec<RowValue>]?)
    -> [TableColumnSpec<RowValue>]
  { columns ?? [] }

  /// One branch's columns.
  public static func buildEither(first columns: [TableColumnSpec<RowValue>])
    -> [TableColumnSpec<RowValue>]
  { columns }

  /// The other branch's columns.
  public static func buildEither(second columns: [TableColumnSpec<RowValue>])
    -> [TableColumnSpec<RowValue>]
  { columns }
}
