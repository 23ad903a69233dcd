// Hand-written checks of the Unicode layer's own decisions (offsets, fallbacks, run
// resolution); the algorithms themselves are checked against Unicode's data in the other
// files of this folder.
import Testing

@testable import KinetypeText

@Suite struct UnicodeAlgorithmsTests {
  @Test func lineBreak_opportunitiesAfterSpacesAndNewline() {
    let text = "ab cd\nef".utf16Array
    let breaks = LineBreaks.opportunities(in: text)
    #expect(breaks.map(\.offset) == [3, 6, 8])
    #expect(breaks.map(\.isMandatory) == [false, true, false])
  }

  @Test func lineBreak_thaiBreaksBetweenWordsByDictionary() {
    // "ภาษาไทยง่าย" = ภาษา | ไทย | ง่าย
    let text = "ภาษาไทยง่าย".utf16Array
    #expect(LineBreaks.opportunities(in: text).map(\.offset) == [4, 7, 11])
  }

  @Test func lineBreak_localeTailorsSmallKana() {
    // "あぁい": root treats small kana (class CJ) as non-starters (strict); Japanese defaults to
    // normal line breaking, which allows a break before them.
    let text = "あぁい".utf16Array
    #expect(LineBreaks.opportunities(in: text).map(\.offset) == [2, 3])
    #expect(LineBreaks.opportunities(in: text, locale: "ja").map(\.offset) == [1, 2, 3])
    #expect(LineBreaks.opportunities(in: text, locale: "ja@lb=strict").map(\.offset) == [2, 3])
  }

  @Test func lineBreak_emptyTextHasNone() {
    #expect(LineBreaks.opportunities(in: []).isEmpty)
  }

  @Test func grapheme_emojiAndCombiningMarksAreOneCluster() {
    // e + combining acute, family emoji (ZWJ sequence, 8 units), flag (4 units)
    let text = "e\u{301}👨‍👩‍👧🇫🇷x".utf16Array
    #expect(GraphemeClusters.boundaries(in: text) == [0, 2, 10, 14, 15])
    #expect(GraphemeClusters.boundaries(in: []) == [0])
  }

  @Test func word_segmentsMarkWordsAndSpaces() {
    let segments = WordBoundaries.segments(in: "Hi, you".utf16Array)
    #expect(segments.map(\.range) == [0..<2, 2..<3, 3..<4, 4..<7])
    #expect(segments.map(\.isWord) == [true, false, false, true])
    #expect(WordBoundaries.boundaries(in: "Hi, you".utf16Array) == [0, 2, 3, 4, 7])
  }

  @Test func bidi_mixedLineRunsInVisualOrder() throws {
    // "abc אבג def": RTL run in the middle of an LTR paragraph.
    let text = "abc \u{5D0}\u{5D1}\u{5D2} def".utf16Array
    let paragraph = try BidiParagraph(utf16: text, baseDirection: .automatic)
    #expect(paragraph.baseLevel == 0)
    #expect(paragraph.levels == [0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0])
    let runs = paragraph.visualRuns(in: 0..<text.count)
    #expect(runs.map(\.range) == [0..<4, 4..<7, 7..<11])
    #expect(runs.map(\.level) == [0, 1, 0])
  }

  @Test func bidi_lineTrailingSpaceGoesToParagraphLevel() throws {
    // RTL paragraph "אב 12 גד": a line ending after "12 " keeps its trailing space at level 1
    // (L1), while within the paragraph the space between numbers and letters is also 1.
    let text = "\u{5D0}\u{5D1} abc \u{5D2}\u{5D3}".utf16Array
    let paragraph = try BidiParagraph(utf16: text, baseDirection: .rightToLeft)
    #expect(paragraph.baseLevel == 1)
    #expect(paragraph.levels[6] == 1)
    let line = paragraph.visualRuns(in: 3..<7)
    #expect(line.map(\.range) == [6..<7, 3..<6])
    #expect(line.map(\.level) == [1, 2])
    #expect(paragraph.lineLevels(in: 3..<7) == [2, 2, 2, 1])
  }

  @Test func bidi_visualOrderReordersLevels() {
    #expect(BidiParagraph.visualOrder(levels: [0, 1, 1, 0]) == [0, 2, 1, 3])
    #expect(BidiParagraph.visualOrder(levels: [1, 1, 2, 2, 1]) == [4, 2, 3, 1, 0])
    #expect(BidiParagraph.visualOrder(levels: [200, 0]) == [0, 1])
  }

  @Test func script_neutralsJoinNeighboursAndBracketsMatch() {
    let text = "abc (\u{5D0}\u{5D1}) def".utf16Array
    let runs = ScriptItemizer.runs(in: text)
    #expect(runs.map(\.range) == [0..<5, 5..<7, 7..<12])
    #expect(runs.map(\.script.tag) == ["Latn", "Hebr", "Latn"])
  }

  @Test func script_leadingCommonTakesFollowingScript() {
    let runs = ScriptItemizer.runs(in: "123 \u{627}\u{628}".utf16Array)
    #expect(runs.map(\.script) == [.arabic])
    #expect(ScriptItemizer.runs(in: "1 2".utf16Array).map(\.script) == [.common])
    #expect(ScriptItemizer.runs(in: []).isEmpty)
  }

  @Test func script_extensionsKeepDandaAndProlongedMarkInRun() {
    // Devanagari word + danda (Common, scx Deva…) + Latin
    let deva = ScriptItemizer.runs(in: "\u{915}\u{964} a".utf16Array)
    #expect(deva.map(\.script.tag) == ["Deva", "Latn"])
    #expect(deva.map(\.range) == [0..<3, 3..<4])
    // Katakana + prolonged sound mark (Common, scx Hira Kana)
    let kana = ScriptItemizer.runs(in: "\u{30FC}\u{30AB}\u{30FC}".utf16Array)
    #expect(kana.map(\.script.tag) == ["Kana"])
  }

  @Test func script_harfBuzzTagIsISO15924() {
    let runs = ScriptItemizer.runs(in: "\u{E01}".utf16Array)
    #expect(runs.first?.script.harfBuzzTag == "Thai")
  }

  @Test func bidi_paragraphSeparatorsSplitParagraphs() throws {
    // "אב\u2029ab": two paragraphs, each with its own direction when automatic.
    let text: [UInt16] = [0x5D0, 0x5D1, 0x2029, 0x61, 0x62]
    let paragraph = try BidiParagraph(utf16: text, baseDirection: .automatic)
    #expect(paragraph.baseLevel == 1)
    #expect(paragraph.levels == [1, 1, 1, 0, 0])
    let runs = paragraph.visualRuns(in: 0..<5)
    #expect(runs.map(\.range) == [0..<3, 3..<5])
    #expect(runs.map(\.level) == [1, 0])
  }

  @Test func bidi_emptyTextAndOutOfRangeLinesAreSafe() throws {
    let empty = try BidiParagraph(utf16: [], baseDirection: .rightToLeft)
    #expect(empty.levels.isEmpty)
    #expect(empty.baseLevel == 1)
    #expect(empty.visualRuns(in: 0..<10).isEmpty)
    let text = try BidiParagraph(utf16: "abc".utf16Array, baseDirection: .automatic)
    #expect(text.visualRuns(in: -5..<99).map(\.range) == [0..<3])
    #expect(text.visualRuns(in: 7..<9).isEmpty)
  }

  @Test func unicode_loneSurrogatesDoNotBreakAnything() throws {
    // A lone high surrogate, a lone low one, then a valid pair (U+1F600) and Hebrew.
    let text: [UInt16] = [0x61, 0xD800, 0x62, 0xDC00, 0xD83D, 0xDE00, 0x5D0]
    #expect(GraphemeClusters.boundaries(in: text).last == text.count)
    #expect(LineBreaks.opportunities(in: text).last?.offset == text.count)
    #expect(WordBoundaries.boundaries(in: text).last == text.count)
    let runs = ScriptItemizer.runs(in: text)
    #expect(runs.map(\.range) == [0..<6, 6..<7])
    #expect(runs.map(\.script) == [.latin, .hebrew])
    let paragraph = try BidiParagraph(utf16: text, baseDirection: .automatic)
    #expect(paragraph.levels.count == text.count)
    let covered = paragraph.visualRuns(in: 0..<text.count).map(\.range.count).reduce(0, +)
    #expect(covered == text.count)
  }

  @Test func script_nestedBracketsAndCJK() {
    // 日本語「カタカナ」です: Han, then the corner bracket (Common, scx Bopo Hang Hani Hira Kana
    // Yiii) stays with Han, Katakana, closing bracket matches its opener's run (Han), Hiragana.
    let text = "日本語「カタカナ」です".utf16Array
    let runs = ScriptItemizer.runs(in: text)
    #expect(runs.map(\.script.tag) == ["Hani", "Kana", "Hani", "Hira"])
    #expect(runs.map(\.range) == [0..<4, 4..<8, 8..<9, 9..<11])
  }

  @Test func script_runsCoverTextWithoutGaps() {
    let text = "Hello, עולם! مرحبا 123 (नमस्ते) ไทย 🙂".utf16Array
    let runs = ScriptItemizer.runs(in: text)
    #expect(runs.first?.range.lowerBound == 0)
    #expect(runs.last?.range.upperBound == text.count)
    for (run, next) in zip(runs, runs.dropFirst()) {
      #expect(run.range.upperBound == next.range.lowerBound)
      #expect(run.script != next.script)
    }
    // ")" returns to the Arabic run its "(" is in; the emoji (Common) joins Thai.
    #expect(runs.map(\.script.tag) == ["Latn", "Hebr", "Arab", "Deva", "Arab", "Thai"])
  }
}
