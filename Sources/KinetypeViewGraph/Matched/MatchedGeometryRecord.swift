import KinetypeMotion

/// One change of a matched view's geometry, animated from its start with the transaction's
/// animation: a progress from 0 to 1 on `track` (nil: a jump, at 1 at once).
struct MatchedSegment {
  enum Kind {
    /// The view was inserted as the view at `from` (same key) was removed: it glides from
    /// that view's frame to its own.
    case insertion(from: ViewIdentity)
    /// The view was removed as the view at `to` was inserted: it glides to that view's frame.
    case removal(to: ViewIdentity)
    /// A view with `isSource: false` changed its identifier: it moves to the new source.
    case follow(to: MatchKey)
  }

  let kind: Kind
  let start: Double
  let track: AnimationTrack<Double>?

  /// The progress at `time`: 0 at the start, 1 when the animation is done.
  func progress(at time: Double) -> Double { track?.value(at: time) ?? 1 }
}

/// What the runtime keeps of a matched view for one appearance: the key it first had (what a
/// view with `isSource: false` follows before any change) and the changes of its geometry.
final class MatchedGeometryRecord: ViewRecord {
  /// The key of the view's latest update.
  var key: MatchKey
  /// The key the appearance began with.
  let base: MatchKey
  /// The update that removed the view (its ghost's first resolution), if any.
  var removedIn: Int?
  /// The changes, in the order they started.
  var segments: [MatchedSegment] = []

  init(key: MatchKey) {
    self.key = key
    base = key
  }

  /// The record's name among a view's records.
  static let name = "matchedGeometryEffect"
}

/// The matched views an update inserted and removed with an animation, paired when it ends.
struct MatchedGeometryPending: ViewRecord {
  typealias Key = Int

  var insertions: [(key: MatchKey, identity: ViewIdentity, track: AnimationTrack<Double>)] = []
  var removals: [(key: MatchKey, identity: ViewIdentity, track: AnimationTrack<Double>)] = []
}

extension ViewRuntime {
  /// Records the matched view at `context.identity` with `key` in update `index`, and returns
  /// its record: a view inserted with an animation, or removed with one, is noted for pairing
  /// at the end of the update; a view with `isSource: false` whose key changed moves to its new
  /// source with the transaction's animation. A removed view's glide keeps its ghost drawn
  /// until the glide ends.
  func recordMatchedGeometry(
    key: MatchKey, isSource: Bool, context: ResolveContext, update index: Int
  ) -> MatchedGeometryRecord? {
    let slot = SlotKey(identity: context.identity, name: MatchedGeometryRecord.name)
    guard !context.isSeeding, !context.isTimeDriven else {
      return records[MatchedGeometryRecord.self, at: slot, time: now]
    }
    if context.isDisappearing {
      guard let record = records[MatchedGeometryRecord.self, at: slot, time: now] else {
        return nil
      }
      // Only the ghost's first resolution (its view was live in the update before).
      guard records.isSeen(record, inUpdate: index - 1), record.removedIn == nil else {
        return record
      }
      record.removedIn = index
      if isSource, let track = glideTrack(context) {
        records[MatchedGeometryPending.self, for: index, default: MatchedGeometryPending()]
          .removals.append((key, context.identity, track))
      }
      return record
    }
    var isNew = false
    let (record, _) = records.record(
      MatchedGeometryRecord.self, at: slot, update: index, now: now
    ) { _ in
      isNew = true
      return MatchedGeometryRecord(key: key)
    }
    record.removedIn = nil
    if isNew {
      if isSource, index > 0, let track = glideTrack(context) {
        records[MatchedGeometryPending.self, for: index, default: MatchedGeometryPending()]
          .insertions.append((key, context.identity, track))
      }
    } else if record.key != key {
      // A source's identifier changing is a new source; a follower moves to it.
      if !isSource {
        record.segments.append(
          MatchedSegment(kind: .follow(to: key), start: now, track: glideTrack(context)))
      }
      record.key = key
    }
    return record
  }

  /// A progress from 0 to 1 animated with the context's transaction from now, or nil when
  /// the transaction does not animate. Its completions wait for it, and a ghost being
  /// resolved stays until it ends.
  private func glideTrack(_ context: ResolveContext) -> AnimationTrack<Double>? {
    guard let animation = context.transaction.animation else { return nil }
    var track = AnimationTrack(
      initial: 0.0, at: now, reduceMotion: context.environment.accessibilityReduceMotion)
    guard let started = track.set(1, at: now, animation: animation) else { return nil }
    for completion in context.transaction.completions { completion.note(started) }
    collectedFinishes?.append(started.finished)
    return track
  }

  /// At the end of update `index`: pairs each view inserted with a key with the view removed
  /// with the same key in the same update (the first of each, in the order they were
  /// resolved), so that both glide between their frames.
  func finishMatchedGeometry(update index: Int) {
    guard let pending = records[MatchedGeometryPending.self, for: index] else { return }
    records[MatchedGeometryPending.self, for: index] = nil
    var paired: Set<MatchKey> = []
    for insertion in pending.insertions where !paired.contains(insertion.key) {
      guard let removal = pending.removals.first(where: { $0.key == insertion.key }) else {
        continue
      }
      paired.insert(insertion.key)
      let name = MatchedGeometryRecord.name
      records[
        MatchedGeometryRecord.self, at: SlotKey(identity: insertion.identity, name: name),
        time: now]?
        .segments.append(
          MatchedSegment(
            kind: .insertion(from: removal.identity), start: now, track: insertion.track))
      records[
        MatchedGeometryRecord.self, at: SlotKey(identity: removal.identity, name: name),
        time: now]?
        .segments.append(
          MatchedSegment(
            kind: .removal(to: insertion.identity), start: now, track: removal.track))
    }
  }
}
