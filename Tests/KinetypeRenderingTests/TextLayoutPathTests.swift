import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeText
import Testing

/// A layout's glyph outlines as one path (`Text.Layout.path` and its lines', runs' and
/// slices'): filling it draws what drawing the text draws, in every script.
@Suite struct TextLayoutPathTests {
  static let lines = [
    ("Latin", "Outline"),
    ("Arabic", "مرحبا بالعالم"),
    ("Devanagari", "नमस्ते दुनिया"),
  ]

  static func layout(_ string: String) throws -> Text.Layout {
    try Text.Layout(Text(verbatim: string).font(.system(size: 40)), fonts: Fixtures.fonts)
  }

  static func canvas(_ body: (inout GraphicsContext) -> Void) throws -> Pixmap {
    var canvas = try Pixmap(width: 360, height: 80, background: .white)
    GraphicsContext.render(into: &canvas, glyphCache: GlyphCache()) { context in
      context.translateBy(x: 10, y: 10)
      body(&context)
    }
    return canvas
  }

  @Test(arguments: lines)
  func filledPath_drawsWhatTheTextDraws(_ script: String, _ string: String) throws {
    let layout = try Self.layout(string)
    let drawn = try Self.canvas { $0.draw(layout) }
    let filled = try Self.canvas { $0.fill(layout.path, with: .color(.black)) }
    let ink = Ink.total(drawn)

    #expect(ink > 300, "\(script): the text is drawn")
    // The same coverage up to the glyph cache's subpixel placement.
    #expect(abs(Ink.total(filled) - ink) < ink * 0.005, "\(script)")
    #expect(Ink.maximumDifference(drawn, filled) <= 96, "\(script)")
  }

  @Test(arguments: lines)
  func pathsOfParts_addUpToTheLines(_ script: String, _ string: String) throws {
    let layout = try Self.layout(string)
    let line = try #require(layout.first)
    var runs = Path()
    for run in line.runsInReadingOrder { runs.addPath(run.path) }
    var slices = Path()
    for slice in layout.slicesInReadingOrder { slices.addPath(slice.path) }
    #expect(!line.path.isEmpty, "\(script)")
    #expect(runs == line.path, "\(script)")
    #expect(slices == line.path, "\(script): slices in reading order cover every glyph once")
    #expect(layout.path == line.path, "\(script): one line")
  }

  @Test func slicePath_isTheGlyphOutlineMovedToItsPosition() throws {
    let layout = try Self.layout("AV")
    let run = try #require(layout.first?.first)
    let second = try #require(run.glyphs.last)
    let slice = run[run.glyphs.count - 1..<run.glyphs.count]
    let outline = run.font.glyphPath(second.id)
    #expect(
      slice.path
        == outline.applying(
          CGAffineTransform(translationX: second.position.x, y: second.position.y)))
    // The glyph sits on the baseline: its outline's box is the slice's ink box.
    #expect(abs(slice.path.controlPointBounds.minY - slice.imageBounds.minY) < 0.01)
  }
}
