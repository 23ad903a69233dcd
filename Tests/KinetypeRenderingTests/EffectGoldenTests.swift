import KinetypeRaster
import KinetypeRendering
import KinetypeTesting
import Testing

/// A contact sheet per built-in effect (Latin, Arabic and Devanagari at three times, every
/// default), looked at when recorded for joins, conjuncts and direction: the pictures of
/// docs/effects.md.
@Suite struct EffectGoldenTests {
  static let effects: [any TextEffect] = [
    TypewriterEffect(), WaveEffect(), KaraokeEffect(), ScaleInEffect(), BlurInEffect(),
    SlideByLineEffect(), FadeByWordEffect(), ScrambleEffect(), VariableWeightEffect(),
    RangeEffect(),
  ]

  @Test(arguments: effects.map { type(of: $0).name })
  func effect_contactSheet(name: String) throws {
    let effect = try #require(Self.effects.first { type(of: $0).name == name })
    let sheet = try Self.sheet(effect)
    assertGolden(sheet, named: name, suite: "Effects")
  }

  static func sheet<E: TextEffect>(_ effect: E) throws -> Pixmap {
    try EffectSheet.render(effect, times: EffectSheet.times(for: effect))
  }
}
