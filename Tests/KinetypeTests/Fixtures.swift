import Foundation
import Kinetype

/// Shared inputs for the Kinetype tests: the bundled fonts, loaded once.
enum Fixtures {
  static let fonts: FontCollection = {
    do { return try FontCollection.bundled() } catch {
      preconditionFailure("the bundled fonts load: \(error)")
    }
  }()

  /// The demo sentence of `make demo`.
  static let demoMarkup = "The ^[moonlight](emphasis: true) spills across the quiet harbour"

  /// The demo's animation with the seed's appear renderer, with room below the text for its
  /// rising glyphs (8 px more than the 24 px default: the frames of its goldens).
  static func demoAnimation() throws -> AnimatedText {
    let layout = try TextLayout(Text(markup: demoMarkup).font(.system(size: 48)), fonts: fonts)
    return AnimatedText(layout: layout, padding: risingPadding) { AppearRenderer(elapsedTime: $0) }
  }

  /// 24 px around the text and 8 more below, where the appear effect's glyphs rise from.
  static let risingPadding = EdgeInsets(top: 24, leading: 24, bottom: 32, trailing: 24)

  /// The `kinetype` executable built beside the test bundle.
  static var executable: URL {
    let bundle = Bundle.main.bundleURL
    let candidates = [
      bundle.deletingLastPathComponent().appendingPathComponent("kinetype"),
      bundle.appendingPathComponent("kinetype"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }

  /// Runs `kinetype` with `arguments`; returns its exit status, standard error and output.
  static func runKinetype(_ arguments: [String]) throws -> (
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
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("kinetype-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
