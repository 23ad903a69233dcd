import Foundation
import Kinetype
import Testing

/// Exports `frames` over `timeline` on 1 thread and on 4, into a temporary directory named
/// after `name` (removed afterwards), and checks that each frame's file is the same bytes both
/// times. Returns how many frames were exported.
func expectIdenticalFramesOnOneAndFourThreads(
  _ frames: ViewFrames, timeline: FrameTimeline, name: String
) throws -> Int {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "kinetype-\(name)-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: root) }
  let one = try FrameExporter(directory: root.appendingPathComponent("one").path, threads: 1)
    .export(frames, timeline: timeline)
  let four = try FrameExporter(directory: root.appendingPathComponent("four").path, threads: 4)
    .export(frames, timeline: timeline)
  #expect(one.count == four.count)
  for (a, b) in zip(one, four) {
    #expect(FileManager.default.contentsEqual(atPath: a, andPath: b), "\(a) and \(b) differ")
  }
  return one.count
}
