import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// The stagger and effect options of `kinetype render` and `kinetype stagger`, checked on the
/// frames the tool writes: each option changes them as docs/command-line.md says, and the
/// `stagger` preview is the timing the renderer draws.
@Suite struct StaggerCommandLineTests {
  /// Six letters with spaces between them: 11 slices, the letters at even reading indices.
  static let letters = "^[M W M W M W](emphasis: true)"

  /// Start times in reading order for `count` slices, `each` apart from the first.
  static func fromStart(_ count: Int, each: Double) -> [Double] {
    (0..<count).map { Double($0) * each }
  }

  @Test func render_amountSharesOneSpreadAmongAllSlices() throws {
    // --amount 0.5: 11 slices share 0.5 s, so slice i starts at i·0.05 (not i·0.5, as --each
    // 0.5 would).
    let ink = try SliceInk.render(Self.letters, ["--amount", "0.5"], duration: 1)
    #expect(ink.mismatches(starts: Self.fromStart(11, each: 0.05), elementDuration: 0.3) == [])
    let each = try SliceInk.render(Self.letters, ["--each", "0.5"], fps: 10, duration: 5.3)
    #expect(each.mismatches(starts: Self.fromStart(11, each: 0.5), elementDuration: 0.3) == [])
    #expect(!ink.mismatches(starts: Self.fromStart(11, each: 0.5), elementDuration: 0.3).isEmpty)
  }

  @Test func render_fromEndStartsWithTheLastSlice() throws {
    let ink = try SliceInk.render(Self.letters, ["--each", "0.1", "--from", "end"], duration: 1.4)
    let starts = Self.fromStart(11, each: 0.1).reversed()
    #expect(ink.mismatches(starts: Array(starts), elementDuration: 0.3) == [])
  }

  @Test func render_fromCenterStartsInTheMiddle() throws {
    // GSAP's distribution from the centre of 11: the spread each·(N − 1) = 1 s goes to the
    // farthest slices, 5 away, so slice i starts at |i − 5|/5 · 1 s.
    let ink = try SliceInk.render(
      Self.letters, ["--each", "0.1", "--from", "center"], duration: 1.4)
    let starts = (0..<11).map { Double(abs($0 - 5)) / 5 }
    #expect(ink.mismatches(starts: starts, elementDuration: 0.3) == [])
  }

  @Test func render_byWordStartsAWordsSlicesTogether() throws {
    // Three words (a space goes with the word before it): word k starts at k·0.2.
    let markup = "^[MW MW MW](emphasis: true)"
    let ink = try SliceInk.render(markup, ["--each", "0.2", "--by", "word"], duration: 1)
    let starts = [0, 0, 0, 0.2, 0.2, 0.2, 0.4, 0.4]
    #expect(ink.mismatches(starts: starts, elementDuration: 0.3) == [])
  }

  @Test func render_orderVisualStartsAtTheLeftOfRightToLeftText() throws {
    // Two Hebrew words, read from the right. Reading order starts at the right; visual order
    // at the left: in reading order, the starts run backwards.
    let markup = "^[אב גד](emphasis: true)"
    let reading = try SliceInk.render(markup, ["--each", "0.2"], duration: 1.4)
    #expect(reading.mismatches(starts: Self.fromStart(5, each: 0.2), elementDuration: 0.3) == [])
    let visual = try SliceInk.render(
      markup, ["--each", "0.2", "--order", "visual"], duration: 1.4)
    let backwards = Array(Self.fromStart(5, each: 0.2).reversed())
    #expect(visual.mismatches(starts: backwards, elementDuration: 0.3) == [])
  }

  @Test func render_effectAppearanceFollowsTheSampleByDefault() throws {
    // The WWDC24 sample: T 0.8, e 0.4, 11 slices: delay max((0.8 − 11·0.4)/12, 0.4/11).
    let ink = try SliceInk.render(Self.letters, ["--effect", "appearance"], duration: 0.8)
    let delay = max((0.8 - 11 * 0.4) / 12, 0.4 / 11)
    #expect(ink.mismatches(starts: Self.fromStart(11, each: delay), elementDuration: 0.4) == [])
  }

  @Test func render_effectAppearanceHonoursTheStaggerOptions() throws {
    // The bug: --each 0.01 and --each 0.5 --from end gave byte-identical appearance frames.
    let fast = try SliceInk.render(
      Self.letters, ["--effect", "appearance", "--each", "0.01"], fps: 10, duration: 5.4)
    let slow = try SliceInk.render(
      Self.letters, ["--effect", "appearance", "--each", "0.5", "--from", "end"], fps: 10,
      duration: 5.4)
    let identical = SliceInk.bytes(fast.frames[3]) == SliceInk.bytes(slow.frames[3])
    #expect(!identical, "frames at 0.3 s are byte-identical")
    #expect(fast.mismatches(starts: Self.fromStart(11, each: 0.01), elementDuration: 0.4) == [])
    let backwards = Array(Self.fromStart(11, each: 0.5).reversed())
    #expect(slow.mismatches(starts: backwards, elementDuration: 0.4) == [])
  }

  @Test func render_reduceMotionFadesOrShowsWithoutMoving() throws {
    for effect in ["appear", "appearance"] {
      let fade = try SliceInk.render(
        Self.letters, ["--effect", effect, "--reduce-motion", "fade"], duration: 0.3)
      // Every letter has the same share of its ink at each time: they fade in together.
      for frame in fade.fractions {
        let letters = fade.inkedSlices.map { frame[$0] }
        #expect((letters.max() ?? 0) - (letters.min() ?? 0) < 0.02, "\(effect): \(letters)")
      }
      #expect(fade.fractions[0].allSatisfy { $0 == 0 })
      // Halfway through the 0.2 s fade, about half the ink.
      #expect(fade.inkedSlices.allSatisfy { abs(fade.fractions[2][$0] - 0.5) < 0.06 })
      let instant = try SliceInk.render(
        Self.letters, ["--effect", effect, "--reduce-motion", "instant"], duration: 0.1)
      // Instant: the first frame is the last; nothing moves.
      let still =
        instant.frames.first.map(SliceInk.bytes) == instant.frames.last.map(SliceInk.bytes)
      #expect(still, "\(effect): the first and last frames differ")
    }
  }

  @Test(
    arguments: [
      ["--effect", "appear"],
      ["--effect", "appear", "--each", "0.08", "--from", "end", "--ease", "easeIn"],
      ["--effect", "appear", "--amount", "0.4", "--from", "edges", "--by", "word"],
      ["--effect", "appearance"],
      ["--effect", "appearance", "--each", "0.1", "--from", "center"],
      ["--effect", "appearance", "--total-duration", "1.2", "--from", "end", "--ease", "easeOut"],
      ["--effect", "appearance", "--by", "word", "--order", "visual"],
      ["--effect", "appear", "--reduce-motion", "fade"],
    ] as [[String]])
  func stagger_previewIsTheRenderersTiming(options: [String]) throws {
    // Letters apart (a blur must not reach the next one), or in words that start together.
    let markup = options.contains("word") ? "^[MW M WM W](emphasis: true)" : Self.letters
    let preview = try SliceInk.preview(markup, options)
    let elementDuration = options.contains("appearance") ? 0.4 : 0.3
    let ink = try SliceInk.render(markup, options, duration: 1.6)
    #expect(preview.map(\.text) == ink.slices.map(\.text))
    let problems = ink.mismatches(
      starts: preview.map(\.start),
      elementDuration: options.contains("fade") ? 0.2 : elementDuration)
    #expect(problems == [], "\(options)")
  }

  @Test func stagger_sceneChartsEachTextsScheduleFromItsStart() throws {
    let path = "\(SceneCommandLineTests.examples)/title-card.json"
    let result = try Fixtures.runKinetype(["stagger", path, "--columns", "100"])
    #expect(result.status == 0, "\(result.stderr)")
    // Each block: a `texts[N] …` header, then its chart's rows (a step number first).
    var starts: [Int: [Double]] = [:]
    var block: Int?
    for line in result.stdout.split(separator: "\n") {
      if line.hasPrefix("texts[") {
        block = Int(line.dropFirst(6).prefix { $0.isNumber })
        continue
      }
      let fields = line.split(separator: " ")
      guard let block, let first = fields.first, Int(first) != nil, fields.count >= 4 else {
        continue
      }
      starts[block, default: []].append(Double(fields[2]) ?? .nan)
    }
    // The times `inspect` gives on the scene's timeline, less the block's start.
    let scene = try SceneFile(contentsOfFile: path)
    #expect(scene.texts.count == 2 && scene.texts[1].start > 0)
    for (number, text) in scene.texts.enumerated() {
      let expected = scene.sliceTimings().filter { $0.block == number }.map {
        $0.start - text.start
      }
      let charted = starts[number] ?? []
      #expect(charted.count == expected.count, "texts[\(number)]: \(result.stdout)")
      for (a, b) in zip(charted.sorted(), expected.sorted()) {
        #expect(abs(a - b) < 0.0006, "texts[\(number)]: \(a) charted, \(b) scheduled")
      }
    }
  }

  @Test func stagger_chartsTheChosenEffect() throws {
    // The appearance effect's preview is its own fitted timing, not the appear effect's.
    let appear = try SliceInk.preview(Self.letters, [])
    let appearance = try SliceInk.preview(Self.letters, ["--effect", "appearance"])
    #expect(appear.map(\.start)[1] == 0.05)
    let sampleDelay: Double = (0.4 / 11 * 1000).rounded() / 1000  // to the millisecond
    #expect(appearance.map(\.start)[1] == sampleDelay)
    #expect(appear.map(\.text) == appearance.map(\.text))
  }

  @Test(
    arguments: [
      (["--each", "1e9"], "--each expects a number from 0 to 10, got '1e9'"),
      (["--each", "-0.1"], "--each expects a number from 0 to 10, got '-0.1'"),
      (["--amount", "4000"], "--amount expects a number from 0 to 3600, got '4000'"),
      (["--total-duration", "0"], "--total-duration expects a number from 0.01 to 3600, got '0'"),
      (["--element-duration", "61"], "--element-duration expects a number from 0 to 60, got '61'"),
      (
        ["--from", "2000000"], "--from expects start, center, end, edges, random, random:SEED or a"
      ),
      (
        ["--each", "0.1", "--amount", "1"],
        "give one of --each, --amount, --total-duration or --lag-ratio, not --each and --amount"
      ),
      (["--by", "letter"], "--by expects slice, word or line, got 'letter'"),
      (["--order", "backwards"], "--order expects reading or visual, got 'backwards'"),
      (
        ["--effect", "wobble"],
        "--effect expects one of appear, appearance, typewriter, wave, karaoke, scale-in, blur-in, slide-by-line, fade-by-word, scramble, variable-weight, range, got 'wobble'"
      ),
      (["--columns", "5"], "--columns expects a whole number from 10 to 400, got '5'"),
    ] as [([String], String)])
  func stagger_optionsOutsideTheirRangeAreUsageErrors(options: [String], message: String) throws {
    let result = try Fixtures.runKinetype(["stagger", "--text", "^[hi](emphasis: true)"] + options)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func stagger_markupEachOutsideItsRangeNamesTheKey() throws {
    let result = try Fixtures.runKinetype([
      "stagger", "--text", "^[hi](emphasis: true, stagger: {each: 1e9})",
    ])
    #expect(result.status != 0)
    #expect(
      result.stderr.contains("each must be a number of seconds from 0 to 10"),
      "stderr: \(result.stderr)")
    #expect(result.stderr.contains("line 1, column"))
  }
}
