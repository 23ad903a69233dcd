import Foundation

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
