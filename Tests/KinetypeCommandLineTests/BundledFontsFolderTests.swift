import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// Issue 20 item 7: which `Fonts/` folder the tool uses. An installed tool uses its own
/// `share/kinetype/Fonts`, a development build the package's `Fonts/`, `KINETYPE_FONTS` wins
/// over both, and a stray `Fonts/` in or above the working directory is never used.
///
/// The folders are told apart by their default family: each decoy holds DejaVu Sans under the
/// bundled file name `Inter-Variable.ttf` (and the other bundled files linked), so a render
/// drawn from it reports `DejaVu Sans` where the package's fonts report `Inter`.
@Suite struct BundledFontsFolderTests {
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// A folder like `Fonts/` whose `Inter-Variable.ttf` is DejaVu Sans.
  static func decoyFonts(at folder: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let real = try FontCollection.bundledFontsFolder()
    for name in FontCollection.bundledFileNames where name != "Inter-Variable.ttf" {
      try manager.createSymbolicLink(
        atPath: folder.appendingPathComponent(name).path, withDestinationPath: real + "/" + name)
    }
    try manager.copyItem(
      atPath: dejaVuSans, toPath: folder.appendingPathComponent("Inter-Variable.ttf").path)
  }

  /// The first run's family `kinetype inspect --text office` reports, run as `executable` in
  /// `folder` with `environment` added.
  static func family(
    executable: URL, in folder: URL, environment: [String: String] = [:]
  ) throws -> String {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["inspect", "--hermetic", "--text", "office"]
    process.currentDirectoryURL = folder
    var values = BootstrapFonts.environment
    values["KINETYPE_FONTS"] = nil
    values.merge(environment) { $1 }
    process.environment = values
    let output = folder.appendingPathComponent("stdout.txt")
    let errors = folder.appendingPathComponent("stderr.txt")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    let stdout = try String(contentsOf: output, encoding: .utf8)
    let stderr = try String(contentsOf: errors, encoding: .utf8)
    #expect(process.terminationStatus == 0, "stderr: \(stderr)")
    guard let line = stdout.split(separator: "\n").first(where: { $0.contains("run 0 \"") }),
      let open = line.firstIndex(of: "\"")
    else { return "no run in: \(stdout)\(stderr)" }
    // `run 0 "Inter 48 wght=400" …`: the family is the words before the size.
    let words = line[line.index(after: open)...].prefix { $0 != "\"" }.split(separator: " ")
    return words.prefix { Double($0) == nil }.joined(separator: " ")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVuSans)))
  func installedTool_usesItsOwnShareFolderNotTheSourceTree() throws {
    let prefix = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let bin = prefix.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let tool = bin.appendingPathComponent("kinetype")
    do {
      try FileManager.default.linkItem(at: Fixtures.executable, to: tool)
    } catch {
      try FileManager.default.copyItem(at: Fixtures.executable, to: tool)
    }
    try Self.decoyFonts(at: prefix.appendingPathComponent("share/kinetype/Fonts"))
    let family = try Self.family(executable: tool, in: prefix)
    #expect(family == "DejaVu Sans")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVuSans)))
  func developmentBuild_neverUsesAStrayFontsFolderInTheWorkingDirectory() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.decoyFonts(at: folder.appendingPathComponent("Fonts"))
    let inside = folder.appendingPathComponent("project/deeper")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
    let here = try Self.family(executable: Fixtures.executable, in: folder)
    let below = try Self.family(executable: Fixtures.executable, in: inside)
    #expect(here == "Inter")
    #expect(below == "Inter")
  }

  @Test(.enabled(if: FileManager.default.fileExists(atPath: dejaVuSans)))
  func environmentVariable_wins() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let decoy = folder.appendingPathComponent("chosen")
    try Self.decoyFonts(at: decoy)
    let family = try Self.family(
      executable: Fixtures.executable, in: folder, environment: ["KINETYPE_FONTS": decoy.path])
    #expect(family == "DejaVu Sans")
  }
}
