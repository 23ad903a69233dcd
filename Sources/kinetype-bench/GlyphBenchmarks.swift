import Foundation
import Kinetype

/// The cost of drawing one glyph through `GraphicsContext`, outline against colour emoji
/// (Noto Color Emoji's 109 ppem bitmaps scaled to the text size), each at 48 px on a
/// 1920×1080 canvas, per glyph drawn: cached (translation only, glyph cache warm), first draw
/// (empty cache: rasterize or decode and resample), rotated (never cached), and faded
/// (opacity 0.5, which groups nothing for either kind).
func runGlyphBenchmarks(arguments: [String]) throws {
  let fonts = try FontCollection.bundled()
  let outline = try Text.Layout(Text("a").font(.system(size: 48)), fonts: fonts)
  let emoji = try Text.Layout(Text("😀").font(.system(size: 48)), fonts: fonts)
  var canvas = try Pixmap(width: 1920, height: 1080, background: .white)
  var random = SeededRandom(seed: 7)
  var positions: [(Double, Double)] = []
  for _ in 0..<1_000 {
    positions.append((random.nextUnit() * 1800, random.nextUnit() * 980))
  }
  for (name, layout) in [("outline", outline), ("emoji", emoji)] {
    let cache = GlyphCache()
    let cached = secondsPerCall(rounds: 3) {
      GraphicsContext.render(into: &canvas, glyphCache: cache) { context in
        for (x, y) in positions {
          var copy = context
          copy.translateBy(x: x, y: y)
          copy.draw(layout)
        }
      }
    }
    report("glyphs.\(name).cached", cached * 1e9 / 1_000, "ns/glyph")
    let first = secondsPerCall(rounds: 3, minimumSeconds: 0.05) {
      GraphicsContext.render(into: &canvas, glyphCache: GlyphCache()) { context in
        context.draw(layout)
      }
    }
    report("glyphs.\(name).first", first * 1e6, "us/glyph")
    let rotated = secondsPerCall(rounds: 3, minimumSeconds: 0.1) {
      GraphicsContext.render(into: &canvas, glyphCache: cache) { context in
        for (x, y) in positions.prefix(100) {
          var copy = context
          copy.translateBy(x: x, y: y)
          copy.rotate(by: .degrees(17))
          copy.draw(layout)
        }
      }
    }
    report("glyphs.\(name).rotated", rotated * 1e6 / 100, "us/glyph")
    let faded = secondsPerCall(rounds: 3) {
      GraphicsContext.render(into: &canvas, glyphCache: cache) { context in
        context.opacity = 0.5
        for (x, y) in positions {
          var copy = context
          copy.translateBy(x: x, y: y)
          copy.draw(layout)
        }
      }
    }
    report("glyphs.\(name).faded", faded * 1e9 / 1_000, "ns/glyph")
  }
}
