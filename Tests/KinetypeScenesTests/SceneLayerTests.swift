import Foundation
import KinetypeCore
import KinetypeCoreAnimation
import KinetypeFrames
import KinetypeRaster
import KinetypeScenes
import KinetypeTestSupport
import KinetypeTesting
import Testing

/// A scene's `{"type": "Layer"}` view: a Core Animation layer tree written as JSON draws what
/// the same tree built in Swift draws, at every time, and its animations time an automatic
/// duration.
@Suite struct SceneLayerTests {
  static let scene = """
    {"canvas": {"width": 200, "height": 120}, "background": "white",
     "views": [{"content": {"type": "Layer", "layer": {
       "type": "shape", "frame": {"x": 40, "y": 10, "width": 120, "height": 100},
       "path": {"ellipse": {"x": 10, "y": 0, "width": 100, "height": 100}},
       "fillColor": "transparent", "strokeColor": "#2050e0", "lineWidth": 6,
       "animations": [
         {"keyPath": "strokeEnd", "from": 0, "to": 1, "duration": 1, "timingFunction": "easeOut"},
         {"keyPath": "opacity", "from": 1, "to": 0.4, "beginTime": 1, "duration": 0.5,
          "fillMode": "forwards", "isRemovedOnCompletion": false}]}}}]}
    """

  /// The same tree in Swift.
  static func swiftTree() -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
    let shape = CAShapeLayer()
    shape.frame = CGRect(x: 40, y: 10, width: 120, height: 100)
    shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 0, width: 100, height: 100), transform: nil)
    shape.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
    shape.strokeColor = CGColor(red: 0x20 / 255, green: 0x50 / 255, blue: 0xe0 / 255, alpha: 1)
    shape.lineWidth = 6
    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 1
    draw.timingFunction = CAMediaTimingFunction(name: .easeOut)
    shape.add(draw, forKey: "draw")
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.4
    fade.beginTime = 1
    fade.duration = 0.5
    fade.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    shape.add(fade, forKey: "fade")
    root.addSublayer(shape)
    return root
  }

  static func swiftFrame(at time: Double) throws -> Pixmap {
    try CAMediaClock.with(CAMediaClock()) {
      let root = swiftTree()
      root.markDisplayed()
      CATransaction.flush()
      CAMediaClock.current.advance(to: time)
      return try CALayerRenderer.image(
        of: root, width: 200, height: 120, at: time,
        background: CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }
  }

  static func bytes(_ image: Pixmap) -> [UInt8] {
    image.withUnsafePremultipliedBytes { Array($0) }
  }

  @Test func layerView_drawsWhatTheSwiftTreeDraws() throws {
    let scene = try SceneFile(json: Self.scene, file: "layers.json", directory: "/")
    // The last animation ends at 1 + 0.5 s.
    #expect(scene.duration == 1.5)
    let frames = try scene.frames()
    var previous: [UInt8] = []
    for time in [0.0, 0.3, 0.7, 1.25, 1.5] {
      let drawn = Self.bytes(try frames.renderFrame(at: time))
      #expect(drawn == Self.bytes(try Self.swiftFrame(at: time)), "at \(time) s")
      #expect(drawn != previous, "the frame at \(time) s moved on")
      previous = drawn
    }
  }

  static func error(_ layer: String, duration: String = "") -> SceneError? {
    let json = """
      {"canvas": {"width": 100, "height": 100}\(duration),
       "views": [{"content": {"type": "Layer", "layer": \(layer)}}]}
      """
    do {
      _ = try SceneFile(json: json, file: "bad.json", directory: "/")
      return nil
    } catch {
      return error
    }
  }

  @Test func misspeltKeyPath_isNamedWithTheNearestOne() throws {
    let error = try #require(
      Self.error(
        #"{"type": "shape", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "strokEnd": 1}"#))
    #expect(error.path == "$.views[0].content.layer.strokEnd")
    #expect(error.message.contains("did you mean \"strokeEnd\""), "\(error.message)")
    #expect(error.line == 2 && (error.column ?? 0) > 1)
  }

  @Test func valueOfTheWrongKind_saysWhatWasExpected() throws {
    let error = try #require(
      Self.error(#"{"frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "opacity": "half"}"#))
    #expect(error.path == "$.views[0].content.layer.opacity")
    #expect(error.message.contains("expected a number"), "\(error.message)")
    let animation = try #require(
      Self.error(
        #"{"frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "animations": [{"keyPath": "position", "to": 3}]}"#
      ))
    #expect(animation.path == "$.views[0].content.layer.animations[0].to")
  }

  @Test func keysOfAnotherClass_andUnknownKeyPaths_areRefused() throws {
    let path = try #require(
      Self.error(
        #"{"type": "text", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "path": {"ellipse": {"x": 0, "y": 0, "width": 1, "height": 1}}}"#
      ))
    #expect(path.message.contains("a text layer has no \"path\""), "\(path.message)")
    let keyPath = try #require(
      Self.error(
        #"{"frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "animations": [{"keyPath": "strokeEnd", "to": 1}]}"#
      ))
    #expect(keyPath.path == "$.views[0].content.layer.animations[0].keyPath")
    #expect(keyPath.message.contains("not an animatable key path"), "\(keyPath.message)")
  }

  @Test func foreverRepeatingAnimation_needsADuration() throws {
    let layer =
      #"{"frame": {"x": 0, "y": 0, "width": 10, "height": 10}, "animations": [{"keyPath": "opacity", "to": 0, "duration": 1, "repeatCount": "infinity"}]}"#
    let error = try #require(Self.error(layer))
    #expect(error.message.contains("repeats forever"), "\(error.message)")
    #expect(Self.error(layer, duration: #", "duration": 2"#) == nil)
  }
}

extension SceneLayerTests {
  @Test func replicatorsLastCopy_settlesTheScene() throws {
    let json = """
      {"canvas": {"width": 100, "height": 100},
       "views": [{"content": {"type": "Layer", "layer": {
         "type": "replicator", "frame": {"x": 0, "y": 0, "width": 100, "height": 100},
         "instanceCount": 8, "instanceDelay": 0.1,
         "sublayers": [{"frame": {"x": 45, "y": 0, "width": 10, "height": 10},
           "animations": [{"keyPath": "opacity", "to": 0, "duration": 0.8, "autoreverses": true}]}]}}}]}
      """
    // 0.8 s there and back, the eighth copy 0.7 s late.
    #expect(abs(try SceneFile(json: json, file: "r.json", directory: "/").duration - 2.3) < 1e-9)
  }
}

extension SceneLayerTests {
  /// docs/examples/layers.json, the picture in docs/scenes.md ("Layers").
  @Test func layersExample_contactSheet() throws {
    let path = PackageRoot.url.appendingPathComponent("docs/examples/layers.json").path
    let scene = try SceneFile(contentsOfFile: path)
    let frames = try scene.frames()
    let timeline = try FrameTimeline(duration: scene.duration, framesPerSecond: 10)
    let sheet = try ContactSheet(animation: frames, timeline: timeline, frameCount: 4, columns: 2)
      .render(fonts: Fixtures.fonts)
    assertGolden(sheet, named: "layers", suite: "Scenes")
  }
}
