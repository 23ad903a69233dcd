import Foundation
import KinetypeCore
import KinetypeFrames
import KinetypeRaster
import KinetypeTestSupport
import KinetypeViewGraph
import KinetypeViews
import Testing

@testable import KinetypeScenes

/// Scene files: every example in docs/examples reads, validates against the schema and
/// renders; every bad scene in Tests/Fixtures/bad/scenes fails with its JSON path.
@Suite struct SceneFileTests {
  static let root = PackageRoot.url
  static let examples = root.appendingPathComponent("docs/examples")
  static let bad = root.appendingPathComponent("Tests/Fixtures/bad/scenes")

  static var exampleNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
  }

  /// Each bad scene, the JSON path its error names, and words the message must contain.
  static let badScenes: [(file: String, path: String, words: String)] = [
    ("wrong-type-fps", "$.fps", "found \"thirty\""),
    ("unknown-effect", "$.texts[2].effect.name", "unknown effect \"wabe\"; expected one of appear"),
    ("unknown-font", "$.texts[0].font", "unknown font family 'Comic Sans Nowhere'"),
    ("missing-markup", "$.texts[0]", "missing the required key \"markup\""),
    ("negative-duration", "$.duration", "found -2"),
    ("negative-start", "$.texts[0].start", "found -1"),
    ("template-cycle", "$.templates.B.template", "A → B → A"),
    ("unknown-key", "$.texts[0].colour", "did you mean \"color\""),
    ("canvas-too-large", "$.canvas", "over the canvas-pixels limit"),
    ("template-bomb", "$.templates.G", "over the views limit (250001 > 250000)"),
    ("deep-markup", "$.texts[0].markup", "nests deeper than 100 levels"),
    ("syntax-error", "$", "expected a key in double quotes, found '}'"),
    ("duplicate-key", "$", "\"fps\" appears twice"),
    ("unknown-parameter", "$.texts[0].effect.amplitud", "did you mean \"amplitude\""),
    ("parameter-out-of-range", "$.texts[0].effect.amplitude", "from 0 to 1000 px"),
    ("blur-over-limit", "$.texts[0].effect.radius", "over the blur-radius limit (1500 > 1000)"),
    ("bad-color", "$.background", "found \"#12345\""),
    ("unknown-view-type", "$.views[0].content.type", "found \"Triangle\""),
    (
      "bad-guide", "$.views[0].content.modifiers[0].alignmentGuide.value", "unknown guide '.middle'"
    ),
    ("unknown-template", "$.views[0].content.template", "unknown template \"Badge\""),
    ("bad-markup", "$.texts[0].markup", "invalid markup"),
    ("empty-scene", "$", "nothing to draw"),
    ("unsupported-stagger", "$.texts[0].effect.stagger", "karaoke effect cannot take from end"),
    ("missing-image", "$.background.image", "cannot read the PNG image"),
    ("not-an-object", "$", "expected an object, found an array"),
    ("fps-too-high", "$.fps", "from 1 to 240"),
    ("unknown-transition", "$.views[0].content.transition", "found \"fade\""),
    ("unknown-animation", "$.views[0].content.animation.sprung", "did you mean \"spring\""),
    ("unknown-keyframe", "$.views[0].content.keyframes.tracks.scale[0].bezier", "unknown key"),
    (
      "keyframe-missing-duration", "$.views[0].content.keyframes.tracks.scale[0]",
      "missing the required key \"duration\""
    ),
    ("view-end-before-start", "$.views[0].content.end", "not after it appears at 2 s"),
    ("view-negative-start", "$.views[0].content.start", "found -0.5"),
    ("keyframes-before-view", "$.views[0].content.keyframes.start", "before the view appears"),
    ("repeating-auto-duration", "$", "repeat forever"),
    ("text-end-before-start", "$.texts[0].end", "not after it starts at 2 s"),
    ("text-exit-without-end", "$.texts[0].exit", "an exit needs an \"end\""),
    ("unknown-text-exit", "$.texts[0].exit", "expected one of fade, pop, slide, reverse"),
    ("unknown-exit-ease", "$.texts[0].exit.ease", "did you mean \"easeInOut\""),
    ("exit-edge-not-slide", "$.texts[0].exit.edge", "only a slide has an edge"),
    ("outline-too-wide", "$.texts[0].outline.width", "from 0 to 200 pt"),
    // Found when the frames are made (the content's size), still before any frame.
    ("auto-canvas-too-large", "$.canvas", "automatic canvas cannot be made"),
  ]

  @Test func sceneBad_everyFixtureIsListed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.bad.path)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    #expect(files == Self.badScenes.map(\.file).sorted())
    #expect(files.count >= 15)
  }

  @Test(arguments: badScenes.map(\.file))
  func sceneBad_namesItsJSONPath(file: String) throws {
    guard let expected = Self.badScenes.first(where: { $0.file == file }) else { return }
    let path = Self.bad.appendingPathComponent(file + ".json").path
    do {
      _ = try SceneFile(contentsOfFile: path).frames()
      Issue.record("\(file) was read without an error")
    } catch {
      #expect(error.path == expected.path, "\(error)")
      #expect(error.message.contains(expected.words), "\(error)")
      if file != "auto-canvas-too-large" {
        #expect(error.line != nil && error.column != nil, "\(error)")
      }
      #expect(error.description.hasPrefix(path + ":"))
    }
  }

  @Test func sceneJSON_positionsAndEscapes() throws {
    let json = try SceneJSON.parse(
      "{\n  \"a\": [1, \"\\u00e9\\ud83d\\ude00\"],\n  \"b\": -2.5e1\n}", file: "x")
    guard case .object(let members) = json.value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[0].value.line == 2 && members[0].value.column == 8)
    #expect(members[1].value.value == .number(-25))
    guard case .array(let items) = members[0].value.value else {
      Issue.record("not an array")
      return
    }
    #expect(items[1].value == .string("é😀"))
    #expect(items[1].column == 12)
    for bad in ["{\"a\": 01}", "{\"a\": .5}", "[1,]", "\"\\ud800\"", "{\"a\" 1}", "nul", "[1] 2"] {
      #expect(throws: SceneError.self, "\(bad)") { try SceneJSON.parse(bad, file: "x") }
    }
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    #expect(throws: SceneError.self) { try SceneJSON.parse(deep, file: "x") }
  }

  @Test(arguments: exampleNames)
  func sceneExample_readsAndRendersItsFirstAndLastFrames(name: String) throws {
    let scene = try SceneFile(contentsOfFile: Self.examples.appendingPathComponent(name).path)
    #expect(scene.warnings.isEmpty, "\(scene.warnings)")
    let frames = try scene.frames()
    let timeline = try scene.timeline()
    #expect(timeline.frameCount >= 1)
    let last = try frames.renderFrame(at: scene.duration)
    #expect(last.width == frames.canvasSize.width && last.height == frames.canvasSize.height)
    // Something is drawn over the background at the end: not every pixel is the same.
    let corner = last.color(atX: 0, y: 0)
    var differs = false
    for y in stride(from: 0, to: last.height, by: 3) where !differs {
      for x in stride(from: 0, to: last.width, by: 3) where last.color(atX: x, y: y) != corner {
        differs = true
        break
      }
    }
    #expect(differs, "\(name): the last frame is one flat color")
  }

  @Test func sceneExample_validatesAgainstTheSchema() throws {
    guard let python = ExternalTool.find("python3") else {
      print("skipped: python3 is not installed")
      return
    }
    let check = try ExternalTool.run(python, ["-c", "import jsonschema"])
    guard check.status == 0 else {
      print("skipped: python3-jsonschema is not installed (scripts/bootstrap adds it)")
      return
    }
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft202012Validator.check_schema(schema)
      validator = jsonschema.Draft202012Validator(schema)
      for path in sys.argv[2:]:
          errors = list(validator.iter_errors(json.load(open(path))))
          print(path.rsplit("/", 1)[-1], len(errors))
      """
    let schema = Self.root.appendingPathComponent("docs/scene.schema.json").path
    let examples = Self.exampleNames.map { Self.examples.appendingPathComponent($0).path }
    let bad = ["wrong-type-fps", "unknown-key", "negative-duration", "missing-markup", "bad-color"]
      .map { Self.bad.appendingPathComponent($0 + ".json").path }
    let result = try ExternalTool.run(python, ["-c", script, schema] + examples + bad)
    #expect(result.status == 0, "\(result.errors)")
    let counts = Dictionary(
      uniqueKeysWithValues: result.output.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: " ")
        return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? -1) : nil
      })
    for name in Self.exampleNames { #expect(counts[name] == 0, "\(name) against the schema") }
    for name in bad.map({ ($0 as NSString).lastPathComponent }) {
      #expect((counts[name] ?? 0) > 0, "\(name) passes the schema")
    }
  }

  @Test func sceneBadge_overhangsTheAvatarByAThird() throws {
    let scene = try SceneFile(
      contentsOfFile: Self.examples.appendingPathComponent("badge.json").path)
    let layout = try scene.layoutInspection()
    let circle = try #require(layout.elements.first { $0.type == "Circle" }).frame
    let capsule = try #require(layout.elements.first { $0.type == "Capsule" }).frame
    #expect(circle.size == CGSize(width: 96, height: 96))
    #expect(abs((circle.minY - capsule.minY) - capsule.height / 3) <= 1)
    #expect(abs((capsule.maxX - circle.maxX) - capsule.width / 3) <= 1)
  }

  @Test func sceneDuration_autoEndsWhenTheLastBlockSettles() throws {
    let scene = try SceneFile(
      json: """
        {"texts": [{"markup": "^[Hello](emphasis: true)", "start": 1.5},
                   {"markup": "^[World](emphasis: true)"}]}
        """, file: "t.json", directory: ".")
    let ends = scene.texts.map(\.end)
    #expect(scene.duration == ends.max())
    #expect(ends[0] > 1.5)
    let timings = scene.sliceTimings()
    #expect(
      timings.filter { $0.block == 0 }.allSatisfy { $0.start >= 1.5 && $0.end <= ends[0] + 1e-9 })
    #expect(timings.filter { $0.block == 1 }.map(\.characters).joined() == "World")
  }

  @Test func sceneInput_hashCoversTheImagesItReads() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = #"{"background": {"image": "back.png"}, "texts": [{"markup": "Hi"}]}"#
    let image = folder.appendingPathComponent("back.png").path
    try Pixmap(width: 4, height: 4, background: .red).writePNG(to: image)
    let first = try SceneFile(json: json, file: "s.json", directory: folder.path).input
    #expect(try SceneFile(json: json, file: "s.json", directory: folder.path).input == first)
    try Pixmap(width: 4, height: 4, background: .blue).writePNG(to: image)
    let second = try SceneFile(json: json, file: "s.json", directory: folder.path).input
    #expect(second.kind == "scene")
    #expect(second.sha256 != first.sha256, "another picture, the same hash")
  }
}
