import Dispatch
import Foundation
import KinetypeFrames
import KinetypeRaster
import KinetypeTestSupport
import KinetypeViewGraph
import KinetypeViews
import Testing

@testable import KinetypeScenes

/// A scene's background image or gradient is drawn once per render, at the canvas's size and
/// scale, and every frame starts from it (issue 20, item 6): the frames are byte for byte
/// those of the view that draws its background in every frame, and a PNG background no longer
/// costs a resampling of the image per frame.
@Suite struct SceneBackgroundTests {
  /// A picture to stretch over the canvas: a gradient of `width`×`height` pixels in `folder`.
  static func picture(in folder: URL, width: Int = 1000, height: Int = 600) throws {
    let view = LinearGradient(
      colors: [.orange, .purple, .teal], startPoint: .topLeading, endPoint: .bottomTrailing
    ).frame(width: CGFloat(width), height: CGFloat(height))
    try ImageRenderer(content: view).render().writePNG(
      to: folder.appendingPathComponent("back.png").path)
  }

  /// A scene of `body` (JSON members) with a text, in `folder`.
  static func scene(_ body: String, in folder: URL) throws -> SceneFile {
    let json = """
      {\(body), "fps": 30, "duration": 0.4,
       "texts": [{"markup": "Moon^[light](emphasis: true)", "size": 48, "color": "#ffffff",
                  "effect": {"name": "scale-in", "animates": "all"}}]}
      """
    return try SceneFile(json: json, file: "scene.json", directory: folder.path)
  }

  /// The frames of `scene` drawn as before: its view with the background, every frame.
  static func framesDrawingTheBackgroundEachTime(_ scene: SceneFile) throws -> ViewFrames {
    if scene.hasTimedViews {
      return try ViewFrames(
        duration: scene.duration, size: scene.canvas, scale: CGFloat(scene.scale),
        background: scene.background.clearColor, limits: scene.limits,
        script: scene.timelineScript()
      ) { SceneRootView(scene: scene, contentSize: nil) }
    }
    return try ViewFrames(
      duration: scene.duration, size: scene.canvas, scale: CGFloat(scene.scale),
      background: scene.background.clearColor, limits: scene.limits
    ) { time in scene.view(at: time) }
  }

  static let bodies = [
    #""canvas": {"width": 640, "height": 360}, "background": {"image": "back.png"}"#,
    #""padding": 13, "scale": 1.5, "background": {"image": "back.png"}"#,
    ##""canvas": {"width": 333, "height": 201}, "background": {"radialGradient": {"colors": ["#ffffff", "#88aaff"], "endRadius": 150}}"##,
  ]

  @Test(arguments: bodies)
  func sceneFrames_theBackgroundDrawnOnceGivesTheSameBytes(body: String) throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.picture(in: folder)
    let scene = try Self.scene(body, in: folder)
    let frames = try scene.frames()
    let underlay = try #require(frames.underlay, "the background is drawn once")
    #expect(underlay.pixmap.width == frames.canvasSize.width)
    #expect(underlay.pixmap.height == frames.canvasSize.height)
    try Self.expectSameFrames(frames, try Self.framesDrawingTheBackgroundEachTime(scene), body)
  }

  @Test func sceneFrames_timedViewsOverAnImageGiveTheSameBytes() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.picture(in: folder)
    // docs/examples/badge-pop.json, its views coming and going, over a picture.
    let example = PackageRoot.url("docs/examples").appendingPathComponent("badge-pop.json")
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: example)) as? [String: Any])
    object["background"] = ["image": "back.png"]
    object["$schema"] = nil
    let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    let scene = try SceneFile(json: json, file: "badge-pop.json", directory: folder.path)
    #expect(scene.hasTimedViews)
    let frames = try scene.frames()
    #expect(frames.underlay != nil)
    try Self.expectSameFrames(
      frames, try Self.framesDrawingTheBackgroundEachTime(scene), "badge-pop")
  }

  @Test func sceneFrames_aColorBackgroundIsTheClearColor() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = try Self.scene(##""background": "#203040""##, in: folder).frames()
    #expect(frames.underlay == nil)
  }

  /// The reproducer: frames over a PNG took several times as long as over a color (the image
  /// was resampled in each); now a frame over either costs about the same.
  @Test func sceneFrames_aBackgroundImageCostsAboutWhatAColorDoes() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.picture(in: folder)
    let canvas = #""canvas": {"width": 640, "height": 360}, "#
    let image = try Self.scene(canvas + #""background": {"image": "back.png"}"#, in: folder)
    let color = try Self.scene(canvas + ##""background": "#203040""##, in: folder)
    let (imageFrames, colorFrames) = (try image.frames(), try color.frames())
    let times = [0, 0.1, 0.2, 0.3]
    func seconds(_ frames: ViewFrames) throws -> Double {
      let start = DispatchTime.now().uptimeNanoseconds
      for time in times { _ = try frames.renderFrame(at: time) }
      return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    // The best of three rounds each, taken in turn, so that other work on the machine weighs
    // on both alike.
    var best = (image: Double.infinity, color: Double.infinity)
    for _ in 0..<3 {
      best.image = min(best.image, try seconds(imageFrames))
      best.color = min(best.color, try seconds(colorFrames))
    }
    #expect(
      best.image < 2.5 * best.color,
      "over a PNG \(best.image) s, over a color \(best.color) s for \(times.count) frames")
  }

  static func expectSameFrames(_ a: ViewFrames, _ b: ViewFrames, _ what: String) throws {
    let timeline = try FrameTimeline(duration: a.duration, framesPerSecond: 30)
    #expect(a.canvasSize.width == b.canvasSize.width, "\(what)")
    #expect(a.canvasSize.height == b.canvasSize.height, "\(what)")
    for index in timeline.frames {
      let time = timeline.time(ofFrame: index)
      let (x, y) = (try a.renderFrame(at: time), try b.renderFrame(at: time))
      #expect(
        x.withUnsafePremultipliedBytes { Array($0) }
          == y.withUnsafePremultipliedBytes { Array($0) },
        "\(what): frame \(index)")
    }
  }
}
