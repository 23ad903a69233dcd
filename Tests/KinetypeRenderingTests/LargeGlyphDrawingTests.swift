import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeText
import Testing

/// Glyphs far larger than the canvas: only what lands on it is rasterized (docs/fuzzing.md's
/// slow `FuzzTextLayout` inputs), with the same pixels as the whole glyph drawn and cut.
@Suite struct LargeGlyphDrawingTests {
  /// `layout` drawn at `origin` into a white `width`×`height` canvas, optionally rotated.
  static func draw(
    _ layout: Text.Layout, width: Int, height: Int, origin: CGPoint, degrees: Double = 0
  ) throws -> Pixmap {
    var canvas = try Pixmap(width: width, height: height, background: .white)
    GraphicsContext.render(into: &canvas, glyphCache: GlyphCache()) { context in
      context.translateBy(x: origin.x, y: origin.y)
      if degrees != 0 { context.rotate(by: .degrees(degrees)) }
      context.draw(layout)
    }
    return canvas
  }

  /// The pixels of `canvas` from (`x`, `y`), `width`×`height` of them.
  static func pixels(_ canvas: Pixmap, x: Int, y: Int, width: Int, height: Int) -> [Color] {
    (y..<y + height).flatMap { row in (x..<x + width).map { canvas.color(atX: $0, y: row) } }
  }

  @Test(arguments: [0.0, 17.0])
  func largeGlyph_partlyOnTheCanvasDrawsAsWhenWhollyOnIt(degrees: Double) throws {
    // At 3,600 px the "H" is over 4 Mpx: drawn on a 96×64 canvas over the edge of its stem,
    // only that part is rasterized. A canvas holding the whole glyph draws it the ordinary
    // (cached) way; the 96×64 window of it must be the same pixels.
    var limits = Limits()
    limits.fontSize = 3_600
    let layout = try Text.Layout(
      Text("H").font(.system(size: 3_600)), fonts: Fixtures.fonts, limits: limits)
    let whole = try Self.draw(
      layout, width: 4_000, height: 4_200, origin: CGPoint(x: 200.25, y: 100.5), degrees: degrees)
    // The window's centre: the right edge of the stem, 2,000 px down the glyph, rotated.
    let angle = degrees * .pi / 180
    let anchor = (x: 660.0, y: 2_000.0)
    let x = Int(200.25 + anchor.x * cos(angle) - anchor.y * sin(angle)) - 48
    let y = Int(100.5 + anchor.x * sin(angle) + anchor.y * cos(angle)) - 32
    let part = try Self.draw(
      layout, width: 96, height: 64, origin: CGPoint(x: 200.25 - Double(x), y: 100.5 - Double(y)),
      degrees: degrees)
    let window = Self.pixels(whole, x: x, y: y, width: 96, height: 64)
    #expect(window.contains { $0.red < 0.5 }, "the window shows ink")
    #expect(Self.pixels(part, x: 0, y: 0, width: 96, height: 64) == window)
  }

  @Test func largeGlyphs_offTheCanvasAreSkipped() throws {
    // 2,000 words at 16,384 px on one line, drawn on a small canvas: only the first glyphs can
    // show; the rest are culled before any is rasterized (once each took a mask of hundreds of
    // megabytes, evicted at once). The frame shows the first letter's ink.
    var limits = Limits()
    limits.fontSize = Limits.maximumFontSize
    let words = String(repeating: "HHHH ", count: 2_000)
    let layout = try Text.Layout(
      Text(words).font(.system(size: 16_384)), fonts: Fixtures.fonts, limits: limits)
    let cache = GlyphCache()
    var canvas = try Pixmap(width: 96, height: 64, background: .white)
    GraphicsContext.render(into: &canvas, glyphCache: cache) { context in
      context.translateBy(x: -1_500, y: -12_000)
      context.draw(layout)
    }
    #expect(Self.pixels(canvas, x: 0, y: 0, width: 96, height: 64).contains { $0.red < 0.5 })
    // Nothing larger than the canvas was kept.
    #expect(cache.byteCount <= 96 * 64 * 4)
  }
}
