import Foundation
import KinetypeCore
import KinetypeFrames
import KinetypeMotion
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeTesting
import KinetypeText
import Testing

@Suite struct AppearRendererTests {
  /// A marked span of nine Latin letters (one slice each).
  static func nineLetters() throws -> Text.Layout {
    try Text.Layout(
      Text(markup: "^[abcdefghi](emphasis: true)").font(.system(size: 20)), fonts: Fixtures.fonts)
  }

  /// The start of the slice whose step is `index` under `renderer`.
  static func start(
    ofStep index: Int, _ renderer: some StaggeredTextRenderer, _ layout: Text.Layout
  ) throws -> Double {
    try #require(renderer.schedule(for: layout).entries.first { $0.index == index }).start
  }

  @Test(arguments: [
    (0.0, 0, 0.0), (0.15, 0, 0.5), (0.3, 0, 1.0), (0.25, 2, 0.5), (0.1, 3, 0.0), (9, 8, 1.0),
  ])
  func appear_progressFollowsTheSeedFormula(time: Double, index: Int, expected: Double) throws {
    // progress = min(1, max(0, t − i·0.05) / 0.3)
    let renderer = AppearRenderer(elapsedTime: time)
    let start = try Self.start(ofStep: index, renderer, Self.nineLetters())
    #expect(abs(renderer.progress(startingAt: start) - expected) < 1e-12)
  }

  @Test func appear_settlesAfterTheLastSliceOfTheSpan() throws {
    let animation = try Fixtures.demoAnimation()
    // "moonlight" has 9 slices: the last starts at 8·0.05 and takes 0.3 s.
    #expect(abs(animation.duration - (8 * 0.05 + 0.3)) < 1e-9)
  }

  @Test(arguments: [0.0, 0.35, 0.7])
  func appear_demoFrames(time: Double) throws {
    let frame = try Fixtures.demoAnimation().frame(at: time)
    let milliseconds = Int((time * 1000).rounded())
    let name =
      "appear@t" + String(repeating: "0", count: 4 - String(milliseconds).count)
      + String(milliseconds) + "ms"
    assertGolden(frame, named: name, suite: "Demo")
  }

  @Test func appear_staggerFromCenterStartsInTheMiddle() throws {
    // GSAP from: .center over 9 slices: the middle one (index 4) starts first, the ends last.
    let layout = try Self.nineLetters()
    let renderer = AppearRenderer(elapsedTime: 0.1, stagger: Stagger(each: 0.05, from: .center))
    let starts = try (0..<9).map { try Self.start(ofStep: $0, renderer, layout) }
    #expect(starts[4] == 0)
    #expect(starts[4] < starts[3] && starts[3] < starts[0])
    #expect(renderer.progress(startingAt: starts[0]) == 0)
    #expect(renderer.progress(startingAt: starts[8]) == 0)
  }

  @Test func appear_reduceMotionFadesWithoutMoving() throws {
    let layout = try Fixtures.demoLayout()
    let calm = AnimatedText(layout: layout) {
      AppearRenderer(elapsedTime: $0, reduceMotion: .crossFade(duration: 0.2))
    }
    #expect(abs(calm.duration - 0.2) < 1e-12)
    // Halfway through the fade every marked glyph is at half opacity where it will rest: each
    // pixel of the frame is the average of the settled frame and the frame without the marked
    // word (total ink alone would not see a glyph that moves).
    let half = try calm.frame(at: 0.1)
    let settled = try calm.frame(at: 0.2)
    let hidden = try calm.frame(at: 0)
    #expect(half.width == settled.width && half.height == settled.height)
    #expect(Ink.total(settled) > Ink.total(hidden) + 100)
    #expect(Ink.maximumDeviation(of: half, fromAverageOf: settled, hidden) <= 2)
    let instant = AnimatedText(layout: layout) {
      AppearRenderer(elapsedTime: $0, reduceMotion: .endState)
    }
    #expect(instant.duration == 0)
    #expect(Ink.maximumDifference(try instant.frame(at: 0), settled) == 0)
    // The schedule says the same: every marked slice starts at 0 and ends with the fade.
    let schedule = AppearRenderer(elapsedTime: 0, reduceMotion: .crossFade(duration: 0.2))
      .schedule(for: layout)
    #expect(schedule.entries.count == 9)
    #expect(schedule.entries.allSatisfy { $0.start == 0 && $0.end == 0.2 })
  }

  @Test func appear_staggerAttributeSetsTheSpansEach() throws {
    let text = try Text(
      markup: "^[moon](emphasis: true, stagger: 0.1) ^[sun](emphasis: true)", attributes: .kinetype)
    let layout = try Text.Layout(text.font(.system(size: 20)), fonts: Fixtures.fonts)
    let renderer = AppearRenderer(elapsedTime: 0)
    let moon = try #require(layout.runs.first { $0[StaggerAttribute.self] != nil })
    #expect(moon[StaggerAttribute.self]?.spacing == .each(0.1))
    let schedule = renderer.schedule(for: layout)
    let moonStarts = schedule.entries.filter { $0.spanIndex == moon.spanIndex }.map(\.start)
    #expect(moonStarts.count == 4)
    for (actual, expected) in zip(moonStarts, [0, 0.1, 0.2, 0.3]) {
      #expect(abs(actual - expected) < 1e-12)
    }
    // The span with its own each settles last: 3·0.1 + 0.3.
    #expect(abs(renderer.settlingTime(for: layout) - 0.6) < 1e-12)
    #expect(throws: MarkupError.self) {
      try Text(markup: "^[x](stagger: -1)", attributes: .kinetype)
    }
  }

  @Test func appear_staggerAttributeOverridesOnlyWhatItNames() throws {
    // The renderer staggers from the end; the span names only each: it keeps from: .end.
    let text = try Text(
      markup: "^[moon](emphasis: true, stagger: 0.1) ^[sun](emphasis: true)", attributes: .kinetype)
    let layout = try Text.Layout(text.font(.system(size: 20)), fonts: Fixtures.fonts)
    let renderer = AppearRenderer(elapsedTime: 0, stagger: Stagger(each: 0.05, from: .end))
    let schedule = renderer.schedule(for: layout)
    let spans = Dictionary(grouping: schedule.entries, by: \.spanIndex).values.sorted {
      $0[0].characterRange.lowerBound < $1[0].characterRange.lowerBound
    }
    let moon = try #require(spans.first).map(\.start)
    let sun = try #require(spans.last).map(\.start)
    for (actual, expected) in zip(moon, [0.3, 0.2, 0.1, 0]) {
      #expect(abs(actual - expected) < 1e-12)
    }
    for (actual, expected) in zip(sun, [0.1, 0.05, 0]) { #expect(abs(actual - expected) < 1e-12) }
    // An object names several fields; the rest stay the renderer's.
    let words = try Text(
      markup: "^[the moon is up](emphasis: true, stagger: {by: \"word\", each: 0.2})",
      attributes: .kinetype)
    let wordLayout = try Text.Layout(words.font(.system(size: 20)), fonts: Fixtures.fonts)
    let wordStarts = renderer.schedule(for: wordLayout).entries.map(\.start)
    // Four words from the end: "up" first, "the" last, each slice of a word together.
    #expect(abs(wordStarts[0] - 0.6) < 1e-12 && wordStarts.last == 0)
    #expect(Set(wordStarts.map { ($0 * 1000).rounded() }).count == 4)
  }

  @Test func appear_wordsAndLinesStepTogether() throws {
    let layout = try Text.Layout(
      Text(markup: "^[the moon is up](emphasis: true)").font(.system(size: 20)),
      fonts: Fixtures.fonts, width: 80)
    func starts(_ unit: StaggerUnit) -> [String: Double] {
      let schedule = AppearRenderer(elapsedTime: 0, stagger: Stagger(each: 0.1, by: unit))
        .schedule(for: layout)
      var result: [String: Double] = [:]
      for entry in schedule.entries {
        let text = layout.text(in: entry.characterRange)
        if result[text] == nil { result[text] = entry.start }
      }
      return result
    }
    let byWord = starts(.word)
    #expect(byWord["t"] == 0 && byWord["h"] == 0 && byWord["e"] == 0)
    #expect(abs((byWord["m"] ?? 0) - 0.1) < 1e-12 && abs((byWord["u"] ?? 0) - 0.3) < 1e-12)
    // At 80 px the span wraps: every slice of a line shares its line's start.
    let byLine = starts(.line)
    #expect(layout.count > 1)
    #expect(byLine["t"] == 0)
    #expect(Set(byLine.values).count == layout.count)
  }

  @Test func appear_visualOrderStartsAtTheLeftOfARightToLeftSpan() throws {
    let layout = try Text.Layout(
      Text(markup: "^[שלום](emphasis: true)").font(.system(size: 20)), fonts: Fixtures.fonts)
    let renderer = AppearRenderer(elapsedTime: 0, stagger: Stagger(each: 0.1, order: .visual))
    let schedule = renderer.schedule(for: layout)
    // Visual order: the leftmost glyph (ם, the last letter) starts first.
    let first = try #require(schedule.entries.min { $0.start < $1.start })
    #expect(layout.text(in: first.characterRange) == "ם")
  }

  @Test func appear_unmarkedTextIsDrawnAtTimeZero() throws {
    // At t = 0 the unmarked words are drawn in full and the marked word not at all, so the
    // frame has ink, and less ink than the settled frame.
    let animation = try Fixtures.demoAnimation()
    let first = try animation.frame(at: 0)
    let last = try animation.frame(at: animation.duration)
    let inkFirst = Ink.total(first)
    let inkLast = Ink.total(last)
    #expect(inkFirst > 0)
    #expect(inkLast > inkFirst * 1.1)
  }
}

/// The library example of the README, as written there.
@Suite struct ReadmeExampleTests {
  @Test func readme_libraryExampleRenders() throws {
    let text = Text("Hello ") + Text("moonlight").customAttribute(EmphasisAttribute())
    let layout = try Text.Layout(text.font(.system(size: 48)), fonts: .bundled())
    let animation = AnimatedText(layout: layout) { AppearRenderer(elapsedTime: $0) }
    let frame = try animation.frame(at: 0.25)
    #expect(frame.width > 300 && Ink.total(frame) > 0)
  }
}

/// Right-to-left spans appear from the right: the stagger follows reading order.
@Suite struct RightToLeftAppearTests {
  static let markup = "Say ^[שלום עולם](emphasis: true) and ^[مرحبا بالعالم](emphasis: true)"

  static func animation() throws -> AnimatedText {
    let layout = try Text.Layout(
      Text(markup: markup).font(.system(size: 40)), fonts: Fixtures.fonts)
    return AnimatedText(layout: layout, padding: Fixtures.risingPadding) {
      AppearRenderer(elapsedTime: $0)
    }
  }

  @Test func appear_rightToLeftSpanStartsAtTheRight() throws {
    let animation = try Self.animation()
    let order = animation.layout.readingOrder
    let hebrew = try #require(
      animation.layout.runs.first { $0.layoutDirection == .rightToLeft && $0.script == "Hebr" })
    // The first slice in reading order is the rightmost one of the run.
    let first = try #require(hebrew.first { order.position(of: $0)?.indexInSpan == 0 })
    let rightmost = try #require(
      hebrew.max { $0.typographicBounds.origin.x < $1.typographicBounds.origin.x })
    #expect(first.characterRange == rightmost.characterRange)
  }

  @Test(arguments: [0.2, 0.45])
  func appear_rightToLeftFrames(time: Double) throws {
    let frame = try Self.animation().frame(at: time)
    assertGolden(frame, named: "rtl-appear@t0\(Int(time * 1000))ms", suite: "Demo")
  }
}
