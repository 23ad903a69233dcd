import Testing

@testable import KinetypeText

/// The paged per-glyph store behind a face's ink bounds.
@Suite struct GlyphPagesTests {
  @Test func glyphPages_returnWhatWasStoredAndNothingElse() {
    var pages = GlyphPages<Int>()
    let glyphs: [UInt32] = [0, 1, 255, 256, 257, 4_000, 65_535, 65_536, 0xFFFF_FFFF]
    for glyph in glyphs { _ = pages.store(Int(glyph % 1_000) + 1, for: glyph) }
    for glyph in glyphs { #expect(pages[glyph] == Int(glyph % 1_000) + 1, "glyph \(glyph)") }
    // Neighbours in a stored page, unstored pages and unstored large ids are empty.
    for glyph: UInt32 in [2, 254, 258, 511, 512, 3_999, 65_534, 65_537, 1 << 20] {
      #expect(pages[glyph] == nil, "glyph \(glyph)")
    }
    _ = pages.store(7, for: 1)
    #expect(pages[1] == 7)
  }

  @Test func glyphPages_countTheBytesOfEachNewPageOnce() {
    var pages = GlyphPages<Double>()
    let page = 256 * MemoryLayout<Double?>.stride
    #expect(pages.store(1, for: 10) == page)
    #expect(pages.store(2, for: 11) == 0)  // the same page
    #expect(pages.store(3, for: 300) == page)
    #expect(pages.store(4, for: 70_000) == 64)  // past OpenType's ids: one entry
    #expect(pages.store(5, for: 70_000) == 0)
  }
}
