import Foundation
import KinetypeRendering

/// SwiftUI's stack algorithm along one axis (the major one), for `HStack`, `VStack` and the
/// lazy stacks alike.
///
/// With a concrete proposal along the stack's axis, the space left after spacing is shared
/// out: children go by layout priority (highest first), and within a priority by flexibility
/// (the difference between their sizes for a zero and an infinite proposal, least flexible
/// first); each is offered an equal share of what remains for its group, after reserving the
/// minimum sizes of lower-priority children. This is the algorithm of Apple's WWDC 2019
/// "Building Custom Views with SwiftUI", as measured in objc.io's "How an HStack Lays out Its
/// Children" (2020) and the SwiftUI Field Guide's HStack chapter. With a nil proposal, every
/// child gets nil (its ideal size).
///
/// Across the axis, children are aligned on `alignment`: the stack's extent is the span of
/// the aligned children.
///
/// A lazy stack (`isLazy`) shares nothing out: every child is proposed nil along the axis
/// (its ideal size) whatever the stack is offered, and the stack takes the extent it is
/// offered across the axis (a finite proposal), its children aligned in it; with none offered
/// it is the span of the aligned children, as an eager stack.
struct StackLayoutAlgorithm {
  let axis: Axis
  let spacing: CGFloat?
  let alignment: AlignmentKey
  var isLazy = false

  struct Result {
    var sizes: [CGSize]
    var proposals: [ProposedViewSize]
    var origins: [CGPoint]
    var size: CGSize
  }

  func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
    var gaps: [CGFloat] = [0]
    for index in subviews.indices.dropFirst() {
      if let spacing, spacing.isFinite {
        gaps.append(spacing)
      } else {
        gaps.append(subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis))
      }
    }
    return gaps
  }

  func layout(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> Result {
    if isLazy {
      return lazyLayout(
        subviews, proposal: proposal,
        childProposal: ProposedViewSize(nil, along: axis, proposal[axis.other]),
        gaps: gaps(subviews))
    }
    let count = subviews.count
    guard count > 0 else { return Result(sizes: [], proposals: [], origins: [], size: .zero) }
    let minor = axis.other
    let minorProposal = proposal[minor]
    let gaps = self.gaps(subviews)
    var proposals = [ProposedViewSize](
      repeating: ProposedViewSize(nil, along: axis, minorProposal), count: count)
    var sizes = [CGSize](repeating: .zero, count: count)

    if let major = proposal[axis] {
      let available = major - gaps.reduce(0, +)
      var minimum = [CGFloat](repeating: 0, count: count)
      var flexibility = [CGFloat](repeating: 0, count: count)
      for (index, subview) in zip(0..., subviews) {
        let small = subview.sizeThatFits(ProposedViewSize(0, along: axis, minorProposal))[axis]
        let large = subview.sizeThatFits(ProposedViewSize(.infinity, along: axis, minorProposal))[
          axis]
        minimum[index] = small
        flexibility[index] = large - small
      }
      let priorities = Set(subviews.map(\.priority)).sorted(by: >)
      var allocated: CGFloat = 0
      for priority in priorities {
        let group = subviews.indices.filter { subviews[$0].priority == priority }
          .sorted {
            flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1)
          }
        let reservedForLower = subviews.indices.filter { subviews[$0].priority < priority }
          .reduce(CGFloat(0)) { $0 + minimum[$1] }
        var remaining = available - allocated - reservedForLower
        var left = group.count
        for index in group {
          let share = max(0, remaining / CGFloat(left))
          let childProposal = ProposedViewSize(share, along: axis, minorProposal)
          let size = subviews[index].sizeThatFits(childProposal)
          proposals[index] = childProposal
          sizes[index] = size
          remaining -= size[axis]
          allocated += size[axis]
          left -= 1
        }
      }
    } else {
      for (index, subview) in zip(0..., subviews) {
        sizes[index] = subview.sizeThatFits(proposals[index])
      }
    }

    // Along the axis: one after another. Across: aligned on the guide.
    var origins: [CGPoint] = []
    var cursor: CGFloat = 0
    var guides: [CGFloat] = []
    for (index, subview) in zip(0..., subviews) {
      cursor += gaps[index]
      origins.append(CGPoint(cursor, along: axis, 0))
      cursor += sizes[index][axis]
      guides.append(subview.dimensions(in: proposals[index])[alignment])
    }
    let line = guides.max() ?? 0
    var extent: CGFloat = 0
    for index in 0..<count {
      let offset = line - guides[index]
      origins[index][minor] = offset
      extent = max(extent, offset + sizes[index][minor])
    }
    // The line is the largest guide, so every offset is at least 0: the child whose guide
    // reaches furthest sits at the top and the others move down (a guide outside its child
    // lifts the rest, never the child above the stack).
    return Result(
      sizes: sizes, proposals: proposals, origins: origins,
      size: CGSize(cursor, along: axis, extent))
  }

  /// The lazy stacks' layout: ideal sizes along the axis, the proposal across it.
  private func lazyLayout(
    _ subviews: LayoutSubviews, proposal: ProposedViewSize, childProposal: ProposedViewSize,
    gaps: [CGFloat]
  ) -> Result {
    let minor = axis.other
    var origins: [CGPoint] = []
    var guides: [CGFloat] = []
    var sizes: [CGSize] = []
    var cursor: CGFloat = 0
    for (index, subview) in zip(0..., subviews) {
      let dimensions = subview.dimensions(in: childProposal)
      cursor += gaps[index]
      origins.append(CGPoint(cursor, along: axis, 0))
      cursor += dimensions.size[axis]
      sizes.append(dimensions.size)
      guides.append(dimensions[alignment])
    }
    let extent: CGFloat
    if let offered = proposal[minor], offered.isFinite {
      // The stack fills what it is offered; the subviews' guides meet the stack's own.
      extent = offered
      let line = ViewDimensions(size: CGSize(cursor, along: axis, offered)) { _ in nil }[
        alignment]
      for index in origins.indices { origins[index][minor] = line - guides[index] }
    } else {
      let line = guides.max() ?? 0
      var bottom: CGFloat = 0
      for index in origins.indices {
        origins[index][minor] = line - guides[index]
        bottom = max(bottom, origins[index][minor] + sizes[index][minor])
      }
      extent = bottom
    }
    return Result(
      sizes: sizes, proposals: Array(repeating: childProposal, count: origins.count),
      origins: origins, size: CGSize(cursor, along: axis, extent))
  }

  /// Places `subviews` in `bounds` as ``layout(_:proposal:)`` arranges them.
  func place(_ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize) {
    let result = layout(subviews, proposal: proposal)
    subviews.place(at: result.origins, proposals: result.proposals, in: bounds)
  }
}

/// A stack along one axis as a `Layout` (OpenSwiftUI's `HVStack`): `HStackLayout` and
/// `VStackLayout` say their axis, and whether they are a lazy stack's; the sizing, placing and
/// stack orientation are written once, here, for both axes and for the lazy stacks.
protocol HVStack: Layout {
  /// The axis the subviews follow one another along.
  static var majorAxis: Axis { get }
  /// Whether the stack proposes ideal sizes along its axis (a lazy stack's layout).
  var isLazy: Bool { get }
  /// The distance between subviews, or nil for their default spacing.
  var spacing: CGFloat? { get }
  /// The guide across the axis the subviews line up on.
  var alignmentKey: AlignmentKey { get }
}

extension HVStack {
  /// The stack orientation its subviews see (a `Spacer` expands along it).
  static var stackProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = majorAxis
    return properties
  }

  var algorithm: StackLayoutAlgorithm {
    StackLayoutAlgorithm(
      axis: Self.majorAxis, spacing: spacing, alignment: alignmentKey, isLazy: isLazy)
  }

  /// The stack's size for `proposal`.
  func stackSize(proposal: ProposedViewSize, subviews: Subviews) -> CGSize {
    algorithm.layout(subviews, proposal: proposal).size
  }

  /// Places the subviews in `bounds`.
  func placeStack(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) {
    algorithm.place(subviews, in: bounds, proposal: proposal)
  }
}
