import Foundation
public import Testing

/// Compares `text` with the text golden `Goldens/<suite>/<name>.txt`, exactly.
///
/// Recording follows ``RecordMode/current``, as for images; a mismatch writes the actual text
/// under `.build/golden-failures/<suite>/` and reports the first differing line.
public func assertTextGolden(
  _ text: String, named name: String, suite: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  recordGoldenIssue("text golden \(suite)/\(name)", sourceLocation: sourceLocation) {
    try checkTextGolden(text, named: name, suite: suite, mode: .current, filePath: filePath)
  }
}

/// The comparison behind ``assertTextGolden(_:named:suite:filePath:sourceLocation:)``: nil when
/// the text matches, otherwise the failure message.
public func checkTextGolden(
  _ text: String, named name: String, suite: String, mode: RecordMode,
  filePath: String = #filePath
) throws -> String? {
  guard let golden = GoldenFile(filePath: filePath, suite: suite, name: name, ext: "txt") else {
    return "no Package.swift above \(filePath) to find Goldens/ from"
  }
  if let message = try golden.recordBeforeComparing(
    mode: mode, review: "read", contents: { Data(text.utf8) })
  {
    return message
  }
  let expected = try String(contentsOf: golden.url, encoding: .utf8)
  if expected == text { return nil }
  let actualURL = try golden.writeFailure(Data(text.utf8), suffix: "actual.txt")
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let line =
    zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(expectedLines.count, actualLines.count)
  let want = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
  let got = line < actualLines.count ? String(actualLines[line]) : "<end>"
  var message =
    "\(golden.relative) differs at line \(line + 1): expected «\(want)», got «\(got)»; actual: \(actualURL.path)"
  if mode == .failed {
    try GoldenPaths.write(Data(text.utf8), to: golden.url)
    message += " — re-recorded (KINETYPE_RECORD=failed); read it, then run again"
  }
  return message
}
