import Kinetype
import KinetypeViewGraph
import Testing

/// Markup effects in a view's `Text` (issue 20, 4): drawn by a renderer that draws them, or a
/// warning names the view; never ignored silently.
@Suite struct TextEffectMarkupTests {
  static func wave() throws -> Text {
    try Text(markup: #"Hello ^[Wave](effect: "wave")"#, attributes: .kinetype)
  }

  static func effectWarnings<V: View>(_ view: V) throws -> [Warning] {
    let renderer = ImageRenderer(content: view)
    _ = try renderer.render()
    return renderer.warnings.filter { $0.message.contains("effect") }
  }

  @Test func text_anEffectItsRendererDoesNotDrawIsAWarningNamingTheView() throws {
    let wave = try Self.wave()
    let warnings = try Self.effectWarnings(
      VStack {
        Text("plain"); wave
      })
    let warning = try #require(warnings.first)
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warning.kind == .ignoredValue)
    #expect(warning.message.contains("wave"))
    #expect(warning.source?.hasPrefix("/") == true, "\(warning)")
    #expect(warning.source?.hasPrefix("/1") == true, "\(warning)")
  }

  @Test func text_aRendererThatDrawsTheEffectRaisesNoWarning() throws {
    let renderer = EffectRenderer(elapsedTime: 0.2, effect: AppearRenderer())
    #expect(try Self.effectWarnings(try Self.wave().textRenderer(renderer)).isEmpty)
    #expect(try Self.effectWarnings(try Self.wave().textRenderer(WaveEffect())).isEmpty)
    // An effect on its own draws only its own name.
    let typed = try Self.effectWarnings(try Self.wave().textRenderer(TypewriterEffect()))
    #expect(typed.count == 1 && typed.first?.message.contains("wave") == true)
  }
}
