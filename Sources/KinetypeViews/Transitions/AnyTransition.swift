public import Foundation
import KinetypeMotion
import KinetypeViewGraph

/// A type-erased transition, as SwiftUI's `AnyTransition`, with SwiftUI's built-in
/// transitions as static members.
///
/// ```swift
/// .transition(.move(edge: .bottom).combined(with: .opacity))
/// .transition(.asymmetric(insertion: .push(from: .bottom), removal: .scale))
/// ```
public struct AnyTransition {
  let apply: (any View, TransitionPhase) -> any View
  /// Whether the transition moves the view.
  let hasMotion: Bool

  /// Wraps `transition`.
  public init<T: Transition>(_ transition: T) {
    apply = { content, phase in AnyView(transition.apply(content: AnyView(content), phase: phase)) }
    hasMotion = T.properties.hasMotion
  }

  /// A fade.
  public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }
  /// Scales from and to 0.
  public static var scale: AnyTransition { AnyTransition(ScaleTransition(0)) }
  /// Scales from and to `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
  }
  /// In from the leading edge, out to the trailing edge.
  public static var slide: AnyTransition { AnyTransition(SlideTransition()) }
  /// No change.
  public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }
  /// Blurred, scaled and faded (`.downUp`).
  public static var blurReplace: AnyTransition {
    AnyTransition(BlurReplaceTransition(configuration: .downUp))
  }

  /// Blurred, scaled and faded with `configuration`.
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
    -> AnyTransition
  {
    AnyTransition(BlurReplaceTransition(configuration: configuration))
  }

  /// Moves in from and out to `edge` by the view's size.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(MoveTransition(edge: edge))
  }

  /// In from `edge` while fading in, out to the opposite edge while fading out.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(PushTransition(edge: edge))
  }

  /// Moved by `offset`.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(OffsetTransition(offset))
  }

  /// Moved by `x`, `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    .offset(CGSize(width: x, height: y))
  }

  /// `insertion` for insertions, `removal` for removals.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(AsymmetricTransition(insertion: insertion.erased, removal: removal.erased))
  }

  /// A transition from a modifier for the inserted or removed state and one for the shown
  /// state, as SwiftUI's `modifier(active:identity:)`.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(ModifierTransition(active: active, identity: identity))
  }

  /// This transition and `other` together.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(CombinedTransition(first: erased, second: other.erased))
  }

  /// This transition animated with `animation` instead of the transaction's animation.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(AnimatedTransition(base: erased, animation: animation))
  }

  /// The transition as a `Transition` value.
  var erased: ErasedTransition { ErasedTransition(transition: self) }
}

/// An ``AnyTransition`` as a ``Transition``.
struct ErasedTransition: Transition {
  let transition: AnyTransition

  func body(content: Content, phase: TransitionPhase) -> AnyView {
    AnyView(transition.apply(content, phase))
  }
}

/// `AnyTransition.modifier(active:identity:)`.
struct ModifierTransition<E: ViewModifier>: Transition {
  let active: E
  let identity: E

  func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(phase.isIdentity ? identity : active)
  }
}
