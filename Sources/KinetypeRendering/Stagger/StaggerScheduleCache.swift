import KinetypeCore
import KinetypeText

/// Remembers the last few ``StaggerSchedule``s, so the frames of one layout share one schedule
/// although renderers are values made anew for every frame.
///
/// A schedule is a pure function of its layout, stagger, element duration and selection, so a
/// cached one is exactly the one a fresh build would give: frames stay byte-identical whatever
/// the order or the number of threads. Lookups compare the stagger, duration and selection by
/// value and the layout by identity: a layout and its copies (which share storage) find one
/// schedule in O(1); a layout laid out again gets its own. Thread-safe; a schedule is built under
/// the lock, so frames rendered in parallel build it once.
public final class StaggerScheduleCache: Sendable {
  /// The cache the built-in renderers use (16 schedules).
  public static let shared = StaggerScheduleCache(capacity: 16)

  private struct Key: Equatable {
    var layout: Text.Layout
    /// Where `layout.lines` is stored: the layout's identity. The entry keeps the layout, so
    /// no other array can be stored there while it is cached. Nil for an empty layout.
    var storage: Int?
    var stagger: Stagger
    var elementDuration: Double
    var spans: StaggeredSpans

    init(layout: Text.Layout, stagger: Stagger, elementDuration: Double, spans: StaggeredSpans) {
      self.layout = layout
      // safety: the address is kept as a number and only compared, never dereferenced.
      self.storage = layout.lines.withUnsafeBufferPointer { buffer in
        buffer.baseAddress.map { Int(bitPattern: $0) }
      }
      self.stagger = stagger
      self.elementDuration = elementDuration
      self.spans = spans
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      guard lhs.elementDuration.bitPattern == rhs.elementDuration.bitPattern,
        lhs.spans == rhs.spans, lhs.stagger == rhs.stagger
      else { return false }
      // The same layout (its copies share storage) in O(1); an equal layout laid out again is
      // another entry, built once, rather than a deep comparison on every frame.
      if let left = lhs.storage, let right = rhs.storage { return left == right }
      return lhs.storage == nil && rhs.storage == nil && lhs.layout == rhs.layout
    }
  }

  private struct State: ~Copyable {
    /// Most recently used first.
    var entries: [(key: Key, schedule: StaggerSchedule)] = []
    var builds = 0
  }

  /// How many schedules are kept.
  public let capacity: Int
  private let state = Locked(State())

  /// A cache keeping the `capacity` most recently used schedules (at least 1).
  public init(capacity: Int = 16) {
    self.capacity = max(1, capacity)
  }

  /// The schedule of `layout` under `stagger` (see ``StaggerSchedule/init(layout:stagger:elementDuration:spans:)``),
  /// built on the first request and remembered.
  public func schedule(
    for layout: Text.Layout, stagger: Stagger, elementDuration: Double,
    spans: StaggeredSpans = .marked(by: EmphasisAttribute.self)
  ) -> StaggerSchedule {
    let key = Key(layout: layout, stagger: stagger, elementDuration: elementDuration, spans: spans)
    return state.withLock { state in
      if let index = state.entries.firstIndex(where: { $0.key == key }) {
        let entry = state.entries.remove(at: index)
        state.entries.insert(entry, at: 0)
        return entry.schedule
      }
      let schedule = StaggerSchedule(
        layout: layout, stagger: stagger, elementDuration: elementDuration, spans: spans)
      state.builds += 1
      state.entries.insert((key, schedule), at: 0)
      if state.entries.count > capacity { state.entries.removeLast() }
      return schedule
    }
  }

  /// How many schedules this cache has built (for tests).
  var buildCount: Int { state.withLock { $0.builds } }

  /// Forgets every schedule.
  public func removeAll() {
    state.withLock { $0.entries.removeAll() }
  }
}
