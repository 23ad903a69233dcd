import Foundation
public import KinetypeRaster
public import Testing

/// Compares `canvas` with the golden image `Goldens/<suite>/<name>.png` by decoded pixels.
///
/// Missing goldens are recorded according to ``RecordMode/current`` (and the test fails once).
/// On a mismatch the actual image and a diff image are written under
/// `.build/golden-failures/<suite>/` and the failure message gives their paths, the number of
/// differing pixels and the largest channel difference.
///
/// - Parameters:
///   - name: The golden's file name without extension; put frame times in it as
///     `name@t0250ms`.
///   - suite: The folder under `Goldens/`.
///   - tolerance: How far pixels may stray. Default: ``GoldenTolerance/default``.
///   - filePath: Locates the package root (the nearest folder with `Package.swift`).
public func assertGolden(
  _ canvas: Canvas, named name: String, suite: String, tolerance: GoldenTolerance = .default,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    if let problem = try checkGolden(
      canvas, named: name, suite: suite, tolerance: tolerance, mode: .current, filePath: filePath)
    {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record(error, "golden \(suite)/\(name)", sourceLocation: sourceLocation)
  }
}

/// The comparison behind ``assertGolden(_:named:suite:tolerance:filePath:sourceLocation:)``:
/// nil when the canvas matches, otherwise the failure message.
public func checkGolden(
  _ canvas: Canvas, named name: String, suite: String, tolerance: GoldenTolerance,
  mode: RecordMode, filePath: String = #filePath
) throws -> String? {
  guard let root = GoldenPaths.packageRoot(from: filePath) else {
    return "no Package.swift above \(filePath) to find Goldens/ from"
  }
  let golden = GoldenPaths.golden(root: root, suite: suite, name: name, ext: "png")
  let relative = "Goldens/\(suite)/\(name).png"
  let exists = FileManager.default.fileExists(atPath: golden.path)
  if mode == .all || (!exists && (mode == .missing || mode == .failed)) {
    try GoldenPaths.write(Data(try canvas.pngData(options: .archival)), to: golden)
    return "recorded \(relative) (KINETYPE_RECORD=\(mode.rawValue)); look at it, then run again"
  }
  guard exists else {
    return "missing golden \(relative); record it with KINETYPE_RECORD=missing and look at it"
  }
  let expected = try Canvas(contentsOfPNGFile: golden.path)
  let comparison = ImageComparison(actual: canvas, expected: expected, tolerance: tolerance)
  if comparison.passes(tolerance) { return nil }

  let failures = try GoldenPaths.failures(root: root, suite: suite)
  let actualURL = failures.appendingPathComponent("\(name).actual.png")
  try GoldenPaths.write(Data(try canvas.pngData(options: .archival)), to: actualURL)
  var message: String
  if comparison.sizeMatches {
    let diffURL = failures.appendingPathComponent("\(name).diff.png")
    if let diff = comparison.diff {
      try GoldenPaths.write(Data(try diff.pngData(options: .archival)), to: diffURL)
    }
    message =
      "\(relative): \(comparison.differingPixels) pixels differ by more than "
      + "\(tolerance.maxChannelDelta) (max channel delta \(comparison.maxChannelDelta)); "
      + "actual: \(actualURL.path), diff: \(diffURL.path)"
  } else {
    message =
      "\(relative): size \(canvas.width)×\(canvas.height) differs from the golden's "
      + "\(expected.width)×\(expected.height); actual: \(actualURL.path)"
  }
  if mode == .failed {
    try GoldenPaths.write(Data(try canvas.pngData(options: .archival)), to: golden)
    message += " — re-recorded (KINETYPE_RECORD=failed); look at it, then run again"
  }
  return message
}
