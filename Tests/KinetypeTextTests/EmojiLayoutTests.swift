import Foundation
import KinetypeCore
import KinetypeText
import Testing

@Suite struct EmojiLayoutTests {
  let fonts: FontCollection

  init() throws {
    fonts = try FontCollection.bundled()
  }

  /// The runs of `text` with their families, in order.
  func families(_ text: String) throws -> [String] {
    FontFixtures.runs(try Text.Layout(Text(text), fonts: fonts)).map(\.font.familyName)
  }

  @Test func emoji_sequencesAreOneGlyphAndOneSlice() throws {
    // ZWJ with a skin tone, a family, a flag (regional indicators), a tag flag, a keycap.
    for sequence in ["👩🏽‍💻", "👨‍👩‍👧", "🏳️‍🌈", "🇯🇵", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "#️⃣", "👋🏽"] {
      let layout = try Text.Layout(Text(sequence).font(.system(size: 32)), fonts: fonts)
      let runs = FontFixtures.runs(layout)
      #expect(runs.count == 1, "\(sequence)")
      #expect(runs.first?.font.familyName == "Noto Color Emoji", "\(sequence)")
      #expect(runs.first?.glyphs.count == 1, "\(sequence)")
      #expect(runs.first?.count == 1, "\(sequence): one slice")
      #expect(runs.first?.glyphs.first.map { $0.id != .notdef } == true)
      #expect(layout.warnings.isEmpty)
    }
  }

  @Test func emojiPresentation_choosesTheColourFontOnlyWhenAsked() throws {
    // VS16 asks for emoji, VS15 for text; © and digits default to text, ⌚ to emoji.
    #expect(try families("❤️") == ["Noto Color Emoji"])
    #expect(try families("⌚") == ["Noto Color Emoji"])
    #expect(try families("©") == ["Inter"])
    #expect(try families("1") == ["Inter"])
    #expect(try families("#") == ["Inter"])
    // Text after an emoji goes back to the text font, even digits and spaces.
    #expect(try families("👋 2024") == ["Noto Color Emoji", "Inter"])
  }

  @Test func emoji_drawInColourThroughTheBundledFont() throws {
    let layout = try Text.Layout(Text("👋🏽").font(.system(size: 48)), fonts: fonts)
    let run = try #require(FontFixtures.runs(layout).first)
    let glyph = try #require(run.glyphs.first)
    guard case .bitmap(let bitmap) = run.font.glyphDrawing(glyph.id) else {
      Issue.record("the emoji is not a colour bitmap: \(run.font.glyphDrawing(glyph.id))")
      return
    }
    // The strike is scaled to the text size: about an em and a quarter wide at most.
    #expect(bitmap.bounds.width > 40 && bitmap.bounds.width < 64)
    #expect(run.font.glyphImageBounds(glyph.id) == bitmap.bounds)
  }

  /// Unicode's emoji-test.txt (from Debian's unicode-data): every fully-qualified emoji of
  /// Unicode 15.0 shapes to one glyph of the bundled Noto Color Emoji.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: EmojiLayoutTests.emojiTest),
      "unicode-data's emoji-test.txt is not installed"))
  func emoji_everyFullyQualifiedEmojiOfUnicode15IsOneGlyph() throws {
    let data = try String(contentsOfFile: EmojiLayoutTests.emojiTest, encoding: .utf8)
    var sequences: [String] = []
    for line in data.split(separator: "\n") where line.contains("; fully-qualified") {
      let codes = line.split(separator: ";")[0].split(separator: " ")
      let scalars = codes.compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
      sequences.append(String(String.UnicodeScalarView(scalars)))
    }
    #expect(sequences.count > 3600)
    var failures: [String] = []
    // Lay out in batches: one paragraph per 200 emoji, separated by spaces.
    for start in stride(from: 0, to: sequences.count, by: 200) {
      let batch = Array(sequences[start..<min(start + 200, sequences.count)])
      let layout = try Text.Layout(Text(batch.joined(separator: " ")), fonts: fonts)
      var offset = 0
      let runs = FontFixtures.runs(layout)
      for sequence in batch {
        let range = offset..<(offset + sequence.utf16.count)
        offset = range.upperBound + 1
        let glyphs = runs.flatMap { run in
          run.glyphs.filter { range.contains($0.cluster) }.map { (run.font.familyName, $0.id) }
        }
        if glyphs.count != 1 || glyphs[0].0 != "Noto Color Emoji" || glyphs[0].1 == .notdef {
          failures.append(sequence)
        }
      }
    }
    #expect(
      failures.isEmpty, "\(failures.count) emoji are not one colour glyph: \(failures.prefix(20))")
  }

  static let emojiTest = "/usr/share/unicode/emoji/emoji-test.txt"
}
