import Foundation
import Kinetype

/// PNG encoding of the benchmark workloads' own frames: bytes and single-thread encode time
/// per frame for each preset (and, with `--sweep`, every filter and level), so that
/// scripts/bench-png can set them beside Pango's files for the same frames.
///
/// Usage: kinetype-bench png w1|w2 [--step N] [--repeat N] [--sweep [--filters none,up,…]]
/// Each encode runs `--repeat` times (default 3) and the fastest counts: the machine is
/// shared, and the minimum is the cost of the work itself. Every PNG is decoded again and
/// must give exactly the frame's pixels.
/// Prints `png.WORKLOAD.VARIANT.bytes` and `png.WORKLOAD.VARIANT.ms` per frame, and
/// `png.WORKLOAD.frames` (the frame numbers measured: 0, N, 2N, …).
func runPNGBenchmarks(arguments: [String]) throws {
  guard let name = arguments.first, let workload = FrameWorkload(name: name) else {
    throw BenchmarkError(
      "usage: kinetype-bench png w1|w2 [--step N] [--repeat N] [--sweep [--filters LIST]]")
  }
  var step = 5
  if let flag = arguments.firstIndex(of: "--step"), flag + 1 < arguments.count,
    let value = Int(arguments[flag + 1]), value > 0
  {
    step = value
  }
  var repeats = 3
  if let flag = arguments.firstIndex(of: "--repeat"), flag + 1 < arguments.count,
    let value = Int(arguments[flag + 1]), value > 0
  {
    repeats = value
  }
  var variants: [(String, PNGOptions)] = [
    ("frames", .frames), ("fast", .fast), ("archival", .archival),
    // The encoder before this preset set: RGB, Up, the fastest level.
    ("rgb-up-1", PNGOptions(compressionLevel: 1, filter: .up, reducesColorType: false)),
  ]
  if arguments.contains("--sweep") {
    var filters = PNGFilter.allCases
    if let flag = arguments.firstIndex(of: "--filters"), flag + 1 < arguments.count {
      let names = arguments[flag + 1].split(separator: ",").map(String.init)
      filters = PNGFilter.allCases.filter { names.contains("\($0)") }
    }
    for filter in filters {
      for level in [1, 2, 3, 4, 5, 6, 7, 8, 9, 12] {
        variants.append(
          ("reduced-\(filter)-\(level)", PNGOptions(compressionLevel: level, filter: filter)))
      }
    }
    for level in [1, 6, 9] {
      variants.append(
        ("rgb-none-\(level)", PNGOptions(compressionLevel: level, reducesColorType: false)))
    }
  }
  let animation = try workload.animation()
  let frames = Array(stride(from: 0, to: workload.frames, by: step))
  var bytes = [String: Int]()
  var seconds = [String: Double]()
  for index in frames {
    let frame = try animation.frame(at: Double(index) / 60)
    for (label, options) in variants {
      var fastest = Double.infinity
      var data: [UInt8] = []
      for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        data = try frame.pngData(options: options)
        fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        bytes[label, default: 0] += data.count
      }
      seconds[label, default: 0] += fastest
      // Lossless, checked on every measured frame (outside the timing).
      let decoded = try Pixmap(pngData: data)
      guard
        decoded.withUnsafePremultipliedBytes({ Array($0) })
          == frame.withUnsafePremultipliedBytes({ Array($0) })
      else { throw BenchmarkError("\(label): frame \(index) does not decode to its pixels") }
    }
  }
  print("png.\(workload.name).frames\t\(frames.map(String.init).joined(separator: ","))\tlist")
  for (label, _) in variants {
    let count = Double(frames.count)
    let perFrame = Double(bytes[label, default: 0]) / count / Double(repeats)
    report("png.\(workload.name).\(label).bytes", perFrame, "bytes")
    report("png.\(workload.name).\(label).ms", seconds[label, default: 0] * 1000 / count, "ms")
  }
}
