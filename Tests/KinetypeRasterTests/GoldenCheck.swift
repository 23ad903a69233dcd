// Image goldens for the raster tests: Goldens/Raster/<name>.png, compared as decoded
// straight-alpha pixels within a tolerance. One small file so it can later be swapped for
// KinetypeTesting's assertGolden.
//
// KINETYPE_RECORD = missing (default) | failed | all | never; CI=true forces never.
// A recording always fails once so nobody merges an unreviewed image.
import Foundation
import KinetypeCore
import KinetypeRaster
import Testing

enum GoldenCheck {
  enum Mode: String { case missing, failed, all, never }

  static var mode: Mode {
    let environment = ProcessInfo.processInfo.environment
    if environment["CI"] == "true" { return .never }
    return environment["KINETYPE_RECORD"].flatMap(Mode.init(rawValue:)) ?? .missing
  }

  static let folder: String = {
    let file = URL(fileURLWithPath: #filePath)
    return file.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Goldens/Raster").path
  }()

  /// Compares `canvas` with `Goldens/Raster/<name>.png`: a pixel differs when a channel
  /// (0...255, straight alpha; color weighted by the larger alpha) is off by more than
  /// `tolerance`; at most `allowedFraction` of pixels may differ.
  static func check(
    _ canvas: Canvas, _ name: String, tolerance: Int = 3, allowedFraction: Double = 0.002,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let path = "\(folder)/\(name).png"
    let mode = mode
    func record(_ why: String) {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
        try canvas.writePNG(to: path, options: .archival)
        Issue.record(
          "\(why): recorded \(path); look at it, then rerun", sourceLocation: sourceLocation)
      } catch {
        Issue.record("could not record \(path): \(error)", sourceLocation: sourceLocation)
      }
    }
    guard FileManager.default.fileExists(atPath: path) else {
      if mode == .never {
        Issue.record("missing golden \(path) (recording disabled)", sourceLocation: sourceLocation)
      } else {
        record("missing golden")
      }
      return
    }
    if mode == .all { return record("KINETYPE_RECORD=all") }
    let golden: Canvas
    do {
      golden = try Canvas(contentsOfPNGFile: path)
    } catch {
      Issue.record("unreadable golden: \(error)", sourceLocation: sourceLocation)
      return
    }
    guard golden.width == canvas.width, golden.height == canvas.height else {
      if mode == .failed { return record("size changed") }
      Issue.record(
        "\(name): size \(canvas.width)×\(canvas.height) vs golden \(golden.width)×\(golden.height)",
        sourceLocation: sourceLocation)
      return
    }
    var different = 0
    var worst = 0
    var diff = try? Canvas(width: canvas.width, height: canvas.height, background: .white)
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let a = bytes(canvas.color(atX: x, y: y))
        let b = bytes(golden.color(atX: x, y: y))
        // Color differences count in proportion to how visible they are (straight colors of
        // nearly transparent pixels are quantized coarsely).
        let visible = max(a.3, b.3)
        let color = max(abs(a.0 - b.0), abs(a.1 - b.1), abs(a.2 - b.2))
        let delta = max(abs(a.3 - b.3), color * visible / 255)
        worst = max(worst, delta)
        if delta > tolerance {
          different += 1
          let mark = Path(Rect(x: Double(x), y: Double(y), width: 1, height: 1))
          diff?.fill(mark, with: .color(.red))
        }
      }
    }
    let fraction = Double(different) / Double(canvas.width * canvas.height)
    guard fraction > allowedFraction else { return }
    if mode == .failed { return record("mismatch (\(different) pixels)") }
    let artifacts = NSTemporaryDirectory() + "kinetype-golden-failures"
    try? FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
    try? canvas.writePNG(to: "\(artifacts)/\(name).actual.png")
    try? diff?.writePNG(to: "\(artifacts)/\(name).diff.png")
    let summary = "\(name): \(different) pixels differ (\(fraction * 100) %, worst delta \(worst))"
    Issue.record("\(summary); actual and diff in \(artifacts)", sourceLocation: sourceLocation)
  }

  private static func bytes(_ c: Color) -> (Int, Int, Int, Int) {
    func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
    return (byte(c.red), byte(c.green), byte(c.blue), byte(c.opacity))
  }
}
