import Foundation
import KinetypeFrames
import KinetypeRaster
import KinetypeTestSupport
import Testing

@testable import KinetypeScenes

/// What a scene keeps between frames (its texts' layouts) changes no byte of any frame,
/// whatever order the frames render in and on however many threads.
@Suite struct SceneSpeedTests {
  @Test(arguments: ["title-card.json", "badge.json", "scripts.json"])
  func sceneFrames_sameBytesWithAndWithoutTheLayoutMemo(name: String) async throws {
    let path = PackageRoot.url("docs/examples").appendingPathComponent(name).path
    let scene = try SceneFile(contentsOfFile: path)
    #expect(scene.layouts != nil)
    var plain = scene
    plain.layouts = nil
    let timeline = try scene.timeline()
    let step = max(1, timeline.frameCount / 6)
    let indices =
      Array(stride(from: 0, to: timeline.frameCount, by: step)) + [
        timeline.frameCount - 1
      ]
    let times = indices.map { timeline.time(ofFrame: $0) }
    let remembered = try scene.frames()
    let fresh = try plain.frames()
    // The memo's frames: last first, then concurrently, so its state differs each time.
    var expected: [Double: [UInt8]] = [:]
    for time in times { expected[time] = try fresh.renderFrame(at: time).bytes }
    for time in times.reversed() {
      #expect(try remembered.renderFrame(at: time).bytes == expected[time], "\(name) at \(time)")
    }
    let concurrent = try await withThrowingTaskGroup(of: (Double, [UInt8]).self) { group in
      for time in times {
        group.addTask { (time, try remembered.renderFrame(at: time).bytes) }
      }
      var result: [Double: [UInt8]] = [:]
      for try await (time, pixels) in group { result[time] = pixels }
      return result
    }
    #expect(concurrent == expected)
  }
}

extension Pixmap {
  /// The premultiplied RGBA bytes, copied.
  fileprivate var bytes: [UInt8] { withUnsafePremultipliedBytes { Array($0) } }
}
