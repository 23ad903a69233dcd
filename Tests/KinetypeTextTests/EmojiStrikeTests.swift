import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

/// Issue 20 item 8: colour emoji at title sizes. Debian's Noto Color Emoji (the bundled font's
/// source) has one bitmap strike of 109 pixels per em and no COLR v1 outlines; the bundled font
/// keeps that strike whole, so a 400 px emoji is enlarged 3.7 times, not 6.25 times as from the
/// 64 ppem strike it had.
@Suite struct EmojiStrikeTests {
  /// The pixels per em of the strike a bitmap glyph is drawn from at `size`.
  static func strike(_ text: String, size: Double) throws -> Double {
    let layout = try Text.Layout(
      Text(text).font(.system(size: size)), fonts: try FontCollection.bundled())
    let run = try #require(layout.flatMap { $0 }.first)
    #expect(run.font.familyName == "Noto Color Emoji")
    let glyph = try #require(run.glyphs.first)
    guard case .bitmap(let bitmap) = run.font.glyphDrawing(glyph.id) else {
      Issue.record("\(text) is not a bitmap glyph")
      return 0
    }
    return size / bitmap.scale
  }

  @Test func titleSizeEmoji_useTheSourcesFullStrike() throws {
    for emoji in ["😀", "👩🏽‍💻", "🇯🇵"] {
      #expect(try Self.strike(emoji, size: 400) >= 109, "\(emoji)")
      // Small text is drawn from the same strike, shrunk by area averaging.
      #expect(try Self.strike(emoji, size: 24) >= 109, "\(emoji)")
    }
  }
}
