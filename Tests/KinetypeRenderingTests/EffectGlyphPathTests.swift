import Foundation
import KinetypeCore
import KinetypeFrames
import KinetypeMotion
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeText
import Testing

/// Glyphs an effect draws in its own colour or from another face (karaoke's highlight, range's
/// fill colour, scramble's letters, variable weight's instances) go through the same drawer as
/// a run's: colour glyphs keep their colours, a glyph larger than the canvas is rasterized only
/// where the canvas is and not cached whole.
@Suite struct EffectGlyphPathTests {
  /// `markup` laid out at `size` px within `limits`.
  static func layout(_ markup: String, size: Double, limits: Limits = Limits()) throws
    -> Text.Layout
  {
    try Text.Layout(
      Text(markup: markup, attributes: .kinetype).font(.system(size: size)),
      fonts: Fixtures.fonts, limits: limits)
  }

  /// `layout` drawn by `renderer` into a white `width`×`height` canvas at `origin`.
  static func draw(
    _ layout: Text.Layout, with renderer: some TextRenderer, width: Int, height: Int,
    origin: CGPoint, cache: GlyphCache = GlyphCache()
  ) throws -> Pixmap {
    var canvas = try Pixmap(width: width, height: height, background: .white)
    GraphicsContext.render(into: &canvas, glyphCache: cache) { context in
      context.translateBy(x: origin.x, y: origin.y)
      renderer.draw(layout: layout, in: &context)
    }
    return canvas
  }

  @Test func karaokeHighlight_keepsAnEmojisColours() throws {
    // A sung emoji in a grey highlight: a bitmap glyph shows its own colours, as any emoji
    // drawn in a coloured run does (the highlight tints outlines, not pictures).
    let layout = try Self.layout("^[😀🌈](emphasis: true)", size: 40)
    let grey = Color(white: 0.5)
    let sung = try Self.draw(
      layout, with: KaraokeEffect(elapsedTime: 10, highlight: grey), width: 140, height: 80,
      origin: CGPoint(x: 10, y: 10))
    let plain = try Self.draw(
      layout, with: KaraokeEffect(elapsedTime: 10), width: 140, height: 80,
      origin: CGPoint(x: 10, y: 10))
    #expect(Ink.colourfulPixels(plain) > 500, "the emoji are drawn in colour")
    #expect(Ink.colourfulPixels(sung) == Ink.colourfulPixels(plain))
  }

  @Test func rangeFillColour_keepsAnEmojisColours() throws {
    let layout = try Self.layout("^[😀](emphasis: true)", size: 40)
    // A square selection over the whole span: every unit at weight 1, filled grey.
    let range = RangeEffect(
      elapsedTime: 0, selector: RangeSelector(shape: .square), offsetFrom: 0, offsetTo: 0,
      opacity: 100, y: 0, fillColor: Color(white: 0.3))
    let frame = try Self.draw(
      layout, with: range, width: 80, height: 80, origin: CGPoint(x: 10, y: 10))
    #expect(Ink.colourfulPixels(frame) > 300)
  }

  @Test func karaokeHighlight_ofAGlyphLargerThanTheCanvasIsNotCachedWhole() throws {
    // A 3,600 px "H" (over 4 Mpx) sung on a 96×64 canvas over the edge of its stem: only that
    // part is rasterized, and nothing larger than the canvas is kept, as for a run drawn
    // without an effect (LargeGlyphDrawingTests).
    var limits = Limits()
    limits.fontSize = 3_600
    let layout = try Self.layout("^[H](emphasis: true)", size: 3_600, limits: limits)
    let cache = GlyphCache()
    let red = Color(red: 1, green: 0, blue: 0)
    let frame = try Self.draw(
      layout, with: KaraokeEffect(elapsedTime: 10, highlight: red), width: 96, height: 64,
      origin: CGPoint(x: -611.75, y: -1_967.5), cache: cache)
    var inked = 0
    for y in 0..<64 {
      for x in 0..<96 where frame.color(atX: x, y: y).green < 0.5 { inked += 1 }
    }
    #expect(inked > 0, "the window shows the stem's edge")
    #expect(cache.byteCount <= 96 * 64 * 4)
  }
}
