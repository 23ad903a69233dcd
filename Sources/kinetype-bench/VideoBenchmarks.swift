import Foundation
import Kinetype

/// The benchmark workloads as uncompressed video on standard output, for
/// scripts/bench-video to pipe into ffmpeg beside ffmpeg+libass making the same video.
///
/// Usage: kinetype-bench video w1|w2 y4m|rgba [--threads N] [--frames N]
/// `y4m` is YUV4MPEG2 4:2:0 (BT.709, limited range); `rgba` is raw straight RGBA. The time
/// taken goes to standard error as `video.WORKLOAD.FORMAT<TAB>seconds<TAB>s`.
func runVideoBenchmarks(arguments: [String]) throws {
  guard arguments.count >= 2, let workload = FrameWorkload(name: arguments[0]),
    ["y4m", "rgba"].contains(arguments[1])
  else {
    throw BenchmarkError("usage: kinetype-bench video w1|w2 y4m|rgba [--threads N] [--frames N]")
  }
  var threads = ProcessInfo.processInfo.activeProcessorCount
  if let flag = arguments.firstIndex(of: "--threads"), flag + 1 < arguments.count,
    let count = Int(arguments[flag + 1])
  {
    threads = max(1, count)
  }
  var frames = workload.frames
  if let flag = arguments.firstIndex(of: "--frames"), flag + 1 < arguments.count,
    let count = Int(arguments[flag + 1]), count > 0
  {
    frames = count
  }
  let start = DispatchTime.now().uptimeNanoseconds
  let animation = try workload.animation()
  let timeline = try FrameTimeline(duration: Double(frames) / 60, framesPerSecond: 60)
  let sink: any FrameSink =
    arguments[1] == "y4m"
    ? try Y4MWriter(
      destination: .standardOutput, width: workload.width, height: workload.height,
      framesPerSecond: 60)
    : try RawVideoWriter(
      destination: .standardOutput, width: workload.width, height: workload.height)
  try animation.stream(timeline, threads: threads, to: sink)
  let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  FileHandle.standardError.write(
    Data("video.\(workload.name).\(arguments[1])\t\(seconds)\ts\n".utf8))
}
