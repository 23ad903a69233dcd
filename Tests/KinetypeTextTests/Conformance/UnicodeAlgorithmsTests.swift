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
}
