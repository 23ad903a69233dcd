import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// Every limit raisable end to end: `font-size`, `duration`, and the canvas limits reaching a
/// scene's view frames (docs/limits.md).
@Suite struct RaisedLimitsTests {
  /// Writes `scene` (a JSON object) to a fresh folder and returns the file's path.
  static func sceneFile(_ scene: [String: Any], in folder: URL) throws -> String {
    let url = folder.appendingPathComponent("scene.json")
    try JSONSerialization.data(withJSONObject: scene).write(to: url)
    return url.path
  }

  @Test func limits_raisedCanvasReachesASceneOfViews() throws {
    // 17,000 px is over the default canvas-side (16,384): read, laid out and drawn only with
    // the limit raised, and then drawn whole by the views layer.
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.sceneFile(
      [
        "name": "wide", "canvas": ["width": 17_000, "height": 4], "background": "#ffffff",
        "fps": 1, "duration": 0, "views": [["content": ["type": "Rectangle", "fill": "#0000ff"]]],
      ], in: folder)
    let refused = try Fixtures.runKinetype(
      ["render", scene, "-o", folder.appendingPathComponent("refused").path])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("canvas-side limit"), "\(refused.stderr)")
    let output = folder.appendingPathComponent("frames")
    let result = try Fixtures.runKinetype(
      ["render", scene, "--limit", "canvas-side=17000", "-o", output.path])
    try #require(result.status == 0, "\(result.stderr)")
    // The PNG's header gives its size (our reader keeps to the default limits).
    let png = try Data(contentsOf: output.appendingPathComponent("frame_00000.png"))
    let word = { (offset: Int) in png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(png.count > 24 && word(16) == 17_000 && word(20) == 4)
    let verify = try Fixtures.runKinetype(["verify", output.path])
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
  }

  @Test func limits_fontSizeOnTheCommandLine() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("frame.png").path
    let over = try Fixtures.runKinetype(
      ["render", "--text", "Hi", "--size", "2500", "--time", "0", "-o", output])
    #expect(over.status == 2)
    #expect(over.stderr.contains("--size expects a number from 1 to 2000, got '2500'"))
    #expect(over.stderr.contains("--limit font-size=N"))
    let markup = try Fixtures.runKinetype(
      ["render", "--text", "^[Hi](size: 2500)", "--time", "0", "-o", output])
    #expect(markup.status == 2)
    #expect(markup.stderr.contains("a 2500 px font is over the font-size limit (2500 > 2000)"))
    #expect(markup.stderr.contains("--limit font-size=N"))
    let raised = try Fixtures.runKinetype(
      [
        "render", "--text", "Hi", "--size", "2500", "--limit", "font-size=2500", "--time", "0",
        "-o", output,
      ])
    #expect(raised.status == 0, "\(raised.stderr)")
    // HarfBuzz's 26.6 positions bound the limit itself.
    let past = try Fixtures.runKinetype(
      ["render", "--text", "Hi", "--limit", "font-size=16385", "--time", "0", "-o", output])
    #expect(past.status == 2)
    #expect(past.stderr.contains("from 1 to 16384"), "\(past.stderr)")
  }

  @Test func limits_fontSizeInALayout() throws {
    let text = Text("Hi").font(.system(size: 2_500))
    #expect {
      _ = try Text.Layout(text, fonts: Fixtures.fonts)
    } throws: { ($0 as? LimitError)?.limit == .fontSize }
    var limits = Limits()
    limits.fontSize = 2_500
    let layout = try Text.Layout(text, fonts: Fixtures.fonts, limits: limits)
    #expect(layout.size.height > 2_500)
  }

  @Test func limits_fontSizeInAScene() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.sceneFile(
      [
        "canvas": ["width": 64, "height": 64], "duration": 0,
        "views": [
          ["content": ["type": "Text", "text": "x", "modifiers": [["font": ["size": 2_500]]]]]
        ],
      ], in: folder)
    let result = try Fixtures.runKinetype(
      ["render", scene, "-o", folder.appendingPathComponent("frames").path])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains("font.size: a 2500 pt font is over the font-size limit"),
      "\(result.stderr)")
    let raised = try Fixtures.runKinetype(
      [
        "render", scene, "--limit", "font-size=2500", "-o",
        folder.appendingPathComponent("ok").path,
      ])
    #expect(raised.status == 0, "\(raised.stderr)")
  }

  @Test func limits_durationOfTimesAndScenes() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("frame.png").path
    let over = try Fixtures.runKinetype(
      ["render", "--text", "Hi", "--time", "4000", "-o", output])
    #expect(over.status == 2)
    #expect(over.stderr.contains("--time expects a number from 0 to 3600, got '4000'"))
    #expect(over.stderr.contains("--limit duration=N"))
    let raised = try Fixtures.runKinetype(
      ["render", "--text", "Hi", "--time", "4000", "--limit", "duration=4000", "-o", output])
    #expect(raised.status == 0, "\(raised.stderr)")
    let scene = try Self.sceneFile(
      [
        "canvas": ["width": 8, "height": 8], "fps": 1, "duration": 4_000,
        "views": [["content": ["type": "Rectangle"]]],
      ], in: folder)
    let long = try Fixtures.runKinetype(
      ["render", scene, "--frames", "0-1", "-o", folder.appendingPathComponent("a").path])
    #expect(long.status == 2)
    #expect(
      long.stderr.contains("$.duration: a duration of 4000 s is over the duration limit"),
      "\(long.stderr)")
    let allowed = try Fixtures.runKinetype(
      [
        "render", scene, "--limit", "duration=4000", "--frames", "0-1", "-o",
        folder.appendingPathComponent("b").path,
      ])
    #expect(allowed.status == 0, "\(allowed.stderr)")
  }

  @Test func renderWarnings_aSceneViewsWarningIsShownOnce() throws {
    // A Text view with a character no font covers warns while its frames are drawn, in every
    // frame: the render shows it once.
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try Self.sceneFile(
      [
        "canvas": ["width": 120, "height": 40], "fps": 10, "duration": 0.3,
        "views": [["content": ["type": "Text", "text": "A\u{F0000}"]]],
      ], in: folder)
    for output in ["frames", "one.png", "video.y4m"] {
      let extra = output == "one.png" ? ["--time", "0"] : []
      let result = try Fixtures.runKinetype(
        ["render", scene, "-o", folder.appendingPathComponent(output).path] + extra)
      try #require(result.status == 0, "\(result.stderr)")
      let lines = result.stderr.split(separator: "\n").filter { $0.contains("U+F0000") }
      #expect(lines.count == 1, "\(output): \(result.stderr)")
      #expect(lines.first?.hasPrefix("kinetype: warning: ") == true)
    }
  }
}
