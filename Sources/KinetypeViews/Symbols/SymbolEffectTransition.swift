import KinetypeViewGraph

/// A transition that shows or hides symbol images with a symbol effect, as SwiftUI's
/// `SymbolEffectTransition`: `.transition(.symbolEffect)` (the `.appear` effect) or
/// `.transition(.symbolEffect(.appear.down))`.
///
/// Inserting a view plays the effect's appearance on its symbols; removing it,
/// the disappearance (`.appear` and `.disappear` are each other's reverse). How far the
/// transition has come is ``pose(progress:isInsertion:)``; other views are unaffected.
public struct SymbolEffectTransition: Transition, Sendable {
  let motion: SymbolMotion
  let options: SymbolEffectOptions

  /// A transition with `effect`.
  public init<T: TransitionSymbolEffect & SymbolEffect>(
    effect: T, options: SymbolEffectOptions = .default
  ) {
    motion = (effect as? any SymbolMotionDescribing)?.motion ?? .appear(up: true)
    self.options = options
  }

  /// The symbol's pose `progress` (0…1) of the way through an insertion (hidden to
  /// shown) or a removal (shown to hidden).
  func pose(progress: Double, isInsertion: Bool) -> SymbolEffectPose {
    let p = min(1, max(0, progress))
    let up: Bool
    switch motion {
    case .appear(let isUp), .disappear(let isUp): up = isUp
    default: up = true
    }
    return isInsertion
      ? SymbolEffectMotion.pose(.appear(up: up), progress: p)
      : SymbolEffectMotion.pose(.disappear(up: up), progress: p)
  }
}

extension SymbolEffectTransition {
  /// The content with its symbols' visibility (0 before it appears and after it disappears,
  /// 1 shown) animated, and their pose for it.
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(
      SymbolTransitionModifier(
        transition: self, visibility: phase.isIdentity ? 1 : 0,
        isRemoval: phase == .didDisappear))
  }

  /// The effect does not move the view.
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

extension Transition where Self == SymbolEffectTransition {
  /// The `.appear` symbol effect.
  public static var symbolEffect: SymbolEffectTransition {
    SymbolEffectTransition(effect: AppearSymbolEffect.appear)
  }

  /// The symbol effect `effect`.
  public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> SymbolEffectTransition {
    SymbolEffectTransition(effect: effect, options: options)
  }
}

extension AnyTransition {
  /// The `.appear` symbol effect on the symbol images of the view.
  public static var symbolEffect: AnyTransition {
    AnyTransition(SymbolEffectTransition(effect: AppearSymbolEffect.appear))
  }

  /// The symbol effect `effect` on the symbol images of the view.
  public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> AnyTransition {
    AnyTransition(SymbolEffectTransition(effect: effect, options: options))
  }
}

/// Sets the pose of a symbol-effect transition for the symbols inside, its visibility
/// animated.
struct SymbolTransitionModifier: EnvironmentModifier {
  let transition: SymbolEffectTransition
  let visibility: Double
  let isRemoval: Bool

  func modify(_ environment: inout EnvironmentValues) {
    environment.symbolTransitionPose = pose(visibility)
  }

  func modify(_ environment: inout EnvironmentValues, in context: ResolveContext) {
    environment.symbolTransitionPose = pose(context.animated(visibility, "symbolTransition"))
  }

  private func pose(_ visibility: Double) -> SymbolEffectPose {
    isRemoval
      ? transition.pose(progress: 1 - visibility, isInsertion: false)
      : transition.pose(progress: visibility, isInsertion: true)
  }
}

extension EnvironmentValues {
  /// The pose a symbol-effect transition gives the symbols inside, while one runs.
  var symbolTransitionPose: SymbolEffectPose? {
    get { self[SymbolTransitionPoseKey.self] }
    set { self[SymbolTransitionPoseKey.self] = newValue }
  }
}

private struct SymbolTransitionPoseKey: EnvironmentKey {
  static var defaultValue: SymbolEffectPose? { nil }
}
