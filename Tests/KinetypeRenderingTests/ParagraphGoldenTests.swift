import KinetypeCore
import KinetypeFrames
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeTesting
import KinetypeText
import Testing

/// Image goldens of the paragraphs whose layout dumps are in Goldens/Text/ (same inputs).
@Suite struct ParagraphGoldenTests {
  static let mixedDirection =
    "Kinetype says שלום לכם (123) to Tel Aviv, and مرحبا بكم 2024 to Cairo: 3.5% more."

  static func render(
    _ layout: Text.Layout, renderer: some TextRenderer & Sendable = PlainTextRenderer()
  )
    throws -> Pixmap
  {
    try AnimatedText(layout: layout, padding: EdgeInsets(all: 16)) { _ in renderer }.frame(at: 0)
  }

  @Test func paragraph_mixedDirection() throws {
    let layout = try Text.Layout(
      Text(Self.mixedDirection).font(.system(size: 20)), fonts: Fixtures.fonts, width: 320)
    assertGolden(try Self.render(layout), named: "mixed-direction", suite: "Paragraphs")
    // The picture in docs/layout.md: the same paragraph with its runs outlined.
    let outlined = try Self.render(layout, renderer: LayoutDebugRenderer())
    assertGolden(outlined, named: "layout-runs", suite: "Docs")
  }

  @Test func paragraph_justified() throws {
    let text = Text(
      "Typography is the craft of endowing human language with a durable visual form. It was born of the hand and the pen."
    ).font(.system(size: 18))
    let layout = try Text.Layout(
      text, fonts: Fixtures.fonts, width: 300, options: LayoutOptions(alignment: .justified))
    assertGolden(try Self.render(layout), named: "justified", suite: "Paragraphs")
  }

  @Test func paragraph_truncatedThreeLines() throws {
    let text = Text(
      "The quick brown fox jumps over the lazy dog while the moon rises slowly above the quiet hills and the river keeps running."
    ).font(.system(size: 18))
    let layout = try Text.Layout(
      text, fonts: Fixtures.fonts, width: 220,
      options: LayoutOptions(lineLimit: 3, truncationMode: .tail))
    #expect(layout.isTruncated)
    assertGolden(try Self.render(layout), named: "truncated-three-lines", suite: "Paragraphs")
  }
}
