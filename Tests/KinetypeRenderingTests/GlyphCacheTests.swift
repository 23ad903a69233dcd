import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeText
import Testing

@Suite struct GlyphCacheTests {
  static func draw(_ text: String, cache: GlyphCache, x: Double = 0, options: DrawingOptions = [])
    throws
  {
    let layout = try Text.Layout(Text(text).font(.system(size: 32)), fonts: Fixtures.fonts)
    var canvas = try Pixmap(width: 400, height: 60)
    GraphicsContext.render(into: &canvas, glyphCache: cache) { context in
      context.translateBy(x: x, y: 0)
      context.draw(layout, options: options)
    }
  }

  @Test func glyphCache_reusesMasksForTheSameBin() throws {
    let cache = GlyphCache()
    try Self.draw("abc", cache: cache)
    #expect(cache.statistics.misses == 3)
    try Self.draw("abc", cache: cache, x: 1)  // a whole pixel further: same bins
    #expect(cache.statistics.hits == 3)
    #expect(cache.count == 3)
  }

  @Test func glyphCache_exactPositionsUseFinerBins() throws {
    let cache = GlyphCache()
    // An exact position is kept from its second use on (see the next test).
    for _ in 0..<2 {
      try Self.draw("o", cache: cache, x: 0.1, options: .disablesSubpixelQuantization)
      try Self.draw("o", cache: cache, x: 0.2, options: .disablesSubpixelQuantization)
    }
    #expect(cache.count == 2)
    try Self.draw("o", cache: cache, x: 0.1)
    try Self.draw("o", cache: cache, x: 0.05)  // both round to the 0 bin of 1/4 px
    #expect(cache.count == 3)
  }

  @Test func glyphCache_keepsAnExactPositionFromItsSecondUse() throws {
    // A moving glyph lands on a new exact position every frame: those masks are not kept, so
    // they do not crowd the table; a glyph at rest asks again and is kept.
    let cache = GlyphCache()
    for step in 0..<10 {
      try Self.draw(
        "o", cache: cache, x: Double(step) * 0.3, options: .disablesSubpixelQuantization)
    }
    #expect(cache.count == 0)
    try Self.draw("o", cache: cache, x: 0.3, options: .disablesSubpixelQuantization)
    #expect(cache.count == 1)
    try Self.draw("o", cache: cache, x: 0.3, options: .disablesSubpixelQuantization)
    #expect(cache.statistics.hits == 1)
  }

  @Test func glyphCache_staysWithinItsBudget() throws {
    let cache = GlyphCache(byteLimit: 4_000)
    var drawn = 0
    for word in [
      "The", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog,", "0123456789",
    ] {
      try Self.draw(word, cache: cache)
      drawn += word.count
      // After every draw the masks held fit the budget, in bytes.
      #expect(cache.byteCount <= 4_000, "after \(word): \(cache.byteCount) bytes")
    }
    // Masks of 32 px glyphs are a few hundred bytes each: the budget forced evictions, and
    // some masks stay.
    #expect(cache.statistics.misses > cache.count)
    #expect(cache.count > 0 && cache.byteCount > 0)
  }

  @Test func glyphCache_evictsTheLeastRecentlyUsedFirst() throws {
    let cache = GlyphCache(byteLimit: 3_000)
    try Self.draw("o", cache: cache)
    var evictions = 0
    for letter in "abcdefghijklmnpqrstuvwxyzABCDEFGHIJ" {
      let held = cache.count
      try Self.draw(String(letter), cache: cache)
      if cache.count <= held { evictions += 1 }
      // "o" is used between every two other letters, so it is never the least recent.
      let hits = cache.statistics.hits
      try Self.draw("o", cache: cache)
      #expect(cache.statistics.hits == hits + 1, "o was evicted after \(letter)")
    }
    #expect(evictions > 0)
  }
}
