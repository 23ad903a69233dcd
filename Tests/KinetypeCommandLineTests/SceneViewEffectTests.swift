import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// A scene view's `Text` draws the effects its markup names (issue 20, 4), on the clock of the
/// view: from when it appears, so a caption with a `start` and an `end` can wave.
@Suite struct SceneViewEffectTests {
  static let text = #"^[Wave](effect: \"wave\")"#

  static func scene(_ view: String, duration: String = "2") throws -> SceneFile {
    try SceneFile(
      json:
        #"{"canvas": {"width": 240, "height": 100}, "duration": \#(duration), "views": [{"content": \#(view)}]}"#,
      file: "test.json", directory: ".")
  }

  static func bytes(_ scene: SceneFile, at time: Double) throws -> [UInt8] {
    try scene.frames().renderFrame(at: time).withUnsafePremultipliedBytes { Array($0) }
  }

  @Test func sceneViewText_drawsItsMarkupEffect() throws {
    let scene = try Self.scene(#"{"type": "Text", "text": "\#(Self.text)"}"#)
    // It was drawn still: every frame the same.
    #expect(try Self.bytes(scene, at: 0.1) != Self.bytes(scene, at: 0.3))
  }

  @Test func sceneViewText_effectRunsFromWhenTheViewAppears() throws {
    let still = try Self.scene(#"{"type": "Text", "text": "\#(Self.text)"}"#)
    let caption = try Self.scene(
      #"{"type": "Text", "text": "\#(Self.text)", "start": 0.5, "end": 1.9, "transition": "identity"}"#
    )
    for time in [0.1, 0.3] {
      #expect(try Self.bytes(caption, at: 0.5 + time) == Self.bytes(still, at: time), "\(time)")
    }
  }

  @Test func sceneViewText_autoDurationWaitsForTheEffect() throws {
    // The wave's settling time as `kinetype stagger` charts it.
    let result = try Fixtures.runKinetype(["stagger", "--text", #"^[Wave](effect: "wave")"#])
    try #require(result.status == 0, "\(result.stderr)")
    let header = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("step") })
    let fields = header.split(separator: " ")
    let settles = try #require(Double(fields[fields.count - 2]))
    let caption = try Self.scene(
      #"{"type": "Text", "text": "\#(Self.text)", "start": 0.5, "transition": "identity"}"#,
      duration: #""auto""#)
    #expect(abs(caption.duration - (0.5 + settles)) < 0.001, "\(caption.duration)")
  }
}
