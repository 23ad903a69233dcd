/// What the runtime keeps for one feature of one view across updates and frames: a keyframe
/// animator's runs, a phase animator's phases, a symbol effect's clock, a timeline's start.
///
/// A view gets a new record each time it appears; frames find the record of the appearance
/// in effect at their time. A new feature declares a record type and keeps it in the
/// runtime's ``ViewRecords`` (`runtime.records`), rather than adding a table of its own.
package protocol ViewRecord: AnyObject {}

/// The runtime's records: by record type, then by view (identity and name), each view's
/// appearances in the order they began.
///
/// Written only by the pre-pass; frames on many threads only read.
package struct ViewRecords {
  /// One appearance of a view: its record, when it began, and the update that last saw it.
  private final class Appearance {
    let record: any ViewRecord
    let from: Double
    var lastSeen: Int

    init(record: any ViewRecord, from: Double, lastSeen: Int) {
      self.record = record
      self.from = from
      self.lastSeen = lastSeen
    }
  }

  private var tables: [ObjectIdentifier: [SlotKey: [Appearance]]] = [:]

  /// An empty store.
  package init() {}

  /// The record of type `R` at `key` for update `index`: the current appearance's when the
  /// update before saw the view too, else a new one, `make(now)`, whose appearance begins at
  /// `now`. Also returns when the appearance began.
  package mutating func record<R: ViewRecord>(
    _ type: R.Type, at key: SlotKey, update index: Int, now: Double, make: (Double) -> R
  ) -> (record: R, from: Double) {
    let table = ObjectIdentifier(R.self)
    if let last = tables[table]?[key]?.last, last.lastSeen >= index - 1,
      let record = last.record as? R
    {
      last.lastSeen = index
      return (record, last.from)
    }
    let record = make(now)
    tables[table, default: [:]][key, default: []].append(
      Appearance(record: record, from: now, lastSeen: index))
    return (record, now)
  }

  /// The record of type `R` at `key` of the appearance in effect at `time`, with when that
  /// appearance began; nil before the view first appeared.
  package func record<R: ViewRecord>(_ type: R.Type, at key: SlotKey, time: Double)
    -> (record: R, from: Double)?
  {
    guard
      let appearance = tables[ObjectIdentifier(R.self)]?[key]?.last(where: { $0.from <= time }),
      let record = appearance.record as? R
    else { return nil }
    return (record, appearance.from)
  }

  /// The record of type `R` at `key` in effect at `time` (`runtime.records[R.self, at: key,
  /// time: t]`).
  package subscript<R: ViewRecord>(_ type: R.Type, at key: SlotKey, time time: Double) -> R? {
    record(type, at: key, time: time)?.record
  }

  /// Whether update `index` saw the view of `record` (a record of type `R`).
  package func isSeen<R: ViewRecord>(_ record: R, inUpdate index: Int) -> Bool {
    tables[ObjectIdentifier(R.self)]?.values.contains { appearances in
      appearances.contains { $0.record === record && $0.lastSeen >= index }
    } ?? false
  }

  /// Every record of type `R`, of every view and appearance (for inspection: tests, dumps).
  package func all<R: ViewRecord>(_ type: R.Type) -> [R] {
    (tables[ObjectIdentifier(R.self)] ?? [:]).values.flatMap { $0.compactMap { $0.record as? R } }
  }
}
