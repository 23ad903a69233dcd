import Foundation
import KinetypeRendering
import KinetypeViewGraph

extension View {
  /// Gives this view its ideal size on the chosen axes, whatever its parent proposes, as
  /// SwiftUI's `fixedSize(horizontal:vertical:)`: the proposal on those axes becomes nil.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }

  /// Gives this view its ideal size on both axes.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }
}

struct FixedSizeModifier: NodeModifier {
  let horizontal: Bool
  let vertical: Bool

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    FixedSizeBehavior(horizontal: horizontal, vertical: vertical)
  }
}

struct FixedSizeBehavior: NodeBehavior {
  let horizontal: Bool
  let vertical: Bool

  var kind: String { "fixedSize" }
  var details: String {
    horizontal && vertical ? "" : horizontal ? "horizontal" : vertical ? "vertical" : "none"
  }

  private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    node.children.first?.size(for: inner(proposal)) ?? .zero
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    node.children.map {
      framePlacement(of: $0, in: size, proposal: inner(proposal), alignment: .center)
    }
  }
}
