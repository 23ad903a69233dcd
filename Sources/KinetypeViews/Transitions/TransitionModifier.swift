import Foundation
import KinetypeRendering
import KinetypeViewGraph

extension View {
  /// How this view appears and disappears when it is inserted or removed in an animated
  /// transaction, as SwiftUI's `transition(_:)`. Without one, a view fades (`.opacity`).
  public func transition(_ t: AnyTransition) -> some View {
    modifier(TransitionModifier(transition: t.erased))
  }

  /// How this view appears and disappears (a `Transition` value).
  public func transition<T: Transition>(_ transition: T) -> some View {
    modifier(TransitionModifier(transition: transition))
  }
}

/// Applies a transition in the phase of the view's insertion or removal (`.identity` when the
/// view is neither appearing nor disappearing).
struct TransitionModifier<T: Transition>: PrimitiveModifier, ViewModifier {
  let transition: T

  func body(content: Content) -> Never { primitiveBody("TransitionModifier") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    var phase = TransitionPhase.identity
    var contentContext = context
    if let placement = context.transitionPlacement, !placement.isConsumed {
      placement.isConsumed = true
      phase = placement.phase
    }
    contentContext.transitionPlacement = nil
    var bodyContext = context
    bodyContext.transitionPlacement = nil
    let body = transition.body(content: PlaceholderContentView<T>(), phase: phase)
    return bodyContext.resolve(body: body, standingFor: content, contentContext: contentContext)
  }
}

/// Moves a view by `fraction` of its own size across `edge` (the move, slide and push
/// transitions); `fraction` animates.
struct MoveEffect: NodeModifier {
  let edge: Edge
  let fraction: CGFloat

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    MoveEffectBehavior(edge: edge, fraction: context.animated(fraction, "move"))
  }
}

struct MoveEffectBehavior: NodeBehavior {
  let edge: Edge
  let fraction: CGFloat

  var kind: String { "move" }
  var details: String { "\(edge) \(ViewFormat.number(fraction))" }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    let offset: CGPoint =
      switch edge {
      case .top: CGPoint(x: 0, y: -size.height * fraction)
      case .bottom: CGPoint(x: 0, y: size.height * fraction)
      case .leading: CGPoint(x: -size.width * fraction, y: 0)
      case .trailing: CGPoint(x: size.width * fraction, y: 0)
      }
    return node.children.map { ChildPlacement(child: $0, origin: offset, proposal: proposal) }
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? {
    node.children.first?.explicitAlignment(key, size: size, proposal: proposal)
  }
}
