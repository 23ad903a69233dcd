/// A transition that shows or hides symbol images with a symbol effect, as SwiftUI's
/// `SymbolEffectTransition`: `.transition(.symbolEffect)` (the `.appear` effect) or
/// `.transition(.symbolEffect(.appear.down))`.
///
/// Inserting a view plays the effect's appearance on its symbol placeholders; removing it,
/// the disappearance (`.appear` and `.disappear` are each other's reverse). How far the
/// transition has come is ``pose(progress:isInsertion:)``.
public struct SymbolEffectTransition: Sendable {
  let motion: SymbolMotion
  let options: SymbolEffectOptions

  /// A transition with `effect`.
  public init<T: TransitionSymbolEffect & SymbolEffect>(
    effect: T, options: SymbolEffectOptions = .default
  ) {
    motion = (effect as? any SymbolMotionDescribing)?.motion ?? .appear(up: true)
    self.options = options
  }

  /// The placeholder's pose `progress` (0…1) of the way through an insertion (hidden to
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
