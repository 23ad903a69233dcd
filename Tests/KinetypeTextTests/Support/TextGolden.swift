import Foundation
import Testing

/// Compares text with `Goldens/Text/<name>.txt` exactly.
///
/// Record modes from `KINETYPE_RECORD`: `missing` (default locally: write absent goldens),
/// `failed` (rewrite goldens that differ), `all`, `never` (default when `CI=true`). A recording
/// still fails the test once, so nobody merges an unreviewed golden.
enum TextGolden {
  static var folder: URL {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/"
      && !FileManager.default.fileExists(
        atPath: url.appendingPathComponent("Package.swift").path)
    {
      url.deleteLastPathComponent()
    }
    return url.appendingPathComponent("Goldens/Text")
  }

  static var mode: String {
    let environment = ProcessInfo.processInfo.environment
    if let mode = environment["KINETYPE_RECORD"], !mode.isEmpty { return mode }
    return environment["CI"] == "true" ? "never" : "missing"
  }

  static func assertMatches(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent(name + ".txt")
    let existing = try? String(contentsOf: url, encoding: .utf8)
    let mode = mode
    func record(_ reason: String) throws {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "\(reason): recorded \(url.path); review it and run again", sourceLocation: sourceLocation)
    }
    guard let existing else {
      if mode == "never" {
        Issue.record(
          "golden missing: \(url.path) (KINETYPE_RECORD=never)", sourceLocation: sourceLocation)
      } else {
        try record("golden was missing")
      }
      return
    }
    if mode == "all" { return try record("KINETYPE_RECORD=all") }
    guard existing != actual else { return }
    let expectedLines = existing.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let first =
      zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expectedLines.count, actualLines.count)
    let expectedLine = first < expectedLines.count ? String(expectedLines[first]) : "<end>"
    let actualLine = first < actualLines.count ? String(actualLines[first]) : "<end>"
    if mode == "failed" {
      try record("golden differed at line \(first + 1)")
    } else {
      Issue.record(
        "\(name) differs from \(url.path) at line \(first + 1):\n  expected: \(expectedLine)\n  actual:   \(actualLine)",
        sourceLocation: sourceLocation)
    }
  }
}
