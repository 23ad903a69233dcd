import Synchronization

/// Remembers the last few ``StaggerSchedule``s, so the frames of one layout share one schedule
/// although renderers are values made anew for every frame.
///
/// A schedule is a pure function of its layout, stagger, element duration and selection, so a
/// cached one is exactly the one a fresh build would give: frames stay byte-identical whatever
/// the order or the number of threads. Lookups compare those four by value; comparing a layout
/// with a copy of itself is O(1) (its arrays share storage), and other layouts usually differ
/// within their first line. Thread-safe; a schedule is built under the lock, so frames rendered
/// in parallel build it once.
public final class StaggerScheduleCache: Sendable {
  /// The cache the built-in renderers use (16 schedules).
  public static let shared = StaggerScheduleCache(capacity: 16)

  private struct Key: Equatable {
    var layout: TextLayout
    var stagger: Stagger
    var elementDuration: Double
    var spans: StaggeredSpans

    static func == (lhs: Key, rhs: Key) -> Bool {
      // The cheap fields first; the layout last.
      lhs.elementDuration.bitPattern == rhs.elementDuration.bitPattern
        && lhs.spans == rhs.spans && lhs.stagger == rhs.stagger && lhs.layout == rhs.layout
    }
  }

  private struct State: ~Copyable {
    /// Most recently used first.
    var entries: [(key: Key, schedule: StaggerSchedule)] = []
    var builds = 0
  }

  /// How many schedules are kept.
  public let capacity: Int
  private let state = Mutex(State())

  /// A cache keeping the `capacity` most recently used schedules (at least 1).
  public init(capacity: Int = 16) {
    self.capacity = max(1, capacity)
  }

  /// The schedule of `layout` under `stagger` (see ``StaggerSchedule/init(layout:stagger:elementDuration:spans:)``),
  /// built on the first request and remembered.
  public func schedule(
    for layout: TextLayout, stagger: Stagger, elementDuration: Double,
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
