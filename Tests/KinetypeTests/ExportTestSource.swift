import Foundation
import Kinetype
import Synchronization

/// A small synthetic animation for export tests: a translucent red disc sliding over a
/// transparent ground, an opaque blue bar, and a 50 %-alpha grey square, so that every frame
/// differs and alpha can be read back. Optionally slow on some frames (so that several
/// threads finish out of order) or failing at one frame.
struct ExportTestSource: FrameSource {
  var width = 64
  var height = 48
  var duration = 0.4
  var opaqueBackground = false
  /// Frames whose index is a multiple of 3 take this long to render.
  var slowFrameDelay: Double = 0
  /// The frame that throws, if any.
  var failingFrame: Int?
  /// Counts frames rendered, for the reorder-buffer bound.
  var rendered: RenderCounter?

  var canvasSize: (width: Int, height: Int) { (width, height) }

  struct Failure: Error {}

  func renderFrame(at time: Double) throws -> Pixmap {
    let index = Int((time * 30).rounded())
    if index == failingFrame { throw Failure() }
    if slowFrameDelay > 0, index % 3 == 0 { Thread.sleep(forTimeInterval: slowFrameDelay) }
    rendered?.count.add(1, ordering: .relaxed)
    var pixmap = try Pixmap(
      width: width, height: height, background: opaqueBackground ? .white : .clear)
    pixmap.fill(
      Path(CGRect(x: 0, y: 36, width: 64, height: 12)),
      with: .color(Color(red: 0, green: 0.2, blue: 1)))
    pixmap.fill(
      Path(CGRect(x: 44, y: 4, width: 16, height: 16)),
      with: .color(Color(white: 0.5, opacity: 0.5)))
    pixmap.fill(
      Path(ellipseIn: CGRect(x: 2 + 80 * time, y: 6, width: 20, height: 20)),
      with: .color(Color(red: 1, green: 0.1, blue: 0.1, opacity: 0.8)))
    return pixmap
  }
}

/// A shared counter of rendered frames.
final class RenderCounter: Sendable {
  let count = Atomic<Int>(0)
}

/// A sink that keeps every frame it is given, and can fail on one.
final class RecordingSink: FrameSink {
  var frames: [Pixmap] = []
  var finished = false
  var cancelled = false
  var failAt: Int?
  var onAppend: ((Int) -> Void)?

  struct Failure: Error {}

  func append(_ frame: Pixmap) throws {
    if frames.count == failAt { throw Failure() }
    onAppend?(frames.count)
    frames.append(frame)
  }
  func finish() throws { finished = true }
  func cancel() { cancelled = true }
}
