/// Per-glyph values of one face, kept in pages of 256 glyph ids: a lookup is two array reads,
/// with no hashing, for what is asked once per glyph drawn (ink bounds).
///
/// Ids past OpenType's 65,535 (which no valid font has, but a damaged one may ask for) go to a
/// dictionary, so a stray id cannot make the page table large.
struct GlyphPages<Element> {
  private static var pageSize: Int { 256 }
  private var pages: [[Element?]?] = []
  private var overflow: [UInt32: Element] = [:]

  /// The value for `glyph`, if one was stored.
  subscript(glyph: UInt32) -> Element? {
    guard glyph <= 0xFFFF else { return overflow[glyph] }
    let page = Int(glyph) / Self.pageSize
    guard page < pages.count, let values = pages[page] else { return nil }
    return values[Int(glyph) % Self.pageSize]
  }

  /// Stores `value` for `glyph`; returns the bytes this added (a new page, or a dictionary
  /// entry), for the face cache's budget.
  mutating func store(_ value: Element, for glyph: UInt32) -> Int {
    guard glyph <= 0xFFFF else {
      return overflow.updateValue(value, forKey: glyph) == nil ? 64 : 0
    }
    let page = Int(glyph) / Self.pageSize
    var added = 0
    if page >= pages.count { pages += Array(repeating: nil, count: page + 1 - pages.count) }
    if pages[page] == nil {
      pages[page] = Array(repeating: nil, count: Self.pageSize)
      added = Self.pageSize * MemoryLayout<Element?>.stride
    }
    pages[page]?[Int(glyph) % Self.pageSize] = value
    return added
  }
}
