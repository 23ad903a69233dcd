import Foundation
import KinetypeCore
import KinetypeText

/// Shared inputs of the test targets: the bundled fonts, loaded once, the built `kinetype`,
/// temporary folders.
public enum Fixtures {
  /// The bundled fonts.
  public static let fonts: FontCollection = {
    do { return try FontCollection.bundled() } catch {
      preconditionFailure("the bundled fonts load: \(error)")
    }
  }()

  /// The demo sentence of `make demo`.
  public static let demoMarkup =
    "The ^[moonlight](emphasis: true) spills across the quiet harbour"

  /// The demo sentence laid out at 48 pt in the bundled fonts: the layout of the demo's
  /// animation.
  public static func demoLayout() throws -> Text.Layout {
    try Text.Layout(Text(markup: demoMarkup).font(.system(size: 48)), fonts: fonts)
  }

  /// 24 px around the text and 8 more below, where the appear effect's glyphs rise from.
  public static let risingPadding = EdgeInsets(top: 24, leading: 24, bottom: 32, trailing: 24)

  /// The `kinetype` executable built beside the test bundle.
  public static var executable: URL {
    let bundle = Bundle.main.bundleURL
    let candidates = [
      bundle.deletingLastPathComponent().appendingPathComponent("kinetype"),
      bundle.appendingPathComponent("kinetype"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }

  /// Runs `kinetype` with `arguments`; returns its exit status, standard error and output.
  public static func runKinetype(_ arguments: [String]) throws -> (
    status: Int32, stderr: String, stdout: String
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = BootstrapFonts.environment
    let errorFile = try temporaryDirectory().appendingPathComponent("stderr")
    let outputFile = errorFile.deletingLastPathComponent().appendingPathComponent("stdout")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile.deletingLastPathComponent()) }
    process.standardError = try FileHandle(forWritingTo: errorFile)
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    try process.run()
    process.waitUntilExit()
    let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    let stdout = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    return (process.terminationStatus, stderr, stdout)
  }

  /// A fresh temporary folder.
  public static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetype-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
