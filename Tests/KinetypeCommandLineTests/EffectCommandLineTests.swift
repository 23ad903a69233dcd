import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// `kinetype render --effect NAME`, effect markup, the stagger models and motion blur from the
/// command line.
@Suite struct EffectCommandLineTests {
  /// Latin, Hebrew and Devanagari (with the conjunct स्ते) in one text.
  static let mixed = "Hello שלום नमस्ते"

  /// A rendered frame: its pixels and its ink (the sum over pixels of 1 − red).
  struct Frame: Equatable {
    var bytes: [UInt8]
    var ink: Double
  }

  /// Renders `markup` with `options` at `time` on a fixed canvas into a fresh file.
  static func render(_ markup: String, _ options: [String], time: Double) throws -> Frame {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("frame.png").path
    let result = try Fixtures.runKinetype(
      ["render", "--text", markup, "--time", String(time), "--canvas", "600x140", "-o", output]
        + options)
    try #require(result.status == 0, "\(options): \(result.stderr)")
    let frame = try Pixmap(contentsOfPNGFile: output)
    let bytes = frame.withUnsafePremultipliedBytes { Array($0) }
    var sum = 0
    for index in stride(from: 0, to: bytes.count, by: 4) { sum += 255 - Int(bytes[index]) }
    return Frame(bytes: bytes, ink: Double(sum) / 255)
  }

  @Test(arguments: TextEffects.names)
  func render_eachEffectWithItsDefaultsOnMixedScripts(name: String) throws {
    let marked = "^[\(Self.mixed)](emphasis: true)"
    let settled = try Self.render(marked, ["--effect", name], time: 30)
    let plain = try Self.render(Self.mixed, [], time: 0)
    // Settled, every effect leaves the text as laid out (the same ink, to rounding).
    #expect(abs(settled.ink - plain.ink) < plain.ink * 0.02, "\(name)")
    // Early on, it is moving.
    let early = try Self.render(marked, ["--effect", name], time: 0.1)
    #expect(Bool(early.bytes != settled.bytes), "\(name) at 0.1 s")
  }

  @Test(arguments: TextEffects.names)
  func render_eachEffectFromMarkupOnMixedScripts(name: String) throws {
    let markup = "^[\(Self.mixed)](effect: \"\(name)\")"
    let settled = try Self.render(markup, [], time: 30)
    let plain = try Self.render(Self.mixed, [], time: 0)
    #expect(abs(settled.ink - plain.ink) < plain.ink * 0.02, "\(name)")
    let early = try Self.render(markup, [], time: 0.1)
    #expect(Bool(early.bytes != settled.bytes), "\(name) at 0.1 s")
    // The markup and the option draw the same.
    let option = try Self.render("^[\(Self.mixed)](emphasis: true)", ["--effect", name], time: 0.1)
    #expect(Bool(early == option), "\(name)")
  }

  @Test func render_effectParametersFromTheCommandLine() throws {
    let marked = "^[\(Self.mixed)](emphasis: true)"
    let still = try Self.render(marked, ["--effect", "wave", "--amplitude", "0"], time: 0.3)
    let settled = try Self.render(marked, ["--effect", "wave"], time: 30)
    #expect(Bool(still == settled), "amplitude 0 does not move")
    let hidden = try Self.render(
      marked, ["--effect", "range", "--opacity", "0", "--y", "0"], time: 0)
    let plain = try Self.render(Self.mixed, [], time: 0)
    #expect(hidden.ink < plain.ink * 0.05, "the range animator hides everything at the start")
  }

  @Test(arguments: [
    (["--effect", "karaoke", "--from", "end"], "--from end: the karaoke effect cannot take it"),
    (["--effect", "typewriter", "--order", "visual"], "typewriter"),
    (["--effect", "fade-by-word", "--by", "slice"], "--by slice"),
    (["--effect", "slide-by-line", "--by", "word"], "its unit is the line"),
    (["--effect", "range", "--each", "0.1"], "--each 0.1"),
    (["--effect", "range", "--element-duration", "1"], "--element-duration"),
    (["--effect", "karaoke", "--grid"], "--grid"),
    (["--effect", "scramble", "--amplitude", "3"], "--amplitude is a parameter of wave"),
    (["--effect", "wave", "--amplitude", "-1"], "--amplitude expects a number from 0 to 1000"),
    (["--effect", "karaoke", "--highlight", "reddish"], "--highlight expects a color: #rrggbb"),
    (["--effect", "wave", "--axis", "x"], "--axis goes with --grid"),
    (["--effect", "wave", "--run-time", "2"], "--run-time goes with --lag-ratio"),
    (["--effect", "wave", "--each", "0.1", "--lag-ratio", "0.2"], "not --each and --lag-ratio"),
    (["--effect", "nope"], "--effect expects one of appear, appearance, typewriter"),
    (["--shutter-angle", "90"], "--shutter-angle goes with --motion-blur"),
    (["--motion-blur", "65"], "--motion-blur expects a whole number from 1 to 64"),
  ])
  func render_refusesWhatAnEffectCannotHonour(options: [String], message: String) throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Fixtures.runKinetype(
      [
        "render", "--text", "^[Hello world](emphasis: true)", "--time", "0.1", "-o",
        folder.appendingPathComponent("f.png").path,
      ] + options)
    #expect(result.status == 2, "\(options)")
    #expect(result.stderr.contains(message), "\(options): \(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("f.png").path))
  }

  @Test func render_refusesASpansStaggerTheEffectCannotHonour() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Fixtures.runKinetype(
      [
        "render", "--text", #"^[Hello world](effect: "fade-by-word", stagger: {by: "slice"})"#,
        "--time", "0.1", "-o", folder.appendingPathComponent("f.png").path,
      ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("span 'Hello world'"), "\(result.stderr)")
  }

  @Test func render_motionBlurAveragesTheShutter() throws {
    let marked = "^[\(Self.mixed)](emphasis: true)"
    let options = ["--effect", "wave", "--amplitude", "20", "--period", "0.2"]
    let sharp = try Self.render(marked, options, time: 0.4)
    let blurred = try Self.render(marked, options + ["--motion-blur", "8"], time: 0.4)
    let wide = try Self.render(
      marked, options + ["--motion-blur", "8", "--shutter-angle", "360"], time: 0.4)
    #expect(Bool(blurred.bytes != sharp.bytes))
    #expect(Bool(wide.bytes != blurred.bytes))
    // The ink is spread, not lost: the same total to a few percent.
    #expect(abs(blurred.ink - sharp.ink) < sharp.ink * 0.05)
    let settled = try Self.render(marked, options + ["--motion-blur", "8"], time: 30)
    #expect(Bool(settled == (try Self.render(marked, options, time: 30))))
  }

  /// The chart `kinetype stagger` prints for `markup` with `options`.
  static func chart(_ markup: String, _ options: [String]) throws -> String {
    let result = try Fixtures.runKinetype(["stagger", "--text", markup] + options)
    try #require(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  /// The start column of each chart row: `step text start bar`.
  static func starts(_ chart: String) -> [Double] {
    chart.split(separator: "\n").dropFirst().compactMap { row in
      row.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).first.flatMap {
        Double($0)
      }
    }
  }

  @Test func stagger_chartsGridLagRatioAndTimings() throws {
    // Manim's lag ratio: 5 units fitted into 2 s, each d = 2 / (1 + 4·0.5) = 2/3, starting d/2
    // apart; the axis runs to the run time.
    let lagged = try Self.chart(
      "^[abcde](emphasis: true)", ["--lag-ratio", "0.5", "--run-time", "2"])
    let d = 2.0 / 3
    #expect(
      Self.starts(lagged).map { ($0 * 1000).rounded() }
        == (0..<5).map { (Double($0) * d / 2 * 1000).rounded() })
    #expect(lagged.contains("2.000 s"))
    // The grid from the centre of a three-line paragraph: the middle line's middle starts
    // first, and the first and last units (corners) last.
    let grid = try Self.chart(
      "^[aaaa bbbb cccc dddd eeee ffff](emphasis: true)",
      ["--grid", "--from", "center", "--each", "0.1", "--by", "word", "--width", "180"])
    let gridStarts = Self.starts(grid)
    #expect(gridStarts.count == 29, "24 letters and 5 spaces")
    #expect((gridStarts.min() ?? 1) < (gridStarts.first ?? 0))
    #expect(gridStarts.first == gridStarts.max() || gridStarts.last == gridStarts.max())
    // Per-span timings from markup, charted by the effect that follows them.
    let timed = try Self.chart(
      #"^[^[ab](timing: 0.5)^[cd](timing: {start: 1, duration: 0.5})](effect: "karaoke")"#, [])
    let timedStarts = Self.starts(timed)
    #expect(timedStarts.count == 4)
    #expect(timedStarts[0] == 0)
    #expect(timedStarts[2] == 1)
    #expect(timed.contains("karaoke") || !timed.contains("appear:"))
  }

  @Test func help_listsEveryEffectAndParameter() throws {
    let result = try Fixtures.runKinetype(["render", "--help"])
    #expect(result.status == 0)
    for effect in TextEffects.builtIn {
      #expect(result.stdout.contains("  \(effect.name): "), "\(effect.name)")
      for parameter in effect.parameters {
        #expect(result.stdout.contains(parameter.optionName + " "), "\(parameter.optionName)")
      }
    }
    for option in ["--lag-ratio", "--grid", "--axis", "--joined-by", "--motion-blur", "--all"] {
      #expect(result.stdout.contains(option), "\(option)")
    }
  }
}
