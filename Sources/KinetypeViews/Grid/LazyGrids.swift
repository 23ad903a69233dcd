public import Foundation
import KinetypeMotion
import KinetypeRendering
public import KinetypeViewGraph

/// A column of a ``LazyVGrid`` or row of a ``LazyHGrid``, as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
  /// How wide (for a column) the item is.
  public enum CGSize: Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the space left after the fixed items, within the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns of at least `minimum` as fit in its share, sharing it equally.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size.
  public var size: CGSize
  /// The space after this item (default 8).
  public var spacing: CGFloat?
  /// Where cells sit in this item (default centred).
  public var alignment: Alignment?

  /// An item of `size` (default flexible).
  public init(_ size: CGSize = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A grid that fills columns row by row, as SwiftUI's `LazyVGrid`.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///   ForEach(emoji, id: \.self) { Text($0).font(.largeTitle) }
/// }
/// ```
///
/// The columns share the width offered as SwiftUI documents: fixed items take their size,
/// flexible and adaptive items share what is left equally within their bounds, and an adaptive
/// item holds as many columns of at least its minimum as fit its share. Each item is followed
/// by its spacing (default 8); rows are `spacing` apart (default 8) and as tall as their tallest
/// cell; cells are offered their column's width and placed by the item's alignment (default
/// centred). All cells are made: nothing is lazy offline.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
  let layout: LazyGridLayout
  let content: Content

  /// A grid of `columns`.
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .top),
      spacing: spacing)
    self.content = content()
  }

  /// The grid draws its cells.
  public var body: Never { primitiveBody("LazyVGrid") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    LayoutView(layout: layout, content: content, kind: "LazyVGrid").makeNodes(in: context)
  }
}

/// A grid that fills rows column by column, as SwiftUI's `LazyHGrid` (``LazyVGrid`` turned on
/// its side).
public struct LazyHGrid<Content: View>: View, PrimitiveView {
  let layout: LazyGridLayout
  let content: Content

  /// A grid of `rows`.
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content
  ) {
    layout = LazyGridLayout(
      axis: .horizontal, items: rows,
      alignment: Alignment(horizontal: .leading, vertical: alignment),
      spacing: spacing)
    self.content = content()
  }

  /// The grid draws its cells.
  public var body: Never { primitiveBody("LazyHGrid") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    LayoutView(layout: layout, content: content, kind: "LazyHGrid").makeNodes(in: context)
  }
}

/// The lazy grids' layout. `axis` is the direction the grid grows in (vertical for a
/// `LazyVGrid`): its items divide the other axis.
struct LazyGridLayout: Layout {
  let axis: Axis
  let items: [GridItem]
  let alignment: Alignment
  let spacing: CGFloat?

  var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }

  /// The tracks (columns of a vertical grid) across `length`: their starts and lengths.
  func tracks(across length: CGFloat?, subviews: Subviews) -> [(
    start: CGFloat, length: CGFloat, item: GridItem
  )] {
    let cross = axis.other
    let gaps = items.dropLast().reduce(CGFloat(0)) { $0 + ($1.spacing ?? ViewSpacing.defaultValue) }
    let idealCell = subviews.map { $0.sizeThatFits(.unspecified)[cross] }.max() ?? 0
    var lengths: [[CGFloat]] = Array(repeating: [], count: items.count)
    let fixed = items.reduce(CGFloat(0)) {
      if case .fixed(let value) = $1.size { return $0 + value }
      return $0
    }
    let shared = items.filter { if case .fixed = $0.size { return false } else { return true } }
      .count
    let available = length.map { max(0, $0 - gaps - fixed) }
    for (index, item) in items.enumerated() {
      switch item.size {
      case .fixed(let value): lengths[index] = [value]
      case .flexible(let minimum, let maximum):
        let share = available.map { $0 / CGFloat(max(shared, 1)) } ?? idealCell
        lengths[index] = [min(max(share, minimum), maximum)]
      case .adaptive(let minimum, let maximum):
        let gap = item.spacing ?? ViewSpacing.defaultValue
        let share = available.map { $0 / CGFloat(max(shared, 1)) } ?? max(minimum, idealCell)
        let count = max(1, Int(((share + gap) / (max(minimum, 1) + gap)).rounded(.down)))
        let each = min(max((share - gap * CGFloat(count - 1)) / CGFloat(count), minimum), maximum)
        lengths[index] = Array(repeating: each, count: count)
      }
    }
    var result: [(CGFloat, CGFloat, GridItem)] = []
    var cursor: CGFloat = 0
    for (index, item) in items.enumerated() {
      for value in lengths[index] {
        result.append((cursor, value, item))
        cursor += value + (item.spacing ?? ViewSpacing.defaultValue)
      }
    }
    return result
  }

  func arrange(proposal: ProposedViewSize, subviews: Subviews) -> (
    size: CGSize, frames: [(origin: CGPoint, proposal: ProposedViewSize)]
  ) {
    let cross = axis.other
    let tracks = tracks(across: proposal[cross], subviews: subviews)
    guard !tracks.isEmpty else { return (.zero, []) }
    let lineGap = spacing ?? ViewSpacing.defaultValue
    var frames: [(CGPoint, ProposedViewSize)] = []
    var lineStart: CGFloat = 0
    var index = subviews.startIndex
    while index < subviews.endIndex {
      let line = Array(index..<min(index + tracks.count, subviews.endIndex))
      var sizes: [CGSize] = []
      var proposals: [ProposedViewSize] = []
      for (slot, subviewIndex) in line.enumerated() {
        let childProposal = ProposedViewSize(nil, along: axis, tracks[slot].length)
        proposals.append(childProposal)
        sizes.append(subviews[subviewIndex].sizeThatFits(childProposal))
      }
      let thickness = sizes.map { $0[axis] }.max() ?? 0
      for slot in line.indices {
        let track = tracks[slot]
        let cell = CGSize(thickness, along: axis, track.length)
        let box = ViewDimensions(size: cell) { _ in nil }
        let child = subviews[line[slot]].dimensions(in: proposals[slot])
        let guide = track.item.alignment ?? .center
        let x = box[guide.horizontal] - child[guide.horizontal]
        let y = box[guide.vertical] - child[guide.vertical]
        let offset = CGPoint(x: x, y: y)
        let base = CGPoint(lineStart, along: axis, track.start)
        frames.append((CGPoint(x: base.x + offset.x, y: base.y + offset.y), proposals[slot]))
      }
      lineStart += thickness + lineGap
      index += tracks.count
    }
    let last = tracks[tracks.count - 1]
    let crossLength = proposal[cross] ?? (last.start + last.length)
    return (CGSize(max(0, lineStart - lineGap), along: axis, crossLength), frames)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    arrange(proposal: proposal, subviews: subviews).size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let frames = arrange(proposal: proposal, subviews: subviews).frames
    for (subview, frame) in zip(subviews, frames) {
      subview.place(
        at: CGPoint(x: bounds.minX + frame.origin.x, y: bounds.minY + frame.origin.y),
        proposal: frame.proposal)
    }
  }
}
