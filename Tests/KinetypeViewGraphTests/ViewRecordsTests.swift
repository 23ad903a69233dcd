import Testing

@testable import KinetypeViewGraph

/// A record kept by appearance: counts how many were made.
private final class Appearing: ViewRecord {
  let made: Double
  init(made: Double) { self.made = made }
}

/// Another record type kept by appearance, at the same keys.
private final class OtherAppearing: ViewRecord {}

/// A record kept by key.
private struct Counter: ViewRecord {
  var count: Int
}

/// A record kept by a view's identity.
private struct ByIdentity: ViewRecord {
  typealias Key = ViewIdentity
  var name: String
}

/// The runtime's record store: a view's records follow its appearances, and each record type
/// has a table of its own.
@Suite struct ViewRecordsTests {
  private let key = SlotKey(identity: ViewIdentity.root.appending(.child(0)), name: "feature")

  @Test func appearance_keepsTheRecordWhileTheViewIsSeenInConsecutiveUpdates() {
    var records = ViewRecords()
    let first = records.record(Appearing.self, at: key, update: 0, now: 0) {
      Appearing(made: $0)
    }
    let second = records.record(Appearing.self, at: key, update: 1, now: 0.5) {
      Appearing(made: $0)
    }
    #expect(first.record === second.record)
    #expect(second.from == 0)
    #expect(records.isSeen(first.record, inUpdate: 1))
    #expect(!records.isSeen(first.record, inUpdate: 2))
  }

  @Test func appearance_startsANewRecordAfterAnUpdateWithoutTheView() {
    var records = ViewRecords()
    let first = records.record(Appearing.self, at: key, update: 0, now: 0) {
      Appearing(made: $0)
    }
    // Update 1 does not see the view; update 2 shows it again: a new appearance at 2 s.
    let again = records.record(Appearing.self, at: key, update: 2, now: 2) {
      Appearing(made: $0)
    }
    #expect(first.record !== again.record)
    #expect(again.from == 2)
    #expect(again.record.made == 2)
    // Frames find the appearance in effect at their time.
    #expect(records[Appearing.self, at: key, time: 1.5] === first.record)
    #expect(records[Appearing.self, at: key, time: 2] === again.record)
    #expect(records.record(Appearing.self, at: key, time: 2.5)?.from == 2)
    #expect(records.all(Appearing.self).count == 2)
  }

  @Test func appearance_isNilBeforeTheViewFirstAppears() {
    var records = ViewRecords()
    _ = records.record(Appearing.self, at: key, update: 3, now: 1) { Appearing(made: $0) }
    #expect(records[Appearing.self, at: key, time: 0.5] == nil)
    #expect(records[Appearing.self, at: key, time: 1] != nil)
  }

  @Test func types_keepTablesOfTheirOwn() {
    var records = ViewRecords()
    _ = records.record(Appearing.self, at: key, update: 0, now: 0) { Appearing(made: $0) }
    #expect(records[OtherAppearing.self, at: key, time: 1] == nil)
    let other = records.record(OtherAppearing.self, at: key, update: 5, now: 3) {
      _ in OtherAppearing()
    }
    #expect(other.from == 3)
    #expect(records[Appearing.self, at: key, time: 1]?.made == 0)
  }

  @Test func keyed_setsChangesAndRemovesOneRecordPerKey() {
    var records = ViewRecords()
    #expect(records[Counter.self, for: key] == nil)
    records[Counter.self, for: key] = Counter(count: 1)
    records[Counter.self, for: key]?.count += 1
    records[Counter.self, for: key, default: Counter(count: 0)].count += 10
    #expect(records[Counter.self, for: key]?.count == 12)
    let elsewhere = SlotKey(identity: .root, name: "feature")
    records[Counter.self, for: elsewhere, default: Counter(count: 5)].count += 1
    #expect(records.table(Counter.self).mapValues(\.count) == [key: 12, elsewhere: 6])
    records[Counter.self, for: key] = nil
    #expect(records.table(Counter.self).keys.map { $0 } == [elsewhere])
  }

  @Test func keyed_recordsCanBeKeptByIdentity() {
    var records = ViewRecords()
    let identity = ViewIdentity.root.appending(.child(2))
    records[ByIdentity.self, for: identity] = ByIdentity(name: "children")
    #expect(records[ByIdentity.self, for: identity]?.name == "children")
    #expect(records[ByIdentity.self, for: .root] == nil)
    // A keyed table and an appearance table of another type do not meet.
    #expect(records.all(Appearing.self).isEmpty)
  }
}
