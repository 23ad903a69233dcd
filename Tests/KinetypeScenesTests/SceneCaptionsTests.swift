import Foundation
import KinetypeCaptionFrames
import KinetypeCaptions
import KinetypeCore
import KinetypeFrames
import KinetypeRaster
import KinetypeScenes
import KinetypeTestSupport
import KinetypeTesting
import Testing

/// A scene's `captions` block: the captions `kinetype captions` draws, over the scene's other
/// content, read with the command line's settings and errors at their JSON paths; and scene
/// text that shrinks to fit its box.
@Suite struct SceneCaptionsTests {
  static let cue = #"{"start": 0, "end": 1, "text": "Hello there"}"#

  static func scene(_ captions: String, canvas: Bool = true, directory: String = ".")
    throws(SceneError) -> SceneFile
  {
    let json = """
      {\(canvas ? #""canvas": {"width": 320, "height": 180}, "# : "")"background": "transparent",
       "fps": 10, "duration": "auto", "captions": {\(captions)}}
      """
    return try SceneFile(json: json, file: "t.json", directory: directory)
  }

  /// A scene's captions are the pixels of ``CaptionFrames`` drawn on their own.
  @Test(arguments: [CaptionPreset.highlight, .pop, .pill])
  func captions_drawAsCaptionFramesDo(preset: CaptionPreset) throws {
    let scene = try Self.scene(
      "\"cues\": [\(Self.cue)], \"style\": \"\(preset.rawValue)\", \"size\": 30, \"box\": \"#202020\""
    )
    let captions = try #require(scene.captions)
    #expect(captions.style.preset == preset)
    #expect(captions.style.appearance.fontSize == 30)
    let frames = try scene.frames()
    for time in [0.0, 0.3, 0.6, 0.9] {
      let drawn = try frames.renderFrame(at: time)
      let alone = try captions.frames.renderFrame(at: time)
      #expect(Fixtures.bytes(drawn) == Fixtures.bytes(alone), "at \(time) s")
    }
    // The scene waits for the last page to go, and inspect lists the page.
    #expect(scene.duration == 1)
    #expect(
      scene.timingDump().contains(
        "captions: 1 pages, \(preset), gone at 1.000 s\n  page 0 \"Hello there\" 0.000–1.000 s"))
  }

  /// Beside a view in time (the scene then plays on the virtual clock) the captions are drawn
  /// at each frame's time too: the same pixels under the captions' band as without the view.
  @Test func captions_followTheVirtualClockBesideTimedViews() throws {
    let captions = #""cues": [\#(Self.cue)], "style": "pop", "position": "bottom""#
    let plain = try Self.scene(captions).frames()
    let json = """
      {"canvas": {"width": 320, "height": 180}, "background": "transparent", "fps": 10,
       "duration": "auto", "captions": {\(captions)},
       "views": [{"placement": {"alignment": "top"}, "content": {"type": "Rectangle",
         "fill": "#ff0000", "start": 0.2, "modifiers": [{"frame": {"width": 40, "height": 20}}]}}]}
      """
    let timed = try SceneFile(json: json, file: "t.json", directory: ".").frames()
    for time in [0.1, 0.4, 0.7] {
      let a = try plain.renderFrame(at: time)
      let b = try timed.renderFrame(at: time)
      var same = true
      for y in 100..<180 {
        for x in 0..<320 where a.color(atX: x, y: y) != b.color(atX: x, y: y) { same = false }
      }
      #expect(same, "at \(time) s")
    }
  }

  @Test func captions_fileIsReadFromTheScenesFolder() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = PackageRoot.url("Tests/Fixtures/captions/talk.srt")
    let copy = folder.appendingPathComponent("talk.srt")
    try FileManager.default.copyItem(at: source, to: copy)
    let scene = try Self.scene(#""file": "talk.srt", "style": "fade""#, directory: folder.path)
    let captions = try #require(scene.captions)
    #expect(captions.pages.count == 3)
    #expect(captions.pages[2].words.map(\.text) == ["Bye"])
    // The SRT's <i> is not applied, and the warning names the key.
    #expect(scene.warnings.contains { $0.path == "$.captions.file" })
    #expect(scene.duration == 63)
    // Another transcript is another render.
    try "1\n00:00:01,000 --> 00:00:02,000\nOther\n".write(
      to: copy, atomically: true, encoding: .utf8)
    let other = try Self.scene(#""file": "talk.srt""#, directory: folder.path)
    #expect(other.input.sha256 != scene.input.sha256)
  }

  static let badBlocks: [(captions: String, path: String, words: String)] = [
    (#""cues": [\#(cue)], "outline": -2"#, "$.captions.outline", "from 0 to 200 px, found -2"),
    (#""cues": [\#(cue)], "colour": "red""#, "$.captions.colour", "did you mean \"color\""),
    (#""cues": [\#(cue)], "style": "wobble""#, "$.captions.style", "one of highlight, pop"),
    (
      #""cues": [\#(cue)], "exit": {"name": "fade", "edge": "top"}"#, "$.captions.exit.edge",
      "only a slide has an edge"
    ),
    (#""cues": [\#(cue)], "minimumScaleFactor": 2"#, "$.captions.minimumScaleFactor", "to 1"),
    (#""file": "missing.srt""#, "$.captions.file", "cannot read the captions file"),
    (#""cues": [{"start": 2, "end": 1, "text": "x"}]"#, "$.captions.cues[0].end", "not after"),
    (#""cues": [\#(cue)], "file": "a.srt""#, "$.captions", "not both"),
    (#""style": "pop""#, "$.captions", "give \"file\""),
  ]

  @Test(arguments: 0..<badBlocks.count)
  func captions_errorsNameTheirJSONPath(index: Int) throws {
    let bad = Self.badBlocks[index]
    do {
      _ = try Self.scene(bad.captions)
      Issue.record("\(bad.captions) was read")
    } catch {
      #expect(error.path == bad.path, "\(error)")
      #expect(error.message.contains(bad.words), "\(error)")
      #expect(error.line != nil, "\(error)")
    }
  }

  @Test func captions_needACanvas() throws {
    #expect {
      _ = try Self.scene(#""cues": [\#(Self.cue)]"#, canvas: false)
    } throws: { error in
      (error as? SceneError)?.path == "$.captions"
        && (error as? SceneError)?.message.contains("\"canvas\"") == true
    }
  }

  /// A page leaving by the block's `exit` fades in the scene's frames and is gone after it.
  @Test func captions_exitFadesInTheScene() throws {
    let scene = try Self.scene(
      #""cues": [\#(Self.cue)], "exit": {"name": "fade", "duration": 0.5, "ease": "linear"}"#)
    let frames = try scene.frames()
    func alpha(_ time: Double) throws -> Double {
      let pixmap = try frames.renderFrame(at: time)
      var sum = 0.0
      for y in 0..<pixmap.height {
        for x in 0..<pixmap.width { sum += pixmap.color(atX: x, y: y).opacity }
      }
      return sum
    }
    let before = try alpha(0.5)
    let during = try alpha(0.8)
    #expect(during < before * 0.45 && during > 0)
    #expect(try alpha(1.0) == 0)
  }

  /// Scene text with `lineLimit` and `minimumScaleFactor` shrinks to fit its width on its
  /// lines, as the `Text` view's `minimumScaleFactor` does; without a factor it is cut.
  @Test func text_shrinksToFitItsWidthAndLines() throws {
    func inkWidth(_ extra: String) throws -> (width: Int, height: Int) {
      let json = """
        {"canvas": {"width": 400, "height": 120}, "background": "#ffffff",
         "texts": [{"markup": "A line far too long for its box", "size": 40, "width": 200,
          "color": "#000000", \(extra)"placement": {"alignment": "center"}}]}
        """
      let scene = try SceneFile(json: json, file: "t.json", directory: ".")
      let pixmap = try scene.frames().renderFrame(at: 0)
      var (minX, maxX, minY, maxY) = (Int.max, Int.min, Int.max, Int.min)
      for y in 0..<pixmap.height {
        for x in 0..<pixmap.width where pixmap.color(atX: x, y: y).red < 0.5 {
          (minX, maxX) = (min(minX, x), max(maxX, x))
          (minY, maxY) = (min(minY, y), max(maxY, y))
        }
      }
      return (maxX - minX + 1, maxY - minY + 1)
    }
    let wrapped = try inkWidth("")
    let shrunk = try inkWidth(#""lineLimit": 1, "minimumScaleFactor": 0.3, "#)
    // Wrapped, it takes several lines; shrunk, one line at most 200 pt wide, nearly filling it.
    #expect(wrapped.height > 80)
    #expect(shrunk.height < 40)
    #expect(shrunk.width <= 200 && shrunk.width > 180)
  }

  @Test func captionsExample_goldenContactSheet() throws {
    let path = PackageRoot.url("docs/examples").appendingPathComponent("captions-over.json").path
    let scene = try SceneFile(contentsOfFile: path)
    let sheet = ContactSheet(
      animation: try scene.frames(), timeline: try scene.timeline(), frameCount: 12, columns: 3)
    assertGolden(try sheet.render(fonts: scene.fonts), named: "captions-over", suite: "Scenes")
  }
}
