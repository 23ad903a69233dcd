import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

/// Issue 20 item 8: the scripts and languages the bundled fonts cover (Fonts/README.md lists
/// them). Each sample lays out with the bundled fonts alone (hermetic): every glyph drawn, none
/// `.notdef`, in the script's own font, with no warning; its glyphs match `hb-shape` on the
/// same file (ShapingParityTests' corpus holds the same samples).
@Suite struct BundledScriptTests {
  struct Sample: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var language: String
    var family: String
    var testDescription: String { name }
  }

  static let samples: [Sample] = [
    Sample(
      name: "tamil", text: "தமிழ் மொழி க்ஷ ஸ்ரீ கௌ", language: "ta", family: "Noto Sans Tamil"),
    Sample(
      name: "sinhala", text: "සිංහල භාෂාව ශ්‍රී ලංකා ක්‍ෂ", language: "si",
      family: "Noto Sans Sinhala"),
    Sample(
      name: "georgian", text: "ქართული ენა ᲥᲐᲠᲗᲣᲚᲘ", language: "ka", family: "Noto Sans Georgian"),
    Sample(
      name: "armenian", text: "Հայերեն լեզու ﬓ և", language: "hy", family: "Noto Sans Armenian"),
    Sample(
      name: "ethiopic", text: "ኢትዮጵያ አማርኛ ቋንቋ ፩፪", language: "am", family: "Noto Sans Ethiopic"),
  ]

  static func letters(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.properties.isAlphabetic }
  }

  @Test(arguments: samples)
  func script_drawsInItsBundledFontWithoutNotdef(_ sample: Sample) throws {
    let layout = try Text.Layout(
      Text(sample.text).font(.system(size: 32)).language(sample.language),
      fonts: try FontCollection.bundled())
    #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    let utf16 = Array(sample.text.utf16)
    var glyphCount = 0
    for run in layout.flatMap({ $0 }) {
      let runText = String(decoding: utf16[run.characterRange], as: UTF16.self)
      #expect(run.glyphs.allSatisfy { $0.id != .notdef }, "\(run.font) \"\(runText)\"")
      if Self.letters(runText) {
        #expect(run.font.familyName == sample.family, "\"\(runText)\" in \(run.font)")
      }
      if Self.letters(runText) {
        #expect(run.glyphs.contains { run.font.glyphHasInk($0.id) }, "\(run.font)")
      }
      glyphCount += run.glyphs.count
    }
    #expect(glyphCount > 0)
  }

  /// Characters whose Chinese, Japanese and Korean forms differ (骨 直 角 写 今 化 次 誤).
  static let localizedText = "骨直角写今化次誤"

  /// The glyph ids a layout gives `text` in `language`, with the font file it used.
  static func glyphs(_ text: String, language: String?) throws -> (ids: [UInt32], path: String) {
    var styled = Text(text).font(.system(size: 40))
    if let language { styled = styled.language(language) }
    let layout = try Text.Layout(styled, fonts: try FontCollection.bundled())
    let runs = layout.flatMap { $0 }
    #expect(runs.count == 1)
    let run = try #require(runs.first)
    #expect(run.font.familyName == "Noto Sans CJK JP")
    return (run.glyphs.map(\.id.rawValue), run.font.cacheKey.path)
  }

  /// `locl`: the bundled CJK font gives each language its own forms, the glyphs `hb-shape
  /// --language=…` gives on the same file; text without a language keeps the Japanese forms.
  @Test func cjk_localizedFormsFollowTheLanguageAsHBShapeGivesThem() throws {
    try #require(HBShape.isAvailable, "hb-shape (libharfbuzz-bin) is not installed")
    var seen: [String: [UInt32]] = [:]
    for language in ["zh-Hans", "zh-Hant", "ja", "ko"] {
      let (ids, path) = try Self.glyphs(Self.localizedText, language: language)
      let expected = try HBShape.shape(
        fontPath: path, text: Self.localizedText, fontSize: 40 * 64, direction: "ltr",
        script: "Hani", language: language, features: [], variations: [], bot: true, eot: true)
      #expect(ids == expected.map(\.g), "\(language)")
      #expect(!ids.contains(0), "\(language)")
      seen[language] = ids
    }
    // Four languages, four sets of forms.
    #expect(Set(seen.values).count == 4, "\(seen)")
    #expect(try Self.glyphs(Self.localizedText, language: nil).ids == seen["ja"])
  }

  /// Simplified and Traditional hanzi, Jōyō kanji and Hangul the old Japanese-only subset left
  /// out (體 臺 灣 們 這 說, 𠮟 and 叱 of the Jōyō list) draw with ink.
  @Test func cjk_traditionalSimplifiedAndJoyoCharactersDraw() throws {
    let fonts = try FontCollection.bundled()
    let text = "體臺灣們這說叱𠮟龜鬱한글똠"
    let layout = try Text.Layout(Text(text).font(.system(size: 40)), fonts: fonts)
    #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    for run in layout.flatMap({ $0 }) {
      #expect(run.font.familyName == "Noto Sans CJK JP")
      for glyph in run.glyphs {
        #expect(glyph.id != .notdef)
        #expect(run.font.glyphHasInk(glyph.id))
      }
    }
  }

  /// 龘 (U+9F98) is not among the characters the bundled CJK subset keeps: the layout warns,
  /// naming the character itself, and says where the rest of Han comes from.
  @Test func cjk_aCharacterLeftOutIsNamedInTheWarning() throws {
    let layout = try Text.Layout(Text("一龘二"), fonts: try FontCollection.bundled())
    let warning = try #require(layout.warnings.first { $0.kind == .uncoveredCharacters })
    #expect(warning.message.contains("U+9F98 龘"), "\(warning.message)")
    #expect(!warning.message.contains("U+4E00"), "\(warning.message)")
    #expect(warning.message.contains("Fonts/README.md"), "\(warning.message)")
  }

  /// Fonts/NotoSansCJKjp-Subset.han.txt, the documented list of Han characters, is exactly what
  /// the font's character map covers among the CJK Unified Ideographs and their extensions.
  @Test func cjk_documentedHanListIsWhatTheFontCovers() throws {
    let folder = try FontCollection.bundledFontsFolder()
    let list = try String(
      contentsOfFile: folder + "/NotoSansCJKjp-Subset.han.txt", encoding: .utf8)
    let listed = Set(
      list.split(separator: "\n").filter { !$0.hasPrefix("#") }.flatMap(\.unicodeScalars)
        .map(\.value))
    #expect(listed.count > 7000)
    #expect(listed.contains(0x9AD4) && !listed.contains(0x9F98))
    let face = try FontCollection.bundled().face(for: .custom("Noto Sans CJK JP", size: 20))
    var covered = Set<UInt32>()
    for range in [0x3400...0x9FFF, 0x20000...0x3FFFF] {
      for value in range where Unicode.Scalar(UInt32(value)).map(face.covers) == true {
        covered.insert(UInt32(value))
      }
    }
    #expect(covered == listed, "\(covered.symmetricDifference(listed).sorted().prefix(20))")
  }
}
