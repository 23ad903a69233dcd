import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

/// The first of several views that fits the space offered, as SwiftUI's `ViewThatFits`.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   HStack { icon; title; subtitle }
///   HStack { icon; title }
///   icon
/// }
/// ```
///
/// Each child is measured at its ideal size along `axes` (the proposal along the others); the
/// first whose ideal size is within the proposal on those axes is shown, at the size it takes
/// for the proposal; when none fits, the last one. Only the chosen child is placed and drawn.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  let axes: Axis.Set
  let content: Content

  /// Chooses among `content`'s views by fit along `axes` (default both).
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  /// The chosen view draws itself.
  public var body: Never { primitiveBody("ViewThatFits") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context.forContainerContent
    inner.labels = []
    let children = inner.resolve(content, component: nil)
    return [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: ViewThatFitsBehavior(axes: axes), children: children, graph: context.graph)
    ]
  }
}

struct ViewThatFitsBehavior: NodeBehavior {
  let axes: Axis.Set
  var kind: String { "ViewThatFits" }
  var isUnaryModifier: Bool { false }

  /// The index of the child shown for `proposal`.
  func chosen(_ proposal: ProposedViewSize, node: ViewNode) -> Int? {
    guard !node.children.isEmpty else { return nil }
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let ideal = ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    for (index, child) in node.children.enumerated() {
      let size = child.size(for: ideal)
      let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 + 1e-9 } ?? true
      let fitsHeight = !vertical || proposal.height.map { size.height <= $0 + 1e-9 } ?? true
      if fitsWidth && fitsHeight { return index }
    }
    return node.children.count - 1
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    guard let index = chosen(proposal, node: node) else { return .zero }
    return node.children[index].size(for: proposal)
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    guard let index = chosen(proposal, node: node) else { return [] }
    return [ChildPlacement(child: node.children[index], origin: .zero, proposal: proposal)]
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? {
    guard let index = chosen(proposal, node: node) else { return nil }
    return node.children[index].explicitAlignment(key, size: size, proposal: proposal)
  }

  func spacing(node: ViewNode) -> ViewSpacing {
    node.children.last?.spacing ?? ViewSpacing()
  }
}
