import Foundation
import KinetypeRendering

/// How a node sizes itself, places its children, reports alignment guides and spacing, and
/// draws: one implementation per primitive view, modifier and container.
///
/// Every method has a default fit for a modifier wrapping one child: the child's size, the
/// child placed at the origin with the same proposal, the child's guides and spacing, the
/// child drawn.
package protocol NodeBehavior {
  /// The type shown in dumps: `Text`, `HStack`, `padding`.
  var kind: String { get }
  /// Parameters shown in dumps: `16`, `width: 40`.
  var details: String { get }
  /// Whether the node wraps one child and stands in its place in the parent's list (so it
  /// keeps the child's traits).
  var isUnaryModifier: Bool { get }
  /// The axis this node stacks its children along, which a `Spacer` or `Divider` among
  /// them follows; nil for other containers.
  var childStackOrientation: Axis? { get }

  /// The size for `proposal` (already sanitized: no NaN, no negative values).
  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize
  /// Where each child goes, relative to the node's top-left corner, for the node's `size`.
  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement]
  /// The explicit value of `key`, relative to the node's top-left corner, or nil.
  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat?
  /// The node's spacing preferences.
  func spacing(node: ViewNode) -> ViewSpacing
  /// Draws the node (and its children) into `context`, whose user space is root points.
  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass)
}

extension NodeBehavior {
  package var details: String { "" }
  package var isUnaryModifier: Bool { true }
  package var childStackOrientation: Axis? { nil }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.children.first?.size(for: proposal) ?? .zero
  }

  package func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode)
    -> [ChildPlacement]
  {
    node.children.map { ChildPlacement(child: $0, origin: .zero, proposal: proposal) }
  }

  package func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? {
    mergedExplicitAlignment(key, size: size, proposal: proposal, node: node)
  }

  /// The children's explicit values of `key`, moved to this node's coordinates and merged
  /// as the guide merges them (mean; min for the first text baseline, max for the last).
  func mergedExplicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? {
    var merged: CGFloat?
    var count = 0
    for placement in placements(size: size, proposal: proposal, node: node) {
      let child = placement.child
      let childSize = child.size(for: placement.proposal)
      guard
        let value = child.explicitAlignment(key, size: childSize, proposal: placement.proposal)
      else { continue }
      key.id._combineExplicit(
        childValue: value + placement.origin[key.axis], count, into: &merged)
      count += 1
    }
    return merged
  }

  package func spacing(node: ViewNode) -> ViewSpacing {
    node.children.count == 1 ? node.children[0].spacing : ViewSpacing()
  }

  package func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    pass.drawChildren(of: node, in: &context)
  }
}
