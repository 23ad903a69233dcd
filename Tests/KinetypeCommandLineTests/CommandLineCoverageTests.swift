import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// The `kinetype` options that decide what is written: `--fps`, `--duration`,
/// `--contact-sheet`, `--color`, `--width`, the `--name=value` form, and `inspect`.
@Suite struct CommandLineCoverageTests {
  /// The PNG files in `folder`, sorted.
  static func frames(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".png") }.sorted()
  }

  @Test func render_fpsAndDurationSetTheFrameCount() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 0.5 s at 10 fps: frames at 0, 0.1, …, 0.4 (ffmpeg's -t 0.5 gives 5 frames too).
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hi ^[there](emphasis: true)", "--fps", "10", "--duration", "0.5",
      "-o", folder.path,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(try Self.frames(in: folder) == (0...4).map { "frame_0000\($0).png" })
    // The final line goes to standard error (standard output may carry the frames: `-o -`).
    #expect(result.stderr.contains("wrote 5 frames"), "stderr: \(result.stderr)")
    #expect(result.stderr.contains("at 10 fps"), "stderr: \(result.stderr)")
  }

  @Test func render_durationOverridesTheSettlingTime() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // At the default 60 fps, 0.05 s is frames 0, 1/60 and 2/60: round(0.05 × 60).
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hi ^[there](emphasis: true)", "--duration", "0.05", "-o", folder.path,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(try Self.frames(in: folder).count == 3)
    // Without --duration the sequence lasts until the last slice settles: far longer.
    let settled = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: settled) }
    _ = try Fixtures.runKinetype([
      "render", "--text", "Hi ^[there](emphasis: true)", "--fps", "10", "-o", settled.path,
    ])
    // "there" has 5 slices: 4·0.05 + 0.3 = 0.5 s; the last frame shows it settled: 6 frames
    // at 10 fps, 0 to 0.5 s.
    #expect(try Self.frames(in: settled).count == 6)
  }

  @Test func render_contactSheetShowsTheSequence() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let sheet = folder.appendingPathComponent("sheet.png").path
    let frames = folder.appendingPathComponent("frames")
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hi ^[there](emphasis: true)", "--fps", "10", "-o", frames.path,
      "--contact-sheet", sheet,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let frame = try Pixmap(contentsOfPNGFile: frames.appendingPathComponent("frame_00000.png").path)
    let picture = try Pixmap(contentsOfPNGFile: sheet)
    // Six frames, two to a row: the sheet is over twice a frame wide and three frames tall.
    #expect(picture.width > 2 * frame.width && picture.width < 3 * frame.width)
    #expect(picture.height > 3 * frame.height && picture.height < 5 * frame.height)
    // Without --force an existing sheet is never overwritten.
    let again = try Fixtures.runKinetype([
      "render", "--text", "Hi", "--fps", "10", "-o", folder.appendingPathComponent("more").path,
      "--contact-sheet", sheet,
    ])
    #expect(again.status != 0)
    #expect(again.stderr.contains("sheet.png already exists"), "stderr: \(again.stderr)")
  }

  @Test func render_colorPaintsTheText() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("red.png").path
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hello", "--color", "#ff0000", "--background", "#000000ff", "--time",
      "0", "-o", output,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let frame = try Pixmap(contentsOfPNGFile: output)
    var red = 0
    var other = 0
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let c = frame.color(atX: x, y: y)
        if c.red > 0.9 && c.green < 0.05 && c.blue < 0.05 { red += 1 }
        if c.green > 0.05 || c.blue > 0.05 { other += 1 }
      }
    }
    #expect(red > 100)
    #expect(other == 0)
  }

  @Test func render_colorTakesTheNamesScenesTake() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("named.png").path
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hello", "--size", "64", "--color", "red", "--background", "indigo",
      "--time", "0", "-o", output,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    guard result.status == 0 else { return }
    let frame = try Pixmap(contentsOfPNGFile: output)
    // The corner is the background; the most common other color is the text's.
    #expect(frame.color(atX: 0, y: 0).hexString == Color.indigo.hexString)
    var counts: [String: Int] = [:]
    for y in 0..<frame.height {
      for x in 0..<frame.width { counts[frame.color(atX: x, y: y).hexString, default: 0] += 1 }
    }
    counts[Color.indigo.hexString] = nil
    #expect(counts.max { $0.value < $1.value }?.key == Color.red.hexString, "\(counts.count)")
  }

  @Test func render_badColorNamesTheGrammarAScenesBadColorNames() throws {
    // The command line and scene files read colors with one parser: the same forms, the same
    // names, in the same words.
    let option = try Fixtures.runKinetype([
      "render", "--text", "Hi", "--color", "reddish", "--time", "0", "-o", "x.png",
    ])
    let scene = try Fixtures.runKinetype([
      "render", ErrorTableTests.corpus.appendingPathComponent("scenes/bad-color.json").path,
      "-o", "frames/",
    ])
    #expect(option.status == 2 && scene.status == 2)
    func forms(_ text: String, after: String, before: String) -> Substring? {
      guard let start = text.range(of: after), let end = text.range(of: before) else { return nil }
      return text[start.upperBound..<end.lowerBound]
    }
    let optionForms = forms(option.stderr, after: "--color expects a color: ", before: ", got")
    let sceneForms = forms(scene.stderr, after: "expected a color: ", before: ", found")
    #expect(optionForms != nil && optionForms == sceneForms, "\(option.stderr)\n\(scene.stderr)")
  }

  @Test func render_optionsTakeNameEqualsValue() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("frame.png").path
    let result = try Fixtures.runKinetype([
      "render", "--text=Hello", "--time=0.25", "--canvas=200x100", "--output=\(output)",
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let frame = try Pixmap(contentsOfPNGFile: output)
    #expect(frame.width == 200 && frame.height == 100)
  }

  @Test func render_canvasIsWidthByHeight() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("frame.png").path
    let result = try Fixtures.runKinetype([
      "render", "--text", "Hi", "--canvas", "300x120", "--time", "0", "-o", output,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let frame = try Pixmap(contentsOfPNGFile: output)
    #expect(frame.width == 300 && frame.height == 120)
  }

  /// Runs `inspect --json` and decodes its output.
  static func inspect(_ arguments: [String]) throws -> [String: Any] {
    let result = try Fixtures.runKinetype(["inspect", "--json"] + arguments)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func inspect_jsonDescribesTheLayout() throws {
    let json = try Self.inspect(["--text", "Hello ^[moon](emphasis: true) שלום"])
    #expect(json["version"] as? Int == 1)
    #expect(json["text"] as? String == "Hello moon שלום")
    let lines = try #require(json["lines"] as? [[String: Any]])
    #expect(lines.count == 1)
    let runs = try #require(lines.first?["runs"] as? [[String: Any]])
    #expect(
      runs.contains {
        $0["script"] as? String == "Hebr" && $0["direction"] as? String == "rightToLeft"
      })
    // Without --json the same layout is a readable tree, not JSON.
    let plain = try Fixtures.runKinetype(["inspect", "--text", "Hello"])
    #expect(plain.status == 0)
    #expect((try? JSONSerialization.jsonObject(with: Data(plain.stdout.utf8))) == nil)
    #expect(plain.stdout.contains("lines=1"))
  }

  @Test func inspect_widthAndSizeShapeTheLayout() throws {
    let text = "one two three four five six"
    let wide = try Self.inspect(["--text", text])
    let narrow = try Self.inspect(["--text", text, "--width", "120"])
    #expect((wide["lines"] as? [Any])?.count == 1)
    #expect(((narrow["lines"] as? [Any])?.count ?? 0) > 2)
    #expect(narrow["width"] as? Double == 120)
    let small = try Self.inspect(["--text", "Hi", "--size", "12"])
    let large = try Self.inspect(["--text", "Hi", "--size", "48"])
    let smallSize = try #require(small["size"] as? [Double])
    let largeSize = try #require(large["size"] as? [Double])
    #expect(abs(largeSize[0] / smallSize[0] - 4) < 0.05)
  }

  @Test func inspect_pngDrawsTheRunsAndRefusesToOverwrite() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let picture = folder.appendingPathComponent("runs.png").path
    let first = try Fixtures.runKinetype(["inspect", "--text", "Hi שלום", "--png", picture])
    #expect(first.status == 0, "stderr: \(first.stderr)")
    #expect(try Pixmap(contentsOfPNGFile: picture).width > 0)
    let again = try Fixtures.runKinetype(["inspect", "--text", "Hi", "--png", picture])
    #expect(again.status != 0)
    let forced = try Fixtures.runKinetype(["inspect", "--text", "Hi", "--png", picture, "--force"])
    #expect(forced.status == 0, "stderr: \(forced.stderr)")
  }

  @Test func inspect_needsText() throws {
    let result = try Fixtures.runKinetype(["inspect", "--json"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("inspect needs --text"), "stderr: \(result.stderr)")
  }
}
