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
  do {
    if let problem = try checkTextGolden(
      text, named: name, suite: suite, mode: .current, filePath: filePath)
    {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record(error, "text golden \(suite)/\(name)", sourceLocation: sourceLocation)
  }
}

/// The comparison behind ``assertTextGolden(_:named:suite:filePath:sourceLocation:)``: nil when
/// the text matches, otherwise the failure message.
public func checkTextGolden(
  _ text: String, named name: String, suite: String, mode: RecordMode,
  filePath: String = #filePath
) throws -> String? {
  guard let root = GoldenPaths.packageRoot(from: filePath) else {
    return "no Package.swift above \(filePath) to find Goldens/ from"
  }
  let golden = GoldenPaths.golden(root: root, suite: suite, name: name, ext: "txt")
  let relative = "Goldens/\(suite)/\(name).txt"
  let exists = FileManager.default.fileExists(atPath: golden.path)
  if mode == .all || (!exists && (mode == .missing || mode == .failed)) {
    try GoldenPaths.write(Data(text.utf8), to: golden)
    return "recorded \(relative) (KINETYPE_RECORD=\(mode.rawValue)); read it, then run again"
  }
  guard exists else {
    return "missing golden \(relative); record it with KINETYPE_RECORD=missing and read it"
  }
  let expected = try String(contentsOf: golden, encoding: .utf8)
  if expected == text { return nil }
  let actualURL = try GoldenPaths.failures(root: root, suite: suite)
    .appendingPathComponent("\(name).actual.txt")
  try GoldenPaths.write(Data(text.utf8), to: actualURL)
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let line =
    zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    ?? min(expectedLines.count, actualLines.count)
  let want = line < expectedLines.count ? String(expectedLines[line]) : "<end>"
  let got = line < actualLines.count ? String(actualLines[line]) : "<end>"
  var message =
    "\(relative) differs at line \(line + 1): expected «\(want)», got «\(got)»; actual: \(actualURL.path)"
  if mode == .failed {
    try GoldenPaths.write(Data(text.utf8), to: golden)
    message += " — re-recorded (KINETYPE_RECORD=failed); read it, then run again"
  }
  return message
}
