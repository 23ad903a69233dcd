import Synchronization

/// A bounded cache of rasterized glyph coverage and colour glyph images, shared by every
/// context and thread.
///
/// Masks and images are keyed by font (face, size, variation), glyph and subpixel bin (colour
/// images also by the foreground colour a `COLR` glyph may use), and evicted least recently
/// used first once the cache holds more than its byte budget. Lookups take a lock;
/// rasterization happens outside it, so two threads may rasterize the same glyph once each,
/// which is harmless: the result is identical.
public final class GlyphCache: Sendable {
  /// The key of one rasterized glyph.
  struct Key: Hashable, Sendable {
    let font: FontFace.CacheKey
    let glyph: GlyphID
    let binX: Int16
    let binY: Int16
    let grid: SubpixelGrid
    /// Coverage (an outline or a `COLR` v0 layer), or a colour image.
    var kind = Kind.coverage
  }

  /// What a cache entry holds.
  enum Kind: Hashable, Sendable {
    /// A coverage mask.
    case coverage
    /// A colour glyph image drawn with this foreground (premultiplied RGBA word).
    case color(foreground: UInt32)
  }

  /// A colour glyph image and the offset of its top-left corner from the glyph's pixel.
  struct PlacedImage: Sendable {
    var image: Pixmap
    var x: Int
    var y: Int
  }

  private enum Value {
    case mask(CoverageMask)
    case image(PlacedImage?)

    var byteCount: Int {
      switch self {
      case .mask(let mask): return mask.values.count
      case .image(let placed): return placed.map { $0.image.width * $0.image.height * 4 } ?? 0
      }
    }
  }

  private struct Entry {
    var value: Value
    var lastUse: UInt64
  }

  private struct State {
    var entries: [Key: Entry] = [:]
    var bytes = 0
    var clock: UInt64 = 0
    var hits = 0
    var misses = 0
  }

  private let state = Mutex(State())

  /// The most bytes of coverage and images the cache keeps. Default: 64 MiB.
  public let byteLimit: Int

  /// Creates a cache holding at most `byteLimit` bytes of coverage.
  public init(byteLimit: Int = 64 << 20) {
    self.byteLimit = max(0, byteLimit)
  }

  /// The cache every context uses unless given another.
  public static let shared = GlyphCache()

  /// Lookups that found a mask, and lookups that had to rasterize.
  public var statistics: (hits: Int, misses: Int) {
    state.withLock { ($0.hits, $0.misses) }
  }

  /// The number of masks and images held.
  public var count: Int { state.withLock { $0.entries.count } }

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

  private func entry(for key: Key, make: () -> Value) -> Value {
    if let found = state.withLock({ state -> Value? in
      state.clock += 1
      guard var entry = state.entries[key] else {
        state.misses += 1
        return nil
      }
      state.hits += 1
      entry.lastUse = state.clock
      state.entries[key] = entry
      return entry.value
    }) {
      return found
    }
    let value = make()
    state.withLock { state in
      state.clock += 1
      if let old = state.entries.updateValue(Entry(value: value, lastUse: state.clock), forKey: key)
      {
        state.bytes -= old.value.byteCount
      }
      state.bytes += value.byteCount
      if state.bytes > byteLimit { evict(&state) }
    }
    return value
  }

  /// Drops the least recently used half of the entries (by count), amortizing the sort.
  private func evict(_ state: inout State) {
    let ordered = state.entries.sorted { $0.value.lastUse < $1.value.lastUse }
    for (key, entry) in ordered where state.bytes > byteLimit / 2 {
      state.entries[key] = nil
      state.bytes -= entry.value.byteCount
    }
  }
}
