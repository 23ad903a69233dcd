import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// `kinetype previews`, run as a user runs it: its errors, its list of the repository's own
/// previews (the corpus, compiled into this test binary), and its refusal to overwrite.
@Suite struct PreviewsCommandTests {
  /// The repository's root: the package whose test binary holds the corpus's previews.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  @Test func aFolderWithoutPackageSwiftIsAUsageError() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try KinetypeProcess.run(["previews", folder.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("is not a Swift package (it has no Package.swift)"))
  }

  @Test func aPackageWithoutPreviewsIsAUsageError() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "// swift-tools-version: 6.0\n".write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let sources = folder.appendingPathComponent("Sources/A")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    // A mention in a comment is not a preview.
    try "// #Preview is not here\nlet a = 1\n".write(
      to: sources.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    let result = try KinetypeProcess.run(["previews", folder.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains("no previews in \(folder.path)"))
  }

  @Test func listsTheCorpusPreviewsWithTheirLines() throws {
    let result = try KinetypeProcess.run(["previews", Self.root, "--skip-build", "--list"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count >= 30)
    // A named preview, an unnamed one (by its line) and a provider.
    #expect(lines.contains("TextWaveRenderer-Wave\tTextWaveRenderer.swift:43"))
    #expect(lines.contains("TextTypingEffect-L21\tTextTypingEffect.swift:21"))
    #expect(lines.contains("WiggleBell_Previews\tWiggleBell_Previews.swift"))
  }

  @Test func rendersAPreviewAndKeepsItWithoutForce() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = [
      "previews", Self.root, "--skip-build", "--filter", "LayoutZStackBadge", "-o", folder.path,
    ]
    let first = try KinetypeProcess.run(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    let png = folder.appendingPathComponent("LayoutZStackBadge-L20.png")
    let bytes = try Data(contentsOf: png)
    // The ideal size (`.sizeThatFitsLayout`) at iPhone 16 Pro's scale, 3: 104 × 104 points.
    #expect(first.stdout.contains("312×312"))
    try Data("kept".utf8).write(to: png)
    let second = try KinetypeProcess.run(arguments)
    #expect(second.status == 2)
    #expect(second.stderr.contains("use --force"))
    #expect(try Data(contentsOf: png) == Data("kept".utf8))
    let forced = try KinetypeProcess.run(arguments + ["--force"])
    #expect(forced.status == 0)
    #expect(try Data(contentsOf: png) == bytes)
  }

  @Test func colorScheme_darkShowsThePreviewOnABlackScreen() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = [
      "previews", Self.root, "--skip-build", "--filter", "ScreenSettingsControls", "-o",
      folder.path, "--duration", "0", "--scale", "1",
    ]
    let dark = try KinetypeProcess.run(arguments + ["--color-scheme", "dark"])
    #expect(dark.status == 0, "\(dark.stderr)")
    let path = folder.appendingPathComponent("ScreenSettingsControls-Settings.png").path
    let darkPixmap = try Pixmap(contentsOfPNGFile: path)
    // systemGroupedBackground: black in the dark appearance, #F2F2F7 in the light.
    let corner = darkPixmap.color(atX: 2, y: darkPixmap.height - 2)
    #expect([corner.red, corner.green, corner.blue] == [0, 0, 0])
    let light = try KinetypeProcess.run(arguments + ["--color-scheme", "light", "--force"])
    #expect(light.status == 0, "\(light.stderr)")
    let lightCorner = try Pixmap(contentsOfPNGFile: path).color(
      atX: 2, y: darkPixmap.height - 2)
    #expect(
      [lightCorner.red, lightCorner.green, lightCorner.blue].map { Int(($0 * 255).rounded()) }
        == [242, 242, 247])
  }

  @Test func colorScheme_otherWordsAreAUsageError() throws {
    let result = try KinetypeProcess.run([
      "previews", Self.root, "--skip-build", "--list", "--color-scheme", "dim",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--color-scheme expects light or dark, got 'dim'"))
  }
}
