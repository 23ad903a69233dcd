import Foundation
import Testing

/// Where goldens and failure reports live, found from the calling test file's path.
enum GoldenPaths {
  /// The package root: the nearest ancestor of `filePath` holding `Package.swift`.
  static func packageRoot(from filePath: String) -> URL? {
    var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url.deleteLastPathComponent()
    }
    return nil
  }

  /// `Goldens/<suite>/<name>.<ext>` under the package root.
  static func golden(root: URL, suite: String, name: String, ext: String) -> URL {
    root.appendingPathComponent("Goldens").appendingPathComponent(suite)
      .appendingPathComponent("\(name).\(ext)")
  }

  /// `.build/golden-failures/<suite>/` under the package root, created on demand.
  static func failures(root: URL, suite: String) throws -> URL {
    let url = root.appendingPathComponent(".build/golden-failures").appendingPathComponent(suite)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `data` atomically, creating the folder.
  static func write(_ data: Data, to url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }
}

/// One golden file for one assertion: where it is, and the record-or-compare decision that
/// images and text dumps share.
struct GoldenFile {
  let root: URL
  let url: URL
  /// `Goldens/<suite>/<name>.<ext>`, as messages show it.
  let relative: String
  let suite: String
  let name: String

  init?(filePath: String, suite: String, name: String, ext: String) {
    guard let root = GoldenPaths.packageRoot(from: filePath) else { return nil }
    self.root = root
    self.url = GoldenPaths.golden(root: root, suite: suite, name: name, ext: ext)
    self.relative = "Goldens/\(suite)/\(name).\(ext)"
    self.suite = suite
    self.name = name
  }

  var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

  /// Records `contents` when `mode` asks for it before any comparison (`all`, or a missing
  /// golden under `missing`/`failed`), or reports a missing golden under `never`. Returns the
  /// failure message, or nil when the caller should compare. `review` is what the reader must
  /// do with a new golden ("look at", "read").
  func recordBeforeComparing(mode: RecordMode, review: String, contents: () throws -> Data)
    throws -> String?
  {
    let exists = self.exists
    if mode == .all || (!exists && (mode == .missing || mode == .failed)) {
      try GoldenPaths.write(try contents(), to: url)
      return "recorded \(relative) (KINETYPE_RECORD=\(mode.rawValue)); \(review) it, then run again"
    }
    return exists
      ? nil : "missing golden \(relative); record it with KINETYPE_RECORD=missing and \(review) it"
  }

  /// Writes `contents` as `<name>.<suffix>` under `.build/golden-failures/<suite>/`.
  func writeFailure(_ contents: Data, suffix: String) throws -> URL {
    let url = try GoldenPaths.failures(root: root, suite: suite)
      .appendingPathComponent("\(name).\(suffix)")
    try GoldenPaths.write(contents, to: url)
    return url
  }
}

/// Runs `check` and records its failure message, or its error, as a test issue.
func recordGoldenIssue(
  _ label: String, sourceLocation: SourceLocation, _ check: () throws -> String?
) {
  do {
    if let problem = try check() {
      Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record(error, Comment(rawValue: label), sourceLocation: sourceLocation)
  }
}
