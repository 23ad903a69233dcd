import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// The frames of a `kinetype render` run measured slice by slice: how much of each marked
/// slice's settled ink each frame shows, in its own column of the frame. For tests that check
/// when slices appear without trusting the code that schedules them.
///
/// Texts should leave room between the slices whose timing is checked (a space between
/// letters, or letters of one word that start together), so a blur or a neighbour's ink does
/// not reach into another slice's column.
struct SliceInk {
  /// The slices in reading order: their text and their column (x range in frame pixels).
  var slices: [(text: String, columns: Range<Int>)]
  /// The time of each frame.
  var times: [Double]
  /// For each frame, each slice's ink over its ink in the last frame (settled).
  var fractions: [[Double]]
  /// Each frame's pixels, for comparisons of whole frames.
  var frames: [Pixmap]

  static let canvas = (width: 720, height: 200)

  /// Renders `markup` at 40 px on a fixed canvas with `options`, `fps` frames a second for
  /// `duration` seconds, and measures every frame. The last frame must be settled.
  static func render(
    _ markup: String, _ options: [String], fps: Double = 20, duration: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> SliceInk {
    let style = ["--size", "40"]
    let inspected = try Fixtures.runKinetype(["inspect", "--text", markup, "--json"] + style)
    try #require(
      inspected.status == 0, "inspect: \(inspected.stderr)", sourceLocation: sourceLocation)
    let layout = try JSONDecoder().decode(
      TextLayoutInspection.self, from: Data(inspected.stdout.utf8))
    let originX = (Double(canvas.width) - layout.size[0]) / 2
    var slices: [(reading: Int, text: String, columns: Range<Int>)] = []
    for line in layout.lines {
      for run in line.runs where !run.isEllipsis {
        for slice in run.slices {
          let left = originX + slice.typographicBounds.x
          let right = left + slice.typographicBounds.width
          // Whole pixels inside the slice's box, one pixel in from each side.
          let columns = Int((left + 1).rounded(.up))..<Int((right - 1).rounded(.down))
          slices.append((slice.readingIndex ?? -1, slice.text, columns))
        }
      }
    }
    slices.sort { $0.reading < $1.reading }

    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rendered = try Fixtures.runKinetype(
      [
        "render", "--text", markup, "--canvas", "\(canvas.width)x\(canvas.height)", "--fps",
        String(fps), "--duration", String(duration), "-o", folder.path,
      ] + style + options)
    try #require(rendered.status == 0, "render: \(rendered.stderr)", sourceLocation: sourceLocation)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".png") }.sorted()
    let frames = try files.map {
      try Pixmap(contentsOfPNGFile: folder.appendingPathComponent($0).path)
    }
    let inks = frames.map { frame in slices.map { ink(frame, columns: $0.columns) } }
    let settled = inks.last ?? []
    return SliceInk(
      slices: slices.map { ($0.text, $0.columns) },
      times: frames.indices.map { Double($0) / fps },
      fractions: inks.map { frame in
        zip(frame, settled).map { ink, full in full > 0 ? ink / full : 0 }
      },
      frames: frames)
  }

  /// The ink (sum of 1 − red over pixels, black on white) in `columns` of `frame`.
  static func ink(_ frame: Pixmap, columns: Range<Int>) -> Double {
    let columns = columns.clamped(to: 0..<frame.width)
    return frame.withUnsafePremultipliedBytes { bytes in
      var sum = 0
      for y in 0..<frame.height {
        for x in columns { sum += 255 - Int(bytes[(y * frame.width + x) * 4]) }
      }
      return Double(sum) / 255
    }
  }

  /// A frame's bytes, for byte-for-byte comparisons.
  static func bytes(_ frame: Pixmap) -> [UInt8] {
    frame.withUnsafePremultipliedBytes { Array($0) }
  }

  /// The slices that draw ink when settled (letters, not spaces).
  var inkedSlices: [Int] {
    slices.indices.filter { index in (fractions.last?[index] ?? 0) > 0 }
  }

  /// Where the frames disagree with slices starting at `starts` (reading order) and taking
  /// `elementDuration`: a slice must have no ink up to its start and at least `minimum` of its
  /// settled ink from `start + settle·elementDuration` on. Returns one line per disagreement.
  func mismatches(
    starts: [Double], elementDuration: Double, settle: Double = 0.35, minimum: Double = 0.04
  ) -> [String] {
    var problems: [String] = []
    if starts.count != slices.count {
      return ["\(starts.count) start times for \(slices.count) slices"]
    }
    for (frame, time) in times.enumerated() {
      for slice in inkedSlices {
        let fraction = fractions[frame][slice]
        let start = starts[slice]
        let label = "\(slice) '\(slices[slice].text)' (start \(start)) at \(time) s"
        if time <= start - 1e-9, fraction > 0.01 {
          problems.append("\(label): \(fraction) of its ink before it starts")
        } else if time >= start + settle * elementDuration, fraction < minimum {
          problems.append("\(label): only \(fraction) of its ink")
        }
      }
    }
    return problems
  }

  /// The rows of `kinetype stagger` with `options`: each slice's step, text and start time.
  static func preview(_ markup: String, _ options: [String]) throws -> [(
    step: Int, text: String, start: Double
  )] {
    let result = try Fixtures.runKinetype(
      ["stagger", "--text", markup, "--size", "40", "--columns", "100"] + options)
    try #require(result.status == 0, "stagger: \(result.stderr)")
    return result.stdout.split(separator: "\n").dropFirst().map { row in
      let fields = row.split(separator: " ", omittingEmptySubsequences: true)
      return (
        Int(fields[0]) ?? -1, String(fields[1]).replacingOccurrences(of: "␣", with: " "),
        Double(fields[2]) ?? .nan
      )
    }
  }
}
