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
  _ canvas: Pixmap, named name: String, suite: String, tolerance: GoldenTolerance = .default,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  recordGoldenIssue("golden \(suite)/\(name)", sourceLocation: sourceLocation) {
    try checkGolden(
      canvas, named: name, suite: suite, tolerance: tolerance, mode: .current, filePath: filePath)
  }
}

/// The comparison behind ``assertGolden(_:named:suite:tolerance:filePath:sourceLocation:)``:
/// nil when the canvas matches, otherwise the failure message.
public func checkGolden(
  _ canvas: Pixmap, named name: String, suite: String, tolerance: GoldenTolerance,
  mode: RecordMode, filePath: String = #filePath
) throws -> String? {
  guard let golden = GoldenFile(filePath: filePath, suite: suite, name: name, ext: "png") else {
    return "no Package.swift above \(filePath) to find Goldens/ from"
  }
  let png = { Data(try canvas.pngData(options: .archival)) }
  if let message = try golden.recordBeforeComparing(mode: mode, review: "look at", contents: png) {
    return message
  }
  let expected = try Pixmap(contentsOfPNGFile: golden.url.path)
  let comparison = ImageComparison(actual: canvas, expected: expected, tolerance: tolerance)
  if comparison.passes(tolerance) { return nil }

  let actualURL = try golden.writeFailure(try png(), suffix: "actual.png")
  var message: String
  if comparison.sizeMatches, let diff = comparison.diff {
    let diffURL = try golden.writeFailure(
      Data(try diff.pngData(options: .archival)), suffix: "diff.png")
    message =
      "\(golden.relative): \(comparison.differingPixels) pixels differ by more than "
      + "\(tolerance.maxChannelDelta) (max channel delta \(comparison.maxChannelDelta)); "
      + "actual: \(actualURL.path), diff: \(diffURL.path)"
  } else {
    message =
      "\(golden.relative): size \(canvas.width)×\(canvas.height) differs from the golden's "
      + "\(expected.width)×\(expected.height); actual: \(actualURL.path)"
  }
  if mode == .failed {
    try GoldenPaths.write(try png(), to: golden.url)
    message += " — re-recorded (KINETYPE_RECORD=failed); look at it, then run again"
  }
  return message
}
