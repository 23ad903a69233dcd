import Synchronization

/// A bounded cache of rasterized glyph coverage, shared by every context and thread.
///
/// Masks are keyed by font (face, size, variation), glyph and subpixel bin, and evicted least
/// recently used first once the cache holds more than its byte budget. Lookups take a lock;
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
  }

  private struct Entry {
    var mask: CoverageMask
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

  /// The most bytes of coverage the cache keeps. Default: 64 MiB.
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

  /// The number of masks held.
  public var count: Int { state.withLock { $0.entries.count } }

  /// The bytes of coverage held: at most ``byteLimit`` between draws (eviction runs as soon as
  /// a new mask takes the cache over its budget).
  public var byteCount: Int { state.withLock { $0.bytes } }

  /// The mask for `key`, rasterized by `make` on a miss.
  func mask(for key: Key, make: () -> CoverageMask) -> CoverageMask {
    if let found = state.withLock({ state -> CoverageMask? in
      state.clock += 1
      guard var entry = state.entries[key] else {
        state.misses += 1
        return nil
      }
      state.hits += 1
      entry.lastUse = state.clock
      state.entries[key] = entry
      return entry.mask
    }) {
      return found
    }
    let mask = make()
    state.withLock { state in
      state.clock += 1
      if state.entries.updateValue(Entry(mask: mask, lastUse: state.clock), forKey: key) == nil {
        state.bytes += mask.values.count
      }
      if state.bytes > byteLimit { evict(&state) }
    }
    return mask
  }

  /// Drops the least recently used half of the entries (by count), amortizing the sort.
  private func evict(_ state: inout State) {
    let ordered = state.entries.sorted { $0.value.lastUse < $1.value.lastUse }
    for (key, entry) in ordered where state.bytes > byteLimit / 2 {
      state.entries[key] = nil
      state.bytes -= entry.mask.values.count
    }
  }
}
