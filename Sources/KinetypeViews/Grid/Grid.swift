public import Foundation
import KinetypeCore
public import KinetypeMotion
import KinetypeRendering
import KinetypeText
public import KinetypeViewGraph

/// A container of views in rows and columns, as SwiftUI's `Grid`.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Effect"); Text("Duration") }
///   Divider()
///   GridRow { Text("Wave"); Text("1.2 s").gridColumnAlignment(.trailing) }
/// }
/// ```
///
/// Each ``GridRow``'s views fill the columns in order (`gridCellColumns(_:)` makes one span
/// several); a view outside a row takes a row of its own across every column. A column is as
/// wide as its widest one-column cell and a row as tall as its tallest cell (their ideal sizes);
/// when the grid is offered more width, columns with flexible cells share it equally. Cells
/// are offered their column's width and row's height and placed in them by the column's
/// alignment (`gridColumnAlignment(_:)`, else the grid's) and the row's (`GridRow(alignment:)`,
/// else the grid's). Spacing is 8 points between columns and rows unless given.
public struct Grid<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// A grid of `content`'s rows.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  /// The grid draws its cells.
  public var body: Never { primitiveBody("Grid") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context.forContainerContent
    inner.labels = []
    var cells: [ViewNode] = []
    var rows: [GridBehavior.Row] = []
    for node in inner.resolve(content, component: nil) {
      if let row = node.behavior as? GridRowBehavior {
        let start = cells.count
        cells += node.children
        rows.append(
          GridBehavior.Row(
            cells: Array(start..<cells.count), alignment: row.alignment, spansAll: false))
      } else {
        rows.append(GridBehavior.Row(cells: [cells.count], alignment: nil, spansAll: true))
        cells.append(node)
      }
    }
    let behavior = GridBehavior(
      alignment: alignment, horizontalSpacing: horizontalSpacing ?? ViewSpacing.defaultValue,
      verticalSpacing: verticalSpacing ?? ViewSpacing.defaultValue, rows: rows)
    return [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: behavior, children: cells, graph: context.graph)
    ]
  }
}

/// A row of a ``Grid``, as SwiftUI's `GridRow`; outside a grid, its views stand in an
/// `HStack`.
public struct GridRow<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment?
  let content: Content

  /// A row of `content`'s views, lined up on `alignment` (default: the grid's).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  /// The row's cells draw themselves.
  public var body: Never { primitiveBody("GridRow") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context.forContainerContent
    inner.labels = []
    let cells = inner.resolve(content, component: nil)
    return [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: GridRowBehavior(alignment: alignment), children: cells, graph: context.graph)
    ]
  }
}

/// A grid row outside a grid: its cells side by side.
struct GridRowBehavior: NodeBehavior {
  let alignment: VerticalAlignment?
  var kind: String { "GridRow" }
  var isUnaryModifier: Bool { false }
  var childStackOrientation: Axis? { .horizontal }

  private var stack: LayoutBehavior<HStackLayout> {
    LayoutBehavior(layout: HStackLayout(alignment: alignment ?? .center), kind: "GridRow")
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    stack.sizeThatFits(proposal, node: node)
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    stack.placements(size: size, proposal: proposal, node: node)
  }

  func spacing(node: ViewNode) -> ViewSpacing { stack.spacing(node: node) }
}

extension View {
  /// Makes this cell span `count` columns of its grid row.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(GridCellModifier(marker: .columns(max(1, count))))
  }

  /// Aligns every cell of this cell's column horizontally on `guide`.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(GridCellModifier(marker: .columnAlignment(guide)))
  }

  /// Keeps this cell from taking more room than its content along `axes` (accepted; Kinetype
  /// sizes cells by their ideal size).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }

  /// Places this cell in its cell by `anchor` (accepted; the column's and row's alignment
  /// apply).
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
}

enum GridCellMarker {
  case columns(Int)
  case columnAlignment(HorizontalAlignment)
}

struct GridCellModifier: NodeModifier {
  let marker: GridCellMarker
  func behavior(in context: ResolveContext) -> any NodeBehavior { GridCellBehavior(marker: marker) }
}

/// A grid cell's span or column alignment: lays out and draws as its content.
struct GridCellBehavior: NodeBehavior {
  let marker: GridCellMarker
  var kind: String {
    switch marker {
    case .columns: "gridCellColumns"
    case .columnAlignment: "gridColumnAlignment"
    }
  }
}

extension ViewNode {
  /// The grid markers on this node and the modifiers below it.
  var gridMarkers: [GridCellMarker] {
    var found: [GridCellMarker] = []
    var node: ViewNode? = self
    while let current = node {
      if let cell = current.behavior as? GridCellBehavior { found.append(cell.marker) }
      node = current.behavior.isUnaryModifier ? current.children.first : nil
    }
    return found
  }

  var gridColumnSpan: Int {
    for case .columns(let count) in gridMarkers { return count }
    return 1
  }

  var gridColumnAlignment: HorizontalAlignment? {
    for case .columnAlignment(let guide) in gridMarkers { return guide }
    return nil
  }
}

/// The grid's layout over its cells (flattened from its rows).
struct GridBehavior: NodeBehavior {
  struct Row {
    var cells: [Int]
    var alignment: VerticalAlignment?
    var spansAll: Bool
  }

  let alignment: Alignment
  let horizontalSpacing: CGFloat
  let verticalSpacing: CGFloat
  let rows: [Row]

  var kind: String { "Grid" }
  var isUnaryModifier: Bool { false }

  struct Solved {
    var columnX: [CGFloat]
    var columnWidths: [CGFloat]
    var rowY: [CGFloat]
    var rowHeights: [CGFloat]
    /// Each cell's first column and span (a row of its own spans every column).
    var cellColumns: [(first: Int, span: Int)]
    var size: CGSize
  }

  func solve(_ proposal: ProposedViewSize, node: ViewNode) -> Solved {
    var cellColumns = [(first: Int, span: Int)](repeating: (0, 1), count: node.children.count)
    var columnCount = 0
    for row in rows where !row.spansAll {
      var column = 0
      for cell in row.cells {
        let span = node.children[cell].gridColumnSpan
        cellColumns[cell] = (column, span)
        column += span
      }
      columnCount = max(columnCount, column)
    }
    columnCount = max(columnCount, 1)
    for row in rows where row.spansAll { cellColumns[row.cells[0]] = (0, columnCount) }

    // Column widths: the widest one-column cell's ideal width.
    var widths = [CGFloat](repeating: 0, count: columnCount)
    var flexible = [Bool](repeating: false, count: columnCount)
    for (cell, place) in cellColumns.enumerated() where place.span == 1 {
      let child = node.children[cell]
      let ideal = child.size(for: .unspecified).width
      widths[place.first] = max(widths[place.first], ideal)
      if child.size(for: ProposedViewSize(width: .infinity, height: nil)).width > ideal + 0.5 {
        flexible[place.first] = true
      }
    }
    let spacingTotal = horizontalSpacing * CGFloat(columnCount - 1)
    if let width = proposal.width, width.isFinite {
      let extra = width - spacingTotal - widths.reduce(0, +)
      let count = flexible.filter { $0 }.count
      if extra > 0, count > 0 {
        for index in widths.indices where flexible[index] {
          widths[index] += extra / CGFloat(count)
        }
      }
    }
    var columnX: [CGFloat] = []
    var x: CGFloat = 0
    for width in widths {
      columnX.append(x)
      x += width + horizontalSpacing
    }
    let gridWidth = max(0, x - horizontalSpacing)
    func cellWidth(_ cell: Int) -> CGFloat {
      let place = cellColumns[cell]
      let last = place.first + place.span - 1
      return columnX[min(last, columnCount - 1)] + widths[min(last, columnCount - 1)]
        - columnX[place.first]
    }
    var heights: [CGFloat] = []
    for row in rows {
      heights.append(
        row.cells.map {
          node.children[$0].size(for: ProposedViewSize(width: cellWidth($0), height: nil)).height
        }.max() ?? 0)
    }
    var rowY: [CGFloat] = []
    var y: CGFloat = 0
    for height in heights {
      rowY.append(y)
      y += height + verticalSpacing
    }
    return Solved(
      columnX: columnX, columnWidths: widths, rowY: rowY, rowHeights: heights,
      cellColumns: cellColumns,
      size: CGSize(width: gridWidth, height: max(0, y - verticalSpacing)))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    solve(proposal, node: node).size
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    let solved = solve(proposal, node: node)
    // A column's alignment: the first cell in it that sets one, else the grid's.
    var columnAlignment = [HorizontalAlignment](
      repeating: alignment.horizontal, count: solved.columnWidths.count)
    var seen = Set<Int>()
    for (cell, place) in solved.cellColumns.enumerated() where place.span == 1 {
      if !seen.contains(place.first), let guide = node.children[cell].gridColumnAlignment {
        columnAlignment[place.first] = guide
        seen.insert(place.first)
      }
    }
    var result: [ChildPlacement] = []
    for (rowIndex, row) in rows.enumerated() {
      let vertical = row.alignment ?? alignment.vertical
      for cell in row.cells {
        let place = solved.cellColumns[cell]
        let last = place.first + place.span - 1
        let x0 = solved.columnX[place.first]
        let width = solved.columnX[last] + solved.columnWidths[last] - x0
        let height = solved.rowHeights[rowIndex]
        let cellProposal = ProposedViewSize(width: width, height: height)
        let child = node.children[cell]
        let dimensions = child.dimensions(for: cellProposal)
        let horizontal = place.span == 1 ? columnAlignment[place.first] : alignment.horizontal
        let box = ViewDimensions(size: CGSize(width: width, height: height)) { _ in nil }
        let x = x0 + box[horizontal.key] - dimensions[horizontal.key]
        let y = solved.rowY[rowIndex] + box[vertical.key] - dimensions[vertical.key]
        result.append(
          ChildPlacement(child: child, origin: CGPoint(x: x, y: y), proposal: cellProposal))
      }
    }
    return result
  }
}
