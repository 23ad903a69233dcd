public import Foundation
import KinetypeMotion
import KinetypeRendering
import KinetypeViewGraph

extension View {
  /// Draws this view moved by `offset`, without changing its layout, as SwiftUI's
  /// `offset(_:)`: its parent still places it where it was; guides are not moved.
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Draws this view moved by `x`, `y` (non-finite values count as 0, with a warning).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(OffsetModifier(x: x, y: y))
  }

  /// Centres this view at `position` in its parent's space, as SwiftUI's `position(_:)`: the
  /// modified view takes all the space it is offered (10×10 for a nil proposal).
  public func position(_ position: CGPoint) -> some View {
    modifier(PositionModifier(x: position.x, y: position.y))
  }

  /// Centres this view at (`x`, `y`) in its parent's space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(PositionModifier(x: x, y: y))
  }
}

struct OffsetModifier: NodeModifier {
  let x: CGFloat
  let y: CGFloat

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    guard x.isFinite, y.isFinite else {
      context.graph.warn(
        "offset(x: \(ViewFormat.number(x)), y: \(ViewFormat.number(y))) is not finite; "
          + "non-finite parts count as 0", at: context)
      return OffsetBehavior(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    }
    let offset = context.animated(AnimatablePair(x, y), "offset")
    return OffsetBehavior(x: offset.first, y: offset.second)
  }
}

/// The child is placed moved by the offset (so its frame in the dump and in a
/// `GeometryReader` is the moved one, as SwiftUI's global frames are), while the node keeps
/// the child's size and unmoved guides.
struct OffsetBehavior: NodeBehavior {
  let x: CGFloat
  let y: CGFloat

  var kind: String { "offset" }
  var details: String { "x: \(ViewFormat.number(x)), y: \(ViewFormat.number(y))" }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    node.children.map { ChildPlacement(child: $0, origin: CGPoint(x: x, y: y), proposal: proposal) }
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? {
    node.children.first?.explicitAlignment(key, size: size, proposal: proposal)
  }
}

struct PositionModifier: NodeModifier {
  let x: CGFloat
  let y: CGFloat

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    guard x.isFinite, y.isFinite else {
      context.graph.warn(
        "position(x: \(ViewFormat.number(x)), y: \(ViewFormat.number(y))) is not finite; "
          + "non-finite parts count as 0", at: context)
      return PositionBehavior(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
    }
    let position = context.animated(AnimatablePair(x, y), "position")
    return PositionBehavior(x: position.first, y: position.second)
  }
}

struct PositionBehavior: NodeBehavior {
  let x: CGFloat
  let y: CGFloat

  var kind: String { "position" }
  var details: String { "x: \(ViewFormat.number(x)), y: \(ViewFormat.number(y))" }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    node.children.map {
      let child = $0.size(for: proposal)
      return ChildPlacement(
        child: $0, origin: CGPoint(x: x - child.width / 2, y: y - child.height / 2),
        proposal: proposal)
    }
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? { nil }
}
