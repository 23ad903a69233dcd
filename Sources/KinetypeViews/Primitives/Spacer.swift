public import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeViewGraph

/// Flexible empty space, as SwiftUI's `Spacer`: it expands along the axis of the stack that
/// contains it, or on both axes outside a stack, and is at least `minLength` long (default:
/// the default spacing, 8 points).
public struct Spacer: View, PrimitiveView {
  /// The least length along the stack's axis, or nil for 8 points.
  public var minLength: CGFloat?

  /// Creates a spacer (a NaN or negative `minLength` counts as 0).
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength.map { $0.isNaN ? 0 : max(0, $0) }
  }

  /// A spacer draws nothing.
  public var body: Never { primitiveBody("Spacer") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: SpacerBehavior(minLength: minLength ?? ViewSpacing.defaultValue), children: [],
        graph: context.graph)
    ]
  }
}

struct SpacerBehavior: NodeBehavior {
  let minLength: CGFloat

  var kind: String { "Spacer" }
  var isUnaryModifier: Bool { false }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    func length(_ proposed: CGFloat?) -> CGFloat { max(minLength, proposed ?? 0) }
    switch node.stackOrientation {
    case .horizontal: return CGSize(width: length(proposal.width), height: 0)
    case .vertical: return CGSize(width: 0, height: length(proposal.height))
    case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
    }
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? { nil }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {}
}

/// A thin line separating content, as SwiftUI's `Divider`: across the stack that contains
/// it (vertical in an `HStack`), horizontal elsewhere; 1 point thick, in the separator color
/// (#3c3c43 at 29 %, UIKit's light `separator`).
public struct Divider: View, PrimitiveView {
  /// Creates a divider.
  public init() {}

  /// A divider draws itself.
  public var body: Never { primitiveBody("Divider") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: DividerBehavior(), children: [], graph: context.graph)
    ]
  }
}

struct DividerBehavior: NodeBehavior {
  static let thickness: CGFloat = 1
  static let color = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)

  var kind: String { "Divider" }
  var isUnaryModifier: Bool { false }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    if node.stackOrientation == .horizontal {
      return CGSize(width: Self.thickness, height: proposal.height ?? Self.thickness)
    }
    return CGSize(width: proposal.width ?? Self.thickness, height: Self.thickness)
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? { nil }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    context.fill(Path(pass.pixelFrame(of: node)), with: .color(Self.color))
  }
}
