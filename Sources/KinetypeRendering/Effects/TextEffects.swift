/// The built-in effects by name: what markup's `effect:` and the command line's `--effect` find.
public enum TextEffects {
  /// Every built-in effect, in the order help and docs list them.
  public static let builtIn: [any TextEffect.Type] = [
    AppearRenderer.self, AppearanceEffectRenderer.self, TypewriterEffect.self, WaveEffect.self,
    KaraokeEffect.self, ScaleInEffect.self, BlurInEffect.self, SlideByLineEffect.self,
    FadeByWordEffect.self, ScrambleEffect.self, VariableWeightEffect.self, RangeEffect.self,
  ]

  /// The names, in ``builtIn`` order.
  public static var names: [String] { builtIn.map { $0.name } }

  /// The effect called `name`, or nil.
  public static func named(_ name: String) -> (any TextEffect.Type)? {
    builtIn.first { $0.name == name }
  }
}
