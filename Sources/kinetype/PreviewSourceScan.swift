import Foundation

/// Finds the Swift files of a package that hold previews (`#Preview` or a `PreviewProvider`
/// conformance), so that `kinetype previews` says so when a package has none, before it
/// builds anything.
enum PreviewSourceScan {
  /// The paths of the package's files under `Sources/` and `Tests/` that mention `#Preview`
  /// or `PreviewProvider` outside a line comment.
  ///
  /// - Throws: ``CommandLineArguments/UsageError`` when `package` has no `Package.swift`.
  static func scan(package: String) throws -> [String] {
    guard FileManager.default.fileExists(atPath: package + "/Package.swift") else {
      throw CommandLineArguments.UsageError(
        description: "\(package) is not a Swift package (it has no Package.swift)")
    }
    var found: [String] = []
    for folder in ["Sources", "Tests"] {
      let root = package + "/" + folder
      guard let enumerator = FileManager.default.enumerator(atPath: root) else { continue }
      for case let path as String in enumerator where path.hasSuffix(".swift") {
        guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8)
        else { continue }
        if mentionsPreview(text) { found.append(folder + "/" + path) }
      }
    }
    return found.sorted()
  }

  /// Whether a line of `text`, before any `//`, has `#Preview` or `PreviewProvider`.
  static func mentionsPreview(_ text: String) -> Bool {
    text.split(separator: "\n").contains { line in
      let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
      return code.contains("#Preview") || code.contains("PreviewProvider")
    }
  }
}
