/// When a symbol effect of a view started, and how it was triggered, over time.
final class SymbolEffectRecord {
  let from: Double
  var lastSeen: Int
  /// When an indefinite effect became active or inactive.
  var activations: [(time: Double, isActive: Bool)] = []
  /// When a discrete effect's value changed.
  var triggers: [Double] = []

  init(from: Double, lastSeen: Int) {
    self.from = from
    self.lastSeen = lastSeen
  }

  /// The seconds since the effect started at `time` and the triggers so far.
  func clock(at time: Double, isDiscrete: Bool) -> (elapsed: Double?, triggers: Int) {
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
      guard let record = symbolEffectEntries[key]?.last(where: { $0.from <= time }) else {
        return nil
      }
      return record.clock(at: time, isDiscrete: isDiscrete)
    case .update(let index):
      let record: SymbolEffectRecord
      if let existing = symbolEffectEntries[key]?.last, existing.lastSeen >= index - 1 {
        existing.lastSeen = index
        record = existing
      } else {
        record = SymbolEffectRecord(from: now, lastSeen: index)
        symbolEffectEntries[key, default: []].append(record)
      }
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
      return record.clock(at: now, isDiscrete: isDiscrete)
    }
  }
}
