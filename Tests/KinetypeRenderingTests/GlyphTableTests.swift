import KinetypeText
import Testing

@testable import KinetypeRendering

/// The glyph cache's table (``GlyphTable``): every key finds its own value among neighbours
/// that differ from it in one field, so a probe that compared less than the whole key would
/// hand a glyph another bin's (or font's, or colour's) mask.
@Suite struct GlyphTableTests {
  /// Keys that differ pairwise in exactly one field from a neighbour: 6 glyphs × 16 × 4 bins
  /// on the exact grid, the same on the quantized grid, in two fonts, plus colour and shrunk
  /// kinds of a few of them. Enough keys that probes run past occupied slots.
  static let keys: [GlyphCache.Key] = {
    var keys: [GlyphCache.Key] = []
    for font: Int32 in [0, 1] {
      for grid in [SubpixelGrid.exact, .quantized] {
        for glyph: UInt32 in 1...6 {
          for binX: Int16 in 0..<16 {
            for binY: Int16 in 0..<4 {
              keys.append(
                GlyphCache.Key(
                  font: font, glyph: GlyphID(rawValue: glyph), binX: binX, binY: binY,
                  grid: grid))
            }
          }
        }
      }
    }
    for glyph: UInt32 in 1...3 {
      for kind in [
        GlyphCache.Kind.color(foreground: 0), .color(foreground: 0xFF00_00FF), .shrunk,
      ] {
        keys.append(
          GlyphCache.Key(
            font: 0, glyph: GlyphID(rawValue: glyph), binX: 0, binY: 0, grid: .exact, kind: kind))
      }
    }
    return keys
  }()

  @Test func glyphTable_findsEachKeysOwnValue() {
    var table = GlyphTable<Int>()
    var replaced: [Int] = []
    for (value, key) in Self.keys.enumerated() {
      if let old = table.update(value, forKey: key, at: UInt64(value)) { replaced.append(old) }
    }
    #expect(replaced.isEmpty)
    #expect(table.count == Self.keys.count)
    var wrong: [String] = []
    for (value, key) in Self.keys.enumerated() {
      guard let index = table.index(of: key) else {
        wrong.append("\(key): missing")
        continue
      }
      let found = table.use(index, at: 0)
      if found != value { wrong.append("\(key): \(found), not \(value)") }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(3))")
    // A key never stored is not found, and storing a key again replaces its value only.
    let absent = GlyphCache.Key(
      font: 2, glyph: GlyphID(rawValue: 1), binX: 0, binY: 0, grid: .exact)
    #expect(table.index(of: absent) == nil)
    #expect(table.update(-1, forKey: Self.keys[5], at: 0) == 5)
    #expect(table.count == Self.keys.count)
  }

  @Test func glyphTable_dropsTheLeastRecentlyUsedAndFindsTheRest() {
    var table = GlyphTable<Int>()
    for (value, key) in Self.keys.enumerated() {
      table.update(value, forKey: key, at: UInt64(value))
    }
    // Use the first hundred again, latest of all: they must survive.
    for (value, key) in Self.keys.prefix(100).enumerated() {
      if let index = table.index(of: key) { _ = table.use(index, at: UInt64(10_000 + value)) }
    }
    var dropped: [Int] = []
    table.keepMostRecent { value in
      guard dropped.count < Self.keys.count - 150 else { return false }
      dropped.append(value)
      return true
    }
    #expect(table.count == 150)
    // The oldest stamps went first: values 100, 101, … in order.
    #expect(dropped == Array(100..<(100 + dropped.count)))
    var wrong: [String] = []
    for (value, key) in Self.keys.enumerated() {
      let index = table.index(of: key)
      let kept = !dropped.contains(value)
      if kept, let index {
        let found = table.use(index, at: 0)
        if found != value { wrong.append("\(key): \(found), not \(value)") }
      } else if kept != (index != nil) {
        wrong.append("\(key): kept \(kept), found \(index != nil)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(3))")
  }
}
