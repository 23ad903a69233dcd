import KinetypeCore
import KinetypeRaster
import KinetypeText

/// A bounded cache of rasterized glyph coverage and colour glyph images, shared by every
/// context and thread.
///
/// Masks and images are keyed by font (face, size, variation), glyph and subpixel bin (colour
/// images also by the foreground colour a `COLR` glyph may use), and evicted least recently
/// used first once the cache holds more than its byte budget. A mask or image at an exact
/// (1/64 px) position is kept only when that position is asked for a second time: a moving
/// glyph lands on a new position every frame, and keeping those one-off masks would crowd the
/// table every resting glyph is looked up in (a slice at rest asks for the same position every
/// frame, so it is kept from its second frame on). Lookups take a lock;
/// rasterization happens outside it, so two threads may rasterize the same glyph once each,
/// which is harmless: the result is identical.
public final class GlyphCache: Sendable {
  /// The key of one rasterized glyph.
  struct Key: Equatable, Sendable {
    /// The font, as its number from ``fontID(for:)``: a key of plain integers hashes and
    /// compares without touching the font's path.
    let font: Int32
    let glyph: GlyphID
    let binX: Int16
    let binY: Int16
    let grid: SubpixelGrid
    /// Coverage (an outline or a `COLR` v0 layer), a colour image, or a text outline.
    var kind = Kind.coverage

    /// A well-mixed hash of the key's packed fields (multiply, xor, fold): cheaper than a
    /// `Hasher`, for the glyph table's index and the seen-once bits. Not seeded, which is fine
    /// for keys that callers cannot choose freely (glyph ids, bins and fonts of their own draws).
    var mixedHash: Int {
      let fontAndGlyph = UInt64(UInt32(bitPattern: font)) << 32 | UInt64(glyph.rawValue)
      let bins = UInt64(UInt16(bitPattern: binX)) << 16 | UInt64(UInt16(bitPattern: binY))
      let subdivisions =
        (UInt64(truncatingIfNeeded: grid.horizontal) & 0xFF) << 8
        | (UInt64(truncatingIfNeeded: grid.vertical) & 0xFF)
      var kindBits: UInt64 = 0
      switch kind {
      case .coverage: break
      case .color(let foreground): kindBits = UInt64(foreground) << 1 | 1
      case .shrunk: kindBits = 2
      case .outline(let radius): kindBits = UInt64(radius) << 3 | 4
      }
      var h = fontAndGlyph &* 0x9E37_79B9_7F4A_7C15
      h ^= (bins << 32 | subdivisions << 16) &* 0xC2B2_AE3D_27D4_EB4F
      h ^= kindBits &* 0x1656_67B1_9E37_79F9
      h ^= h >> 29
      h = h &* 0xBF58_476D_1CE4_E5B9
      h ^= h >> 32
      return Int(truncatingIfNeeded: h)
    }
  }

  /// What a cache entry holds.
  enum Kind: Equatable, Sendable {
    /// A coverage mask.
    case coverage
    /// A colour glyph image drawn with this foreground (8-bit straight RGBA in one word).
    case color(foreground: UInt32)
    /// A bitmap glyph shrunk by area averaging to the size in the key's bins, for drawing
    /// rotated or skewed.
    case shrunk
    /// A text outline's coverage (``GraphicsContext/drawTextOutline(width:color:_:)``): the
    /// glyph grown by a disc of this radius in 1/64 px, its fill and its round-joined stroke
    /// together (a colour glyph's silhouette, dilated).
    case outline(radius: UInt32)
  }

  /// A colour glyph image and the offset of its top-left corner from the glyph's pixel.
  struct PlacedImage: Sendable {
    var image: Pixmap
    var x: Int
    var y: Int
  }

  private enum Value {
    case mask(CoverageMask)
    /// Boxed: an image's pixmap would make every slot of the table three times larger.
    indirect case image(PlacedImage?)

    var byteCount: Int {
      switch self {
      case .mask(let mask): return mask.values.count
      case .image(let placed): return placed.map { $0.image.width * $0.image.height * 4 } ?? 0
      }
    }
  }

  private struct State {
    var entries = GlyphTable<Value>()
    /// Each font seen, numbered in order of first use (never reused).
    var fontIDs: [FontFace.CacheKey: Int32] = [:]
    var bytes = 0
    /// Exact-position keys seen once, as bits indexed by hash (a false positive only keeps a
    /// mask early); cleared when half full.
    var seenOnce = [UInt64](repeating: 0, count: GlyphCache.seenOnceWords)
    var seenOnceCount = 0
    var clock: UInt64 = 0
    /// Glyph outlines converted for the rasterizer, by font and glyph (font << 32 | glyph):
    /// apart from the masks, neither counted in ``statistics`` nor in ``count``; dropped all
    /// at once when they pass an eighth of the budget.
    var outlines: [UInt64: PreparedOutline?] = [:]
    var outlineBytes = 0
    var hits = 0
    var misses = 0
  }

  private let state = Locked(State())

  /// The most bytes of coverage and images the cache keeps. Default:
  /// ``Limits/glyphCacheBytes`` (64 MiB).
  public let byteLimit: Int

  /// Creates a cache holding at most `byteLimit` bytes of coverage.
  public init(byteLimit: Int = Limits().glyphCacheBytes) {
    self.byteLimit = max(0, byteLimit)
  }

  /// Creates a cache holding at most ``Limits/glyphCacheBytes`` of `limits`.
  public convenience init(limits: Limits) {
    self.init(byteLimit: limits.glyphCacheBytes)
  }

  /// The cache every context uses unless given another.
  public static let shared = GlyphCache()

  /// Lookups that found a mask, and lookups that had to rasterize.
  public var statistics: (hits: Int, misses: Int) {
    state.withLock { ($0.hits, $0.misses) }
  }

  /// The number of masks and images held.
  public var count: Int { state.withLock { $0.entries.count } }

  /// The bytes of coverage held: at most ``byteLimit`` between draws (eviction runs as soon as
  /// a new mask takes the cache over its budget).
  public var byteCount: Int { state.withLock { $0.bytes } }

  /// The number that stands for `font` in keys.
  func fontID(for font: FontFace.CacheKey) -> Int32 {
    state.withLock { state in
      if let id = state.fontIDs[font] { return id }
      let id = Int32(truncatingIfNeeded: state.fontIDs.count)
      state.fontIDs[font] = id
      return id
    }
  }

  /// The mask for `key`, rasterized by `make` on a miss.
  func mask(for key: Key, make: () -> CoverageMask) -> CoverageMask {
    let value = entry(for: key) { .mask(make()) }
    if case .mask(let mask) = value { return mask }
    return CoverageMask()
  }

  /// The colour image for `key` (nil: nothing to draw), made by `make` on a miss.
  func image(for key: Key, make: () -> PlacedImage?) -> PlacedImage? {
    let value = entry(for: key) { .image(make()) }
    if case .image(let placed) = value { return placed }
    return nil
  }

  /// The rasterizer's outline of `glyph` in font `font` (nil: a point is not finite), made by
  /// `make` on a miss: a moving glyph lands on a new exact position every frame, and each of
  /// its masks starts from this outline moved there instead of from the glyph's path.
  func outline(font: Int32, glyph: GlyphID, make: () -> PreparedOutline?) -> PreparedOutline? {
    let key = UInt64(UInt32(bitPattern: font)) << 32 | UInt64(glyph.rawValue)
    if let found = state.withLock({ $0.outlines[key] }) { return found }
    let made = make()
    state.withLock { state in
      if state.outlineBytes > byteLimit / 8 {
        state.outlines.removeAll()
        state.outlineBytes = 0
      }
      if state.outlines.updateValue(made, forKey: key) == nil {
        state.outlineBytes += made?.byteCount ?? 0
      }
    }
    return made
  }

  private func entry(for key: Key, make: () -> Value) -> Value {
    if let found = state.withLock({ state -> Value? in
      state.clock += 1
      guard let index = state.entries.index(of: key) else {
        state.misses += 1
        return nil
      }
      state.hits += 1
      return state.entries.use(index, at: state.clock)
    }) {
      return found
    }
    let value = make()
    state.withLock { state in
      state.clock += 1
      if key.grid == .exact, !Self.markSeen(key, in: &state) { return }
      if let old = state.entries.update(value, forKey: key, at: state.clock) {
        state.bytes -= old.byteCount
      }
      state.bytes += value.byteCount
      if state.bytes > byteLimit { evict(&state) }
    }
    return value
  }

  /// Words of the seen-once bit set: 2¹⁶ bits.
  private static let seenOnceWords = 1024

  /// Whether `key` was seen before; records it if not.
  private static func markSeen(_ key: Key, in state: inout State) -> Bool {
    let bit = key.mixedHash & (seenOnceWords * 64 - 1)
    let word = bit >> 6
    let flag = UInt64(1) << UInt64(bit & 63)
    if state.seenOnce[word] & flag != 0 { return true }
    if state.seenOnceCount >= seenOnceWords * 32 {
      for index in state.seenOnce.indices { state.seenOnce[index] = 0 }
      state.seenOnceCount = 0
    }
    state.seenOnce[word] |= flag
    state.seenOnceCount += 1
    return false
  }

  /// Drops the least recently used entries until the rest fit half the budget, amortizing
  /// the sort.
  private func evict(_ state: inout State) {
    let limit = byteLimit
    var bytes = state.bytes
    state.entries.keepMostRecent { dropping in
      guard bytes > limit / 2 else { return false }
      bytes -= dropping.byteCount
      return true
    }
    state.bytes = bytes
  }
}
