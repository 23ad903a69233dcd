extension ResolveContext {
  /// For `onPreferenceChange(_:perform:)`: in an update, runs `action` after it with the value
  /// of `key` that `nodes` produce (the default when none sets one) when the view is new (as
  /// SwiftUI calls it when the view first appears) or the value differs from the previous
  /// update's. Frames, seeding passes and removed views run nothing.
  package func notePreferenceChange<K: PreferenceKey>(
    _ key: K.Type, of nodes: [ViewNode], action: @escaping (K.Value) -> Void
  ) where K.Value: Equatable {
    guard let runtime = graph.runtime, graph.recordingUpdate != nil, !isSeeding,
      !isDisappearing, !isTimeDriven
    else { return }
    let value = nodes.preference(K.self) ?? K.defaultValue
    let slot = SlotKey(identity: identity, name: "onPreferenceChange.\(ViewGraph.typeName(K.self))")
    let isNew = runtime.records[ValueRecord.self, for: slot] == nil
    if runtime.changedValue(value, key: slot, context: self) != nil || isNew {
      runtime.runSoon { action(value) }
    }
  }
}
