import KinetypeCore
import Testing

@testable import KinetypeText

@Suite struct SmokeTests {
  @Test func layout_mixed() throws {
    let fonts = try FontCollection.bundled()
    let text = try Text(markup: "Hello ^[moonlight](emphasis: true) שלום مرحبا नमस्ते สวัสดี 日本語 ffi")
    let layout = try TextLayout(text.font(.system(size: 48)), fonts: fonts)
    print(layout.dump())
    #expect(layout.count == 1)
    let path = layout[0][0].font.glyphPath(layout[0][0].glyphs[0].id)
    print(path.elements.count, path.controlPointBounds)
  }
}
