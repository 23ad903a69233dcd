/// What the runtime keeps for one feature of a view across updates and frames: an animated
/// value's track, a compared value, a structural view's children and removed views, a
/// keyframe or phase animator's state, a symbol effect's clock, a timeline's start.
///
/// A new feature declares a record type and keeps it in the runtime's ``ViewRecords``
/// (`runtime.records`), rather than adding a table of its own. A record is kept either by
/// key (``ViewRecords/subscript(_:for:)``: one record per view, replaced as the feature
/// likes) or by appearance (``ViewRecords/record(_:at:update:now:make:)``: a new record each
/// time the view appears, frames finding the one in effect at their time).
package protocol ViewRecord {
  /// What a record is kept by: a view's identity and a name (default), or its identity.
  associatedtype Key: Hashable = SlotKey
}

/// The runtime's records, one table per record type (a class hierarchy shares its root's
/// table when it is asked for by its root: `records[AnySlot.self, for: key] as? Slot<V>`).
///
/// Written only by the pre-pass; frames on many threads only read.
package struct ViewRecords {
  /// One appearance of a view: its record, when it began, and the update that last saw it.
  private final class Appearance {
    let record: AnyObject
    let from: Double
    var lastSeen: Int

    init(record: AnyObject, from: Double, lastSeen: Int) {
      self.record = record
      self.from = from
      self.lastSeen = lastSeen
    }
  }

  /// Records by key: a `[R.Key: R]` for each record type `R`.
  private var keyed: [ObjectIdentifier: Any] = [:]
  /// Records by appearance: each view's appearances, in the order they began.
  private var appearances: [ObjectIdentifier: [SlotKey: [Appearance]]] = [:]

  /// An empty store.
  package init() {}

  // MARK: By key

  /// The record of type `R` kept for `key` (`runtime.records[ValueRecord.self, for: key]`);
  /// setting nil removes it.
  package subscript<R: ViewRecord>(_ type: R.Type, for key: R.Key) -> R? {
    get { (keyed[ObjectIdentifier(R.self)] as? [R.Key: R])?[key] }
    set {
      let table = ObjectIdentifier(R.self)
      // Taken out while it changes, so that the dictionary is not copied.
      var records = keyed.removeValue(forKey: table) as? [R.Key: R] ?? [:]
      records[key] = newValue
      keyed[table] = records
    }
  }

  /// The record of type `R` kept for `key`, or `defaultValue` (which setting keeps).
  package subscript<R: ViewRecord>(
    _ type: R.Type, for key: R.Key, default defaultValue: @autoclosure () -> R
  ) -> R {
    get { self[type, for: key] ?? defaultValue() }
    set { self[type, for: key] = newValue }
  }

  /// Every record of type `R` kept by key, with its key (for inspection: tests, dumps).
  package func table<R: ViewRecord>(_ type: R.Type) -> [R.Key: R] {
    keyed[ObjectIdentifier(R.self)] as? [R.Key: R] ?? [:]
  }

  // MARK: By appearance

  /// The record of type `R` at `key` for update `index`: the current appearance's when the
  /// update before saw the view too, else a new one, `make(now)`, whose appearance begins at
  /// `now`. Also returns when the appearance began.
  package mutating func record<R: ViewRecord & AnyObject>(
    _ type: R.Type, at key: SlotKey, update index: Int, now: Double, make: (Double) -> R
  ) -> (record: R, from: Double) {
    let table = ObjectIdentifier(R.self)
    if let last = appearances[table]?[key]?.last, last.lastSeen >= index - 1,
      let record = last.record as? R
    {
      last.lastSeen = index
      return (record, last.from)
    }
    let record = make(now)
    appearances[table, default: [:]][key, default: []].append(
      Appearance(record: record, from: now, lastSeen: index))
    return (record, now)
  }

  /// The record of type `R` at `key` of the appearance in effect at `time`, with when that
  /// appearance began; nil before the view first appeared.
  package func record<R: ViewRecord & AnyObject>(_ type: R.Type, at key: SlotKey, time: Double)
    -> (record: R, from: Double)?
  {
    guard
      let appearance = appearances[ObjectIdentifier(R.self)]?[key]?.last(where: {
        $0.from <= time
      }),
      let record = appearance.record as? R
    else { return nil }
    return (record, appearance.from)
  }

  /// The record of type `R` at `key` in effect at `time` (`runtime.records[R.self, at: key,
  /// time: t]`).
  package subscript<R: ViewRecord & AnyObject>(_ type: R.Type, at key: SlotKey, time time: Double)
    -> R?
  {
    record(type, at: key, time: time)?.record
  }

  /// Whether update `index` saw the view of `record` (a record of type `R`).
  package func isSeen<R: ViewRecord & AnyObject>(_ record: R, inUpdate index: Int) -> Bool {
    appearances[ObjectIdentifier(R.self)]?.values.contains { list in
      list.contains { $0.record === record && $0.lastSeen >= index }
    } ?? false
  }

  /// Every record of type `R` kept by appearance, of every view (for inspection: tests).
  package func all<R: ViewRecord & AnyObject>(_ type: R.Type) -> [R] {
    (appearances[ObjectIdentifier(R.self)] ?? [:]).values.flatMap {
      $0.compactMap { $0.record as? R }
    }
  }
}
