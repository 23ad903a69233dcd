import Dispatch
import Foundation
import KinetypeCore
import KinetypeFrames
import KinetypeMotion
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeText
import Testing

/// The effect library as a whole: the renderer that draws each span with its effect, the
/// parameter tables, the refusals, and scramble's determinism.
@Suite struct EffectRendererTests {
  static func layout(_ markup: String, size: Double = 40) throws -> Text.Layout {
    try Text.Layout(
      Text(markup: markup, attributes: .kinetype).font(.system(size: size)), fonts: Fixtures.fonts)
  }

  static func frame(
    _ layout: Text.Layout, at time: Double, _ make: @escaping @Sendable (Double) -> any TextRenderer
  )
    throws -> Pixmap
  {
    try AnimatedText(
      layout: layout,
      fixedFrame: AnimatedText.FixedFrame(width: 700, height: 120, origin: CGPoint(x: 20, y: 30)),
      renderer: make
    ).frame(at: time)
  }

  static func bytes(_ pixmap: Pixmap) -> [UInt8] {
    pixmap.withUnsafePremultipliedBytes { Array($0) }
  }

  @Test(arguments: [0.05, 0.2, 0.35, 1.0])
  func effectRenderer_drawsAppearAsAppearRendererDoes(time: Double) throws {
    let layout = try Fixtures.demoLayout()
    let alone = try Self.frame(layout, at: time) { AppearRenderer(elapsedTime: $0) }
    let composed = try Self.frame(layout, at: time) {
      EffectRenderer(elapsedTime: $0, effect: AppearRenderer(elapsedTime: $0))
    }
    #expect(Bool(Self.bytes(alone) == Self.bytes(composed)))
  }

  @Test(arguments: [0.05, 0.2, 0.5, 1.0])
  func effectRenderer_drawsAppearanceAsTheSampleRendererDoes(time: Double) throws {
    let layout = try Fixtures.demoLayout()
    let alone = try Self.frame(layout, at: time) {
      AppearanceEffectRenderer(elapsedTime: $0, totalDuration: 0.8)
    }
    let composed = try Self.frame(layout, at: time) {
      EffectRenderer(
        elapsedTime: $0, effect: AppearanceEffectRenderer(elapsedTime: $0, totalDuration: 0.8))
    }
    #expect(Bool(Self.bytes(alone) == Self.bytes(composed)))
  }

  /// docs/effects.md lists every parameter with its option and default, as the tables say.
  @Test func docs_listEveryParameterWithItsDefault() throws {
    let docs = PackageRoot.url("docs/effects.md")
    let text = try String(contentsOf: docs, encoding: .utf8)
    for effect in TextEffects.builtIn where effect.name != "appear" && effect.name != "appearance" {
      #expect(text.contains("## \(effect.name)"), "\(effect.name)")
      #expect(text.contains("../Goldens/Effects/\(effect.name).png"), "\(effect.name)")
      // The effect's own section: from its heading to the next.
      let section =
        text.components(separatedBy: "\n## \(effect.name)\n").dropFirst().first?
        .components(separatedBy: "\n## ").first ?? ""
      for parameter in effect.parameters {
        let row = "| `\(parameter.name)` | `\(parameter.optionName)` |"
        let line = section.split(separator: "\n").first { $0.hasPrefix(row) }
        #expect(line != nil, "\(effect.name) \(parameter.name)")
        #expect(
          line?.hasSuffix("| \(parameter.defaultDescription) |") == true,
          "\(effect.name) \(parameter.name): default \(parameter.defaultDescription)")
      }
    }
  }

  @Test func effectRenderer_drawsEachSpanWithTheEffectItNames() throws {
    let layout = try Self.layout(
      ##"^[Hello](effect: "wave") ^[world](effect: {name: "karaoke", highlight: "#ff0000"}) "##
        + "^[moon](emphasis: true)")
    let renderer = EffectRenderer(elapsedTime: 0.3, effect: AppearRenderer(elapsedTime: 0.3))
    #expect(renderer.schedules(for: layout).map(\.name) == ["appear", "wave", "karaoke"])
    let schedules = Dictionary(
      uniqueKeysWithValues: renderer.schedules(for: layout).map { ($0.name, $0.schedule) })
    func text(_ name: String) -> String {
      let entries = schedules[name]?.entries ?? []
      return entries.map { layout.text(in: $0.characterRange) }.joined()
    }
    #expect(text("wave") == "Hello")
    #expect(text("karaoke") == "world")
    #expect(text("appear") == "moon")
    // The span's own highlight: red ink in "world" while it is sung.
    let frame = try Self.frame(layout, at: 0.3) {
      EffectRenderer(elapsedTime: $0, effect: AppearRenderer(elapsedTime: $0))
    }
    var red = 0
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let color = frame.color(atX: x, y: y)
        if color.red > 0.6, color.green < 0.3, color.blue < 0.3 { red += 1 }
      }
    }
    #expect(red > 20)
    // The text settles when the slowest effect does.
    let waveEnd = schedules["wave"]?.duration ?? 0
    #expect(renderer.settlingTime(for: layout) >= waveEnd)
  }

  @Test func effectRenderer_spanParametersReplaceTheRenderersOwn() throws {
    let still = try Self.layout(#"^[Hello](effect: {name: "wave", amplitude: 0})"#)
    let moving = try Self.layout(#"^[Hello](effect: "wave")"#)
    let wave: @Sendable (Double) -> any TextRenderer = { time in
      EffectRenderer(elapsedTime: time, effect: AppearRenderer(elapsedTime: time))
    }
    // Mid-wave against the settled frame: the span with amplitude 0 does not move.
    let stillRest = Self.bytes(try Self.frame(still, at: 5, wave))
    #expect(Bool(Self.bytes(try Self.frame(still, at: 0.3, wave)) == stillRest))
    let movingRest = Self.bytes(try Self.frame(moving, at: 5, wave))
    #expect(Self.bytes(try Self.frame(moving, at: 0.3, wave)) != movingRest)
    #expect(stillRest == movingRest)
  }

  @Test func effectRenderer_reduceMotionDrawsTheEndState() throws {
    let layout = try Self.layout("^[Hello world](emphasis: true)")
    for effect in EffectGoldenTests.effects {
      var reduced = EffectRenderer(elapsedTime: 0, effect: effect)
      reduced.reduceMotion = .endState
      let calm = reduced
      let settled = EffectRenderer(
        elapsedTime: 100, effect: effect)
      let end = try Self.frame(layout, at: 0) { _ in calm }
      let rest = try Self.frame(layout, at: 0) { _ in settled }
      #expect(Bool(Self.bytes(end) == Self.bytes(rest)), "\(type(of: effect).name)")
      #expect(calm.settlingTime(for: layout) == 0)
    }
  }

  /// Every parameter's documented default is the effect's own: applying it changes no pixel.
  @Test(arguments: TextEffects.names)
  func parameters_documentedDefaultsAreTheEffectsOwn(name: String) throws {
    let kind = try #require(TextEffects.named(name))
    var explicit = EffectParameters()
    for parameter in kind.parameters {
      guard let value = parameter.value(argument: parameter.defaultDescription) else { continue }
      explicit[parameter.name] = value
    }
    let layout = try Self.layout("^[Kinetic שלום नमस्ते](emphasis: true)")
    let plain = kind.init()
    let configured = plain.applying(explicit)
    for time in [0.1, 0.3, 0.6] {
      let a = try Self.frame(layout, at: time) { EffectRenderer(elapsedTime: $0, effect: plain) }
      let b = try Self.frame(layout, at: time) {
        EffectRenderer(elapsedTime: $0, effect: configured)
      }
      #expect(Bool(Self.bytes(a) == Self.bytes(b)), "\(name) at \(time)")
    }
  }

  @Test func parameters_haveOneCommandLineNameEach() {
    // Option names must not collide with the render command's own options.
    let reserved: Set<String> = [
      "--text", "--text-file", "--output", "--time", "--fps", "--duration", "--size", "--width",
      "--font", "--background", "--color", "--padding", "--canvas", "--contact-sheet",
      "--threads", "--force", "--effect", "--each", "--amount", "--total-duration",
      "--lag-ratio", "--run-time", "--from", "--ease", "--by", "--order", "--grid", "--axis",
      "--joined-by", "--element-duration", "--reduce-motion", "--all", "--motion-blur",
      "--shutter-angle", "--shutter-phase", "--columns", "--json", "--png",
    ]
    for effect in TextEffects.builtIn {
      let names = effect.parameters.map(\.optionName)
      #expect(Set(names).count == names.count, "\(effect.name)")
      #expect(reserved.isDisjoint(with: names), "\(effect.name)")
    }
  }

  @Test func validate_refusesWhatAnEffectCannotHonour() throws {
    let layout = try Self.layout(#"^[Hello world](emphasis: true, stagger: {by: "slice"})"#)
    #expect(throws: EffectError.self) { try FadeByWordEffect().validate(layout) }
    #expect(throws: Never.self) { try WaveEffect().validate(layout) }
    var karaoke = KaraokeEffect()
    karaoke.stagger.from = .end
    #expect(throws: EffectError.self) {
      try karaoke.validate(try Self.layout("^[x](emphasis: true)"))
    }
    let timed = try Self.layout(#"^[Hello](effect: "range", timing: 0.5)"#)
    #expect(throws: EffectError.self) {
      try EffectRenderer(elapsedTime: 0, effect: AppearRenderer()).validate(timed)
    }
  }

  // MARK: Scramble

  static func scrambleAnimation() throws -> AnimatedText {
    let layout = try Self.layout("^[Kinetic שלום नमस्ते مرحبا](emphasis: true)")
    return AnimatedText(
      layout: layout,
      fixedFrame: AnimatedText.FixedFrame(width: 700, height: 100, origin: CGPoint(x: 20, y: 20))
    ) { time in
      EffectRenderer(elapsedTime: time, effect: ScrambleEffect(elapsedTime: time, seed: 42))
    }
  }

  @Test func scramble_isDeterministicAcrossRunsAndThreads() throws {
    let animation = try Self.scrambleAnimation()
    let times = (0..<24).map { Double($0) * 0.05 }
    let serial = try times.map { Self.bytes(try animation.frame(at: $0, glyphCache: GlyphCache())) }
    let again = try times.map { Self.bytes(try animation.frame(at: $0)) }
    #expect(Bool(serial == again))
    // Many threads, each frame in any order, one shared glyph cache.
    let results = Locked<[Int: [UInt8]]>([:])
    DispatchQueue.concurrentPerform(iterations: times.count) { index in
      let frame = try? animation.frame(at: times[times.count - 1 - index])
      results.withLock { $0[times.count - 1 - index] = frame.map(Self.bytes) }
    }
    let parallel = results.withLock { state in times.indices.map { state[$0] ?? [] } }
    #expect(Bool(parallel == serial))
    // It scrambles: random letters change between ticks, and settle to the text.
    #expect(Bool(serial[4] != serial[5]))
    let settled = try animation.frame(at: 5)
    let plain = try AnimatedText(
      layout: animation.layout,
      fixedFrame: AnimatedText.FixedFrame(width: 700, height: 100, origin: CGPoint(x: 20, y: 20))
    ) { _ in PlainTextRenderer() }.frame(at: 0)
    #expect(Bool(Self.bytes(settled) == Self.bytes(plain)))
  }

  @Test func scramble_drawsRealGlyphsOfTheRunsFace() throws {
    let layout = try Self.layout("^[moon مرحبا](emphasis: true)")
    for run in layout.runs {
      let effect = ScrambleEffect()
      for slice in run where !slice.imageBounds.isNull {
        let candidates = effect.candidates(for: slice, layout: layout, joins: (true, true))
        #expect(!candidates.isEmpty)
        #expect(candidates.allSatisfy { $0.glyphs.allSatisfy { $0.id != .notdef } })
      }
    }
    // An Arabic letter between joiners takes its medial form, not its isolated one.
    let arabic = try #require(layout.runs.first { $0.script == "Arab" })
    let isolated = try #require(arabic.font.shape("ع")?.first { $0.advance > 0 })
    let medial = try #require(arabic.font.shape("\u{200D}ع\u{200D}")?.first { $0.advance > 0 })
    #expect(isolated.id != medial.id)
  }
}
