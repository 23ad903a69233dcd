import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// The font options of `kinetype render` and `inspect`: `--font`, `--font-family`,
/// `--hermetic`, and colour emoji from a fresh checkout.
@Suite struct FontCommandLineTests {
  static let fixtureFonts = PackageRoot.fixtureFonts

  static let hasDejaVu: Bool = {
    let installed = FontCollection(hermetic: false).installedFamilyNames
    return installed.contains("DejaVu Serif") && installed.contains("DejaVu Sans")
  }()

  /// Issue 8 item 7: `inspect --font PATH --text office` drew in Inter.
  @Test func font_setsTheTextFont() throws {
    let path = try FontCollection.bundledFontsFolder() + "/NotoSansCJKjp-Subset.otf"
    let result = try Fixtures.runKinetype(["inspect", "--font", path, "--text", "office"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("run 0 \"Noto Sans CJK JP 48\""), "\(result.stdout)")
    #expect(!result.stdout.contains("Inter"))
  }

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
  )
  func font_dejaVuSansFileSetsTheTextFont() throws {
    let result = try Fixtures.runKinetype([
      "inspect", "--font", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "--text", "office",
    ])
    #expect(result.stdout.contains("run 0 \"DejaVu Sans 48\""), "\(result.stdout)")
  }

  @Test func font_missingFileIsAUsageErrorNamingTheOption() throws {
    let result = try Fixtures.runKinetype([
      "inspect", "--font", "/nonexistent/X.ttf", "--text", "a",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--font"), "stderr: \(result.stderr)")
    #expect(result.stderr.contains("/nonexistent/X.ttf"))
  }

  @Test func font_undrawableGlyphsGiveAWarning() throws {
    let result = try Fixtures.runKinetype([
      "inspect", "--font", Self.fixtureFonts + "/SvgOnlyTest.ttf", "--text", "AAA",
    ])
    #expect(result.status == 0)
    #expect(result.stderr.contains("warning: font 'Svg Only Test'"), "stderr: \(result.stderr)")
    #expect(result.stderr.contains("cannot draw U+0041 A"))
  }

  @Test(.enabled(if: FontCommandLineTests.hasDejaVu, "fonts-dejavu is not installed"))
  func fontFamily_findsDejaVuSerif() throws {
    let result = try Fixtures.runKinetype([
      "inspect", "--font-family", "DejaVu Serif", "--text", "office **bold**",
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("\"DejaVu Serif 48\""), "\(result.stdout)")
    #expect(result.stdout.contains("\"DejaVu Serif Bold 48\""))
  }

  @Test func fontFamily_unknownIsAnErrorListingNearMatches() throws {
    let result = try Fixtures.runKinetype([
      "inspect", "--font-family", "Noto Sans Hebru", "--text", "a",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--font-family: unknown font family 'Noto Sans Hebru'"))
    #expect(result.stderr.contains("Noto Sans Hebrew"), "stderr: \(result.stderr)")
  }

  /// What fontconfig's own `fc-match` answers for `family` under the tests' configuration.
  static func fcMatch(_ family: String) throws -> String? {
    guard let tool = ExternalTool.find("fc-match") else { return nil }
    let result = try ExternalTool.run(tool, ["-f", "%{family[0]}", family])
    return result.status == 0 ? String(decoding: result.bytes, as: UTF8.self) : nil
  }

  /// Issue 20 item 9: `--font-family Helvetica` listed only the loaded families; it names the
  /// installed family fontconfig substitutes (DejaVu Sans where bootstrap's fonts are all).
  @Test(.enabled(if: FontCommandLineTests.hasDejaVu, "fonts-dejavu is not installed"))
  func fontFamily_unknownSuggestsFontconfigsInstalledSubstitute() throws {
    let substitute = try #require(try Self.fcMatch("Helvetica"), "fc-match (fontconfig) failed")
    #expect(substitute == "DejaVu Sans")
    let result = try Fixtures.runKinetype(["inspect", "--font-family", "Helvetica", "--text", "a"])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "--font-family: unknown font family 'Helvetica'; near matches: \(substitute) (fontconfig's substitute); loaded families: Inter"
      ), "stderr: \(result.stderr)")
    let hermetic = try Fixtures.runKinetype([
      "inspect", "--hermetic", "--font-family", "Helvetica", "--text", "a",
    ])
    #expect(!hermetic.stderr.contains("fontconfig"), "stderr: \(hermetic.stderr)")
  }

  /// Issue 20 item 0: a `kinetype` a test starts sees the fonts bootstrap installs and no
  /// others, so its output does not depend on the machine (fontconfig's `fc-list` under the
  /// same environment lists DejaVu only).
  @Test func testedTool_seesOnlyTheFontsBootstrapInstalls() throws {
    let tool = try #require(ExternalTool.find("fc-list"), "fc-list (fontconfig) is not installed")
    let result = try ExternalTool.run(tool, ["--format", "%{file}\n"])
    let files = result.output.split(separator: "\n").map(String.init)
    #expect(!files.isEmpty)
    #expect(
      files.allSatisfy { $0.hasPrefix("/usr/share/fonts/truetype/dejavu/") }, "\(files)")
  }

  @Test func hermetic_neverFindsInstalledFonts() throws {
    let result = try Fixtures.runKinetype([
      "inspect", "--hermetic", "--font-family", "DejaVu Serif", "--text", "a",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("hermetic"), "stderr: \(result.stderr)")
    let tifinagh = try Fixtures.runKinetype(["inspect", "--hermetic", "--text", "ⵜⴰⵎⴰⵣⵉⵖⵜ"])
    #expect(tifinagh.stderr.contains("no bundled font covers"), "stderr: \(tifinagh.stderr)")
  }

  @Test(.enabled(if: FontCommandLineTests.hasDejaVu, "fonts-dejavu is not installed"))
  func installedFonts_fillInCharactersNoBundledFontCovers() throws {
    let result = try Fixtures.runKinetype(["inspect", "--text", "ⵜⴰⵎⴰⵣⵉⵖⵜ"])
    #expect(result.status == 0)
    #expect(!result.stderr.contains("drawn as .notdef"), "stderr: \(result.stderr)")
  }

  /// Issue 11: colour emoji on a fresh checkout, each ZWJ sequence one glyph and one slice.
  @Test func render_drawsColourEmoji() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, text) in ["Hi 👋🏽 👨‍👩‍👧", "Team 👩🏽‍💻 🏳️‍🌈"].enumerated() {
      let output = folder.appendingPathComponent("emoji\(index).png").path
      let result = try Fixtures.runKinetype(["render", "--text", text, "--time", "2", "-o", output])
      #expect(result.status == 0, "stderr: \(result.stderr)")
      // Nothing but the summary line: no warning about a missing glyph.
      #expect(
        result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("wrote ") },
        "stderr: \(result.stderr)")
      let frame = try Pixmap(contentsOfPNGFile: output)
      #expect(Ink.colourfulPixels(frame) > 800)
    }
    let inspect = try Fixtures.runKinetype(["inspect", "--text", "Hi 👋🏽 👨‍👩‍👧"])
    let slices = inspect.stdout.split(separator: "\n").filter { $0.contains("slice") }
    #expect(slices.contains { $0.contains("\"👨‍👩‍👧\"") && $0.contains("glyphs=[") })
    #expect(slices.contains { $0.contains("\"👋🏽\"") })
    #expect(slices.count == 6)  // H, i, space, 👋🏽, space, 👨‍👩‍👧
  }
}
