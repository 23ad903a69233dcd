import KinetypeCore
import KinetypeTesting
import Testing

@testable import KinetypeText

/// Layout dumps (one header line per layout line, then runs with glyph=cluster+advance)
/// compared with text goldens in Goldens/Text/.
@Suite struct LayoutGoldenTests {
  let fonts: FontCollection

  init() throws {
    fonts = try FontCollection.bundled()
  }

  @Test func golden_mixedDirectionParagraph() throws {
    let text = Text(
      "Kinetype says שלום לכם (123) to Tel Aviv, and مرحبا بكم 2024 to Cairo: 3.5% more."
    ).font(.system(size: 20))
    let layout = try Text.Layout(text, fonts: fonts, width: 320)
    assertTextGolden(layout.dump(), named: "mixed-direction", suite: "Text")
  }

  @Test func golden_justifiedParagraph() throws {
    let text = Text(
      "Typography is the craft of endowing human language with a durable visual form. It was born of the hand and the pen."
    ).font(.system(size: 18))
    let layout = try Text.Layout(
      text, fonts: fonts, width: 300, options: LayoutOptions(alignment: .justified))
    assertTextGolden(layout.dump(), named: "justified", suite: "Text")
  }

  @Test func golden_truncatedThreeLines() throws {
    let text = Text(
      "The quick brown fox jumps over the lazy dog while the moon rises slowly above the quiet hills and the river keeps running."
    ).font(.system(size: 18))
    let layout = try Text.Layout(
      text, fonts: fonts, width: 220, options: LayoutOptions(lineLimit: 3, truncationMode: .tail))
    assertTextGolden(layout.dump(), named: "truncated-three-lines", suite: "Text")
  }

  @Test func golden_emojiZWJWithSkinTone() throws {
    // 🧑🏽‍💻 technologist, medium skin tone: one grapheme cluster no bundled font covers.
    let text = Text("Hi \u{1F9D1}\u{1F3FD}\u{200D}\u{1F4BB}!").font(.system(size: 32))
    let layout = try Text.Layout(text, fonts: fonts)
    assertTextGolden(layout.dump(), named: "emoji-zwj-skin-tone", suite: "Text")
  }

  @Test func golden_thaiParagraph() throws {
    let text = Text("ภาษาไทยเป็นภาษาที่ไม่มีการเว้นวรรคระหว่างคำ การตัดบรรทัดจึงต้องใช้พจนานุกรม")
      .font(.system(size: 20)).language("th")
    let layout = try Text.Layout(text, fonts: fonts, width: 240)
    assertTextGolden(layout.dump(), named: "thai", suite: "Text")
  }
}
