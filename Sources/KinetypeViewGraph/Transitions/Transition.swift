import KinetypeMotion

/// How a view appears and disappears, as SwiftUI's `Transition`: a body that modifies the view
/// for each ``TransitionPhase``.
///
/// When a view is inserted in an animated transaction its transition's body starts at
/// `.willAppear` and animates to `.identity`; when it is removed it stays drawn while its body
/// animates from `.identity` to `.didDisappear`. Animatable values in the body (opacity,
/// offsets, a `TextRenderer`'s time…) are what animate.
///
/// ```swift
/// struct Rotate: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content
///       .rotationEffect(phase.isIdentity ? .zero : .degrees(90))
///       .opacity(phase.isIdentity ? 1 : 0)
///   }
/// }
/// Text("Hi").transition(Rotate())
/// ```
public protocol Transition {
  /// The type of view the body makes.
  associatedtype Body: View
  /// The view the transition applies to, as it appears in `body(content:phase:)`.
  typealias Content = PlaceholderContentView<Self>

  /// The view in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does: whether it moves the view. Default: `hasMotion: true`.
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// A transition that moves: `TransitionProperties(hasMotion: true)`.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// `content` as the transition shows it in `phase`.
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    content.modifier(TransitionPhaseModifier(transition: self, phase: phase))
  }
}

/// The phases of a transition, as SwiftUI's `TransitionPhase`.
public enum TransitionPhase: Hashable, Sendable {
  /// Before the view appears (the start of an insertion).
  case willAppear
  /// Shown (the end of an insertion, the start of a removal).
  case identity
  /// After the view disappears (the end of a removal).
  case didDisappear

  /// Whether the phase is `.identity`.
  public var isIdentity: Bool { self == .identity }

  /// −1 for `.willAppear`, 0 for `.identity`, 1 for `.didDisappear`.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
  /// Whether the transition moves the view (Reduce Motion may want to avoid it). Default:
  /// true.
  public var hasMotion: Bool

  /// Creates properties.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// The view a transition's body (or an animator's content) modifies, as SwiftUI's
/// `PlaceholderContentView`.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
  package init() {}
  /// The placeholder draws the content it stands for.
  public var body: Never { primitiveBody("PlaceholderContentView") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    guard let slot = context.contentSlots.last else {
      context.graph.warn(
        "PlaceholderContentView of \(Value.self) used outside its transition or animator",
        at: context)
      return []
    }
    return slot.resolve(context)
  }
}

extension ResolveContext {
  /// Resolves `body`, in which `PlaceholderContentView`s stand for `content` resolved with
  /// `contentContext` (the context where the modifier was applied, so the content keeps its
  /// own transaction and transition placement).
  package func resolve(
    body: any View, standingFor content: any View, contentContext: ResolveContext
  ) -> [ViewNode] {
    var inner = self
    let captured = contentContext
    inner.contentSlots.append(
      ContentSlot { current in
        current.restoring(captured).resolve(content, component: .child(0))
      })
    return inner.resolve(body, component: nil)
  }
}

/// Applies `transition` in a fixed `phase` (``Transition/apply(content:phase:)``).
struct TransitionPhaseModifier<T: Transition>: PrimitiveModifier, ViewModifier {
  let transition: T
  let phase: TransitionPhase

  func body(content: Content) -> Never { primitiveBody("TransitionPhaseModifier") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    let body = transition.body(content: PlaceholderContentView<T>(), phase: phase)
    return context.resolve(body: body, standingFor: content, contentContext: context)
  }
}
