import KinetypeViewGraph

/// How a symbol effect of a view was triggered over time, from the view's appearance.
final class SymbolEffectRecord: ViewRecord {
  /// When an indefinite effect became active or inactive.
  var activations: [(time: Double, isActive: Bool)] = []
  /// When a discrete effect's value changed.
  var triggers: [Double] = []

  /// The seconds since the effect started at `time` and the triggers so far, for the
  /// appearance that began at `from`.
  func clock(at time: Double, from: Double, isDiscrete: Bool) -> (elapsed: Double?, triggers: Int) {
    if isDiscrete {
      let count = triggers.lastIndex { $0 <= time }.map { $0 + 1 } ?? 0
      return (count > 0 ? time - triggers[count - 1] : nil, count)
    }
    let start = activations.last { $0.time <= time }?.time ?? from
    return (max(0, time - start), 0)
  }
}

extension ViewRuntime {
  /// The clock of the symbol effect `entry` at the view being resolved: seconds since it
  /// became active (an indefinite effect) or since its value last changed (a discrete one),
  /// and how many times that happened; nil where nothing drives it.
  func symbolEffectClock(
    _ entry: SymbolEffectEntry, trigger: AnyEquatableValue?, context: ResolveContext
  ) -> (elapsed: Double?, triggers: Int)? {
    let key = SlotKey(identity: context.identity, name: "symbolEffect." + entry.effectName)
    let isDiscrete: Bool
    if case .discrete = entry.activation { isDiscrete = true } else { isDiscrete = false }
    switch context.graph.mode {
    case .still:
      return nil
    case .frame(let time, _):
      guard let (record, from) = records.record(SymbolEffectRecord.self, at: key, time: time)
      else { return nil }
      return record.clock(at: time, from: from, isDiscrete: isDiscrete)
    case .update(let index):
      let (record, from) = records.record(
        SymbolEffectRecord.self, at: key, update: index, now: now
      ) { _ in SymbolEffectRecord() }
      if case .indefinite(let isActive) = entry.activation,
        record.activations.last?.isActive != isActive
      {
        record.activations.append((now, isActive))
      }
      if let trigger, !context.isSeeding,
        changedValue(
          trigger, key: SlotKey(identity: context.identity, name: key.name + ".trigger"),
          context: context) != nil
      {
        record.triggers.append(now)
      }
      return record.clock(at: now, from: from, isDiscrete: isDiscrete)
    }
  }
}
