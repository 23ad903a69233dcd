import KinetypeCaptions
import Testing

/// Words in scripts written without spaces come from ICU's word breaks; emoji stay whole.
@Suite struct WordBreakTests {
  private func words(_ text: String) throws -> [CaptionWord] {
    try CaptionReader.read("1\n00:00:00,000 --> 00:00:02,000\n\(text)\n", file: "w.srt").track.words
  }

  @Test func japanese_isCutIntoICUWords() throws {
    let words = try words("日本語の字幕です。")
    #expect(words.count > 1)
    #expect(words.map(\.text).joined() == "日本語の字幕です。")
    #expect(words.dropFirst().allSatisfy { !$0.spaceBefore })
    #expect(words.last?.text.hasSuffix("。") == true)  // punctuation stays with its word
  }

  @Test func thai_isCutIntoICUWords() throws {
    let words = try words("สวัสดีครับ")
    #expect(words.map(\.text) == ["สวัสดี", "ครับ"])
  }

  @Test func emojiSequence_staysOneWord() throws {
    let words = try words("Hi 👩‍👩‍👧 there 🇯🇵")
    #expect(words.map(\.text) == ["Hi", "👩‍👩‍👧", "there", "🇯🇵"])
  }

  @Test func arabic_keepsSpaceSeparatedWords() throws {
    let words = try words("مرحبا بالعالم")
    #expect(words.map(\.text) == ["مرحبا", "بالعالم"])
  }
}
