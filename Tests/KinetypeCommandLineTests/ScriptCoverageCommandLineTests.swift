import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// Issue 20 item 8 from the command line: `--language` picks each language's CJK forms, the
/// Traditional and Simplified hanzi the bundled fonts now keep draw with ink, and a character
/// they leave out is named in the warning.
@Suite struct ScriptCoverageCommandLineTests {
  /// The glyph ids `kinetype inspect` prints for the first run.
  static func glyphIDs(_ arguments: [String]) throws -> [String] {
    let result = try Fixtures.runKinetype(["inspect", "--hermetic"] + arguments)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    guard let run = lines.firstIndex(where: { $0.contains("run 0 ") }), run + 1 < lines.count
    else { return [] }
    // `[10127=0+48|1=1+10.75]`: glyph=cluster+advance.
    return lines[run + 1].trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
      .split(separator: "|").map { String($0.prefix { $0 != "=" }) }
  }

  @Test func language_selectsTheLanguagesFormsLikeTheMarkupAttribute() throws {
    for language in ["zh-Hans", "zh-Hant", "ko"] {
      // 骨 and 化 differ between Japanese and each of the three (hb-shape on the bundled font).
      let option = try Self.glyphIDs(["--language", language, "--text", "骨化"])
      let markup = try Self.glyphIDs(["--text", "^[骨化](language: \"\(language)\")"])
      #expect(!option.isEmpty)
      #expect(option == markup, "\(language)")
      #expect(option != (try Self.glyphIDs(["--text", "骨化"])), "\(language)")
    }
    // A span's own language wins over the option.
    #expect(
      try Self.glyphIDs(["--language", "ko", "--text", "^[骨化](language: \"ja\")"])
        == (try Self.glyphIDs(["--text", "骨化"])))
  }

  @Test func language_rejectsWhatIsNotALanguageTag() throws {
    let result = try Fixtures.runKinetype([
      "inspect", "--language", "zh Hant", "--text", "a",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr.contains(
        "--language expects a BCP 47 language tag such as zh-Hant, got 'zh Hant'"),
      "stderr: \(result.stderr)")
  }

  /// The pixels darker than mid-grey in `frame`.
  static func ink(_ frame: Pixmap) -> Int {
    var ink = 0
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame.color(atX: x, y: y).red < 0.5 { ink += 1 }
    }
    return ink
  }

  /// A render of `text` at 64 px: its frame and standard error.
  static func render(_ text: String, folder: URL) throws -> (frame: Pixmap, stderr: String) {
    let output = folder.appendingPathComponent("frame-\(UUID().uuidString).png").path
    let result = try Fixtures.runKinetype([
      "render", "--hermetic", "--text", text, "--size", "64", "--time", "2", "-o", output,
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    return (try Pixmap(contentsOfPNGFile: output), result.stderr)
  }

  /// 體 draws with as much ink as HarfBuzz's own `hb-view` draws it from the bundled CJK font
  /// (not the .notdef box it was), with no warning; 龘, left out, is named in the warning.
  @Test func render_drawsTraditionalHanziAndNamesWhatItCannot() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let view = try #require(ExternalTool.find("hb-view"), "hb-view (libharfbuzz-bin)")
    let font = try FontCollection.bundledFontsFolder() + "/NotoSansCJKjp-Subset.otf"
    let reference = folder.appendingPathComponent("hb-view.png").path
    let drawn = try ExternalTool.run(
      view, ["--font-size=64", "--output-format=png", "--output-file=\(reference)", font, "體"])
    try #require(drawn.status == 0, "\(drawn.output)")
    let expected = Self.ink(try Pixmap(contentsOfPNGFile: reference))
    let body = try Self.render("體", folder: folder)
    let ink = Self.ink(body.frame)
    #expect(abs(ink - expected) <= expected / 10, "體: \(ink) px of ink, hb-view \(expected)")
    #expect(!body.stderr.contains("warning"), "stderr: \(body.stderr)")
    let notdef = try Self.render("\u{F0000}", folder: folder)
    #expect(abs(Self.ink(notdef.frame) - expected) > expected / 10, "the .notdef box")
    let left = try Self.render("龘", folder: folder)
    #expect(left.stderr.contains("U+9F98 龘"), "stderr: \(left.stderr)")
  }
}
