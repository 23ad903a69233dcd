import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// `kinetype render|inspect|layout SCENE.json`: videos ffprobe reads, alpha kept, a scene
/// split across processes equal to one render, and bad scenes refused before any frame.
@Suite struct SceneCommandLineTests {
  static let examples = PackageRoot.url("docs/examples").path
  static let badge = "\(examples)/badge.json"

  @Test func sceneRender_badgeMP4HasTheScenesFramesAndSize() throws {
    guard let tools = VideoTools.tools() else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try KinetypeProcess.run(
      ["render", Self.badge, "--format", "mp4", "-o", "\(folder)/badge.mp4"])
    #expect(result.status == 0, "\(result.stderr)")
    // badge.json: 320×180 points, 1 s at 30 fps: frames at 0, 1/30, …, 29/30 s.
    let scene = try SceneFile(contentsOfFile: Self.badge)
    let frames = try scene.timeline().frameCount
    #expect(frames == 30)
    #expect(
      try VideoTools.probe("\(folder)/badge.mp4", ffprobe: tools.ffprobe)
        == "h264,320,180,\(frames)")
  }

  @Test(arguments: [VideoFormat.webm, .mov])
  func sceneRender_transparentSceneKeepsAlpha(format: VideoFormat) throws {
    guard let tools = VideoTools.tools() else { return }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/lower-third.\(format.rawValue)"
    let result = try KinetypeProcess.run(
      ["render", "\(Self.examples)/transparent.json", "--format", format.rawValue, "-o", path])
    #expect(result.status == 0, "\(result.stderr)")
    let decoder = format == .webm ? ["-c:v", "libvpx-vp9"] : []
    let decoded = try VideoTools.decode(path, ffmpeg: tools.ffmpeg, decoder: decoder)
    let (width, height) = (480, 120)
    let frameBytes = width * height * 4
    let scene = try SceneFile(contentsOfFile: "\(Self.examples)/transparent.json")
    let count = try scene.timeline().frameCount
    #expect(decoded.count == count * frameBytes)
    guard decoded.count == count * frameBytes else { return }
    let last = (count - 1) * frameBytes
    func alpha(_ x: Int, _ y: Int) -> Int { Int(decoded[last + (y * width + x) * 4 + 3]) }
    // The corner is outside the rounded rectangle: transparent. Inside it, the fill's
    // alpha (0xcc = 204), within the codecs' rounding.
    #expect(alpha(2, 2) <= 8, "corner alpha \(alpha(2, 2))")
    #expect(abs(alpha(40, 60) - 204) <= 12, "panel alpha \(alpha(40, 60))")
  }

  /// A 300-frame scene: 10 s at 30 fps.
  static let longScene = """
    {"canvas": {"width": 320, "height": 96}, "fps": 30, "duration": 10,
     "background": {"linearGradient": {"colors": ["#203040", "#405060"]}},
     "views": [{"content": {"type": "Capsule", "fill": "#ffffff33",
                            "modifiers": [{"frame": {"width": 280, "height": 60}}]}}],
     "texts": [{"markup": "The ^[moonlight](emphasis: true) spills", "size": 32,
                "color": "#ffffff", "start": 2,
                "effect": {"name": "wave", "animates": "all", "period": 2}}]}
    """

  @Test func sceneFarm_gnuParallelSplitEqualsOneRender() throws {
    guard let parallel = ExternalTool.find("parallel") else {
      print("skipped: GNU parallel is not installed (Debian package parallel)")
      return
    }
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scene = "\(folder)/long.json"
    try Self.longScene.write(toFile: scene, atomically: true, encoding: .utf8)
    let script = """
      set -e
      kinetype="$1"; parallel="$2"; out="$3"; scene="$4"
      "$parallel" --will-cite -q --halt now,fail=1 -j 4 \\
        "$kinetype" render "$scene" --frames {} --quiet -o "$out/chunks" \\
        ::: 0-74 75-149 150-224 225-299
      "$kinetype" verify "$out/chunks"
      """
    let farm = try ExternalTool.run(
      "/bin/sh", ["-c", script, "sh", Fixtures.executable.path, parallel, folder, scene])
    #expect(farm.status == 0, "\(farm.output)")
    #expect(farm.output.contains("300 frames, 320×96 at 30 fps, 4 manifests"), "\(farm.output)")
    let single = try KinetypeProcess.run(["render", scene, "-o", "\(folder)/single"])
    #expect(single.status == 0, "\(single.stderr)")
    let split = try RenderFarmTests.pngs("\(folder)/chunks")
    let whole = try RenderFarmTests.pngs("\(folder)/single")
    #expect(whole.count == 300 && split.count == 300)
    #expect(split == whole, "the split frames differ from the single render's")
  }

  @Test func sceneRender_badSceneExits2BeforeAnyFrame() throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bad = PackageRoot.url("Tests/Fixtures/bad/scenes").appendingPathComponent(
      "unknown-effect.json"
    ).path
    let result = try KinetypeProcess.run(["render", bad, "-o", "\(folder)/frames"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "unknown-effect.json:1:85: $.texts[2].effect.name: unknown effect \"wabe\""),
      "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: "\(folder)/frames"))
    // Options that shape the frames belong to the scene.
    let mixed = try KinetypeProcess.run(
      ["render", Self.badge, "--size", "40", "-o", "\(folder)/frames"])
    #expect(mixed.status == 2)
    #expect(mixed.stderr.contains("--size does not go with a scene file"), "\(mixed.stderr)")
  }

  @Test func sceneInspect_listsEachSliceWithItsTimes() throws {
    let text = try KinetypeProcess.run(["inspect", "\(Self.examples)/karaoke.json"])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("texts[0] \"Twinkle twinkle little star\" starts 0.250 s"))
    let json = try KinetypeProcess.run(["inspect", "\(Self.examples)/karaoke.json", "--json"])
    #expect(json.status == 0, "\(json.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let texts = try #require(object?["texts"] as? [[String: Any]])
    let slices = try #require(texts.first?["slices"] as? [[String: Any]])
    // The karaoke's syllables follow one another from the block's start: "Twin" 0.5 s from
    // 0.25 s, so its first slice starts at 0.25 and "kle" starts at 0.75.
    let starts = slices.compactMap { $0["start"] as? Double }
    #expect(abs((starts.first ?? 0) - 0.25) < 1e-9)
    let kle = slices.first { ($0["characterRange"] as? [Int])?.first == 4 }
    #expect(abs(((kle?["start"] as? Double) ?? 0) - 0.75) < 1e-9, "\(String(describing: kle))")
    // One slice per character of the karaoke span, spaces included (ASCII: one cluster each).
    #expect(starts.count == "Twinkle twinkle little star".count)
  }

  @Test(arguments: [
    #"{"texts": [{"markup": "Hi", "font": "Comic Sans Nowhere"}]}"#,
    #"{"fonts": {"family": "Comic Sans Nowhere"}, "texts": [{"markup": "Hi"}]}"#,
    #"""
    {"views": [{"content": {"type": "Text", "text": "Hi",
                            "modifiers": [{"font": {"family": "Comic Sans Nowhere", "size": 12}}]}}]}
    """#,
  ])
  func sceneRender_unknownFontIsSaidOnce(scene: String) throws {
    let folder = try ExternalTool.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try scene.write(toFile: "\(folder)/font.json", atomically: true, encoding: .utf8)
    let result = try KinetypeProcess.run(["render", "\(folder)/font.json", "-o", "\(folder)/f"])
    #expect(result.status == 2, "\(result.stderr)")
    let line = result.errorLines.first.map(String.init) ?? ""
    #expect(line.components(separatedBy: "unknown font").count == 2, "\(line)")
    #expect(line.contains("'Comic Sans Nowhere'"), "\(line)")
  }

  @Test func sceneLayout_printsFramesAndGuides() throws {
    let text = try KinetypeProcess.run(["layout", Self.badge])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("Circle (112, 42, 96, 96)"), "\(text.stdout)")
    #expect(text.stdout.contains("alignmentGuide top"), "\(text.stdout)")
    let json = try KinetypeProcess.run(["layout", Self.badge, "--json"])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
  }
}

/// `kinetype preview SCENE.json` in a pseudo-terminal: it plays the scene's frames at the
/// scene's rate and ends by itself.
@Suite(.serialized) struct ScenePreviewTests {
  @Test func scenePreview_playsTheScenesFramesOnce() throws {
    let terminal = try PseudoTerminal([
      "preview", SceneCommandLineTests.badge, "--graphics", "blocks",
    ])
    let ending = try #require(terminal.wait(), "preview did not end by itself")
    #expect(ending.status == 0 && !ending.signalled, "\(ending)")
    // badge.json: 1 s at 30 fps, frames 0 to 29; the red badge is drawn.
    let frames = PreviewTests.frames(in: terminal.text)
    #expect(frames.last == 29 && frames == frames.sorted(), "\(frames)")
    #expect(terminal.text.contains("\u{1B}[38;2;"))
  }
}
