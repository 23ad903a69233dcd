import Foundation
import KinetypeCore
import KinetypeFrames
import KinetypeRaster
import KinetypeScenes
import KinetypeTestSupport
import KinetypeText
import KinetypeViewGraph
import KinetypeViews
import Testing

/// A scene keeps to the ``Limits`` it is read with: its file's size, its views, its canvas,
/// its frames and its texts; each error names the limit and the JSON path.
@Suite struct SceneLimitsTests {
  static let examples = PackageRoot.url("docs/examples")
  static let bad = PackageRoot.url("Tests/Fixtures/bad/scenes")

  func sceneError(_ path: String, _ limits: Limits) -> SceneError? {
    do {
      _ = try SceneFile(contentsOfFile: path, limits: limits).frames()
      return nil
    } catch {
      return error
    }
  }

  @Test func sceneLimits_fileBytesAreCheckedBeforeReading() throws {
    let path = Self.examples.appendingPathComponent("badge.json").path
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber
    ).intValue
    var limits = Limits()
    limits.sceneFileBytes = size - 1
    let error = try #require(sceneError(path, limits))
    #expect(error.limit?.limit == .sceneFileBytes)
    #expect(error.limit?.value == size)
    #expect(error.path == "$")
    limits.sceneFileBytes = size
    #expect(sceneError(path, limits) == nil)
  }

  @Test func sceneLimits_viewsAreCountedWithTemplatesExpanded() throws {
    let bomb = Self.bad.appendingPathComponent("template-bomb.json").path
    let error = try #require(sceneError(bomb, Limits()))
    #expect(error.limit?.limit == .views)
    #expect(error.limit?.value == Limits().views + 1)
    // The badge's trees hold a handful of views: a limit of one stops it, the default not.
    let badge = Self.examples.appendingPathComponent("badge.json").path
    var limits = Limits()
    limits.views = 1
    #expect(sceneError(badge, limits)?.limit?.limit == .views)
    #expect(sceneError(badge, Limits()) == nil)
  }

  @Test func sceneLimits_viewsCountEveryTemplateUse() throws {
    // Two uses of a template of three views, in a stack: 1 + 2 × 3 = 7 views.
    let json = """
      {"templates": {"T": {"type": "HStack", "content": [{"type": "Color", "color": "red"},
        {"type": "Color", "color": "blue"}]}},
       "views": [{"content": {"type": "VStack", "content": [{"template": "T"}, {"template": "T"}]}}]}
      """
    var limits = Limits()
    limits.views = 7
    #expect(throws: Never.self) {
      try SceneFile(json: json, file: "t.json", directory: ".", limits: limits)
    }
    limits.views = 6
    let error = #expect(throws: SceneError.self) {
      try SceneFile(json: json, file: "t.json", directory: ".", limits: limits)
    }
    #expect(error?.limit == LimitError(limit: .views, value: 7, maximum: 6, subject: "this view"))
  }

  @Test func sceneLimits_canvasFramesAndTextKeepToTheGivenLimits() throws {
    let path = Self.examples.appendingPathComponent("title-card.json").path
    let scene = try SceneFile(contentsOfFile: path)
    var limits = Limits()
    limits.canvasSide = Int(scene.canvas?.width ?? 0) - 1
    #expect(sceneError(path, limits)?.limit?.limit == .canvasSide)
    #expect(sceneError(path, limits)?.path == "$.canvas")
    limits = Limits()
    limits.frames = try scene.timeline().frameCount - 1
    #expect(sceneError(path, limits)?.limit?.limit == .frames)
    limits = Limits()
    limits.textBytes = 2
    #expect(sceneError(path, limits)?.limit?.limit == .textBytes)
    #expect(sceneError(path, limits)?.path.hasSuffix(".markup") == true)
    // The frames' timeline keeps to them too.
    limits = Limits()
    let read = try SceneFile(contentsOfFile: path, limits: limits)
    #expect(read.limits == limits)
  }

  @Test func sceneLimits_automaticCanvasIsCheckedWhenTheFramesAreMade() throws {
    let json = #"{"texts": [{"markup": "Hello", "size": 64}]}"#
    var limits = Limits()
    limits.canvasSide = 50
    let scene = try SceneFile(json: json, file: "t.json", directory: ".", limits: limits)
    let error = #expect(throws: SceneError.self) { try scene.frames() }
    #expect(error?.limit?.limit == .canvasSide)
    #expect(error?.path == "$.canvas")
  }
}
