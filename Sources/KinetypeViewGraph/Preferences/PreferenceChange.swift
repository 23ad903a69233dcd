extension ResolveContext {
  /// For `onPreferenceChange(_:perform:)`: in an update, runs `action` after it with the value
  /// of `key` that `nodes` produce once laid out (the default when none sets one) when the view appears (as
  /// SwiftUI calls it then) or the value differs from the previous update's. Frames, seeding
  /// passes and removed views run nothing.
  package func notePreferenceChange<K: PreferenceKey>(
    _ key: K.Type, of nodes: [ViewNode], action: @escaping (K.Value) -> Void
  ) where K.Value: Equatable {
    guard let runtime = graph.runtime, let index = graph.recordingUpdate, !isSeeding,
      !isDisappearing, !isTimeDriven
    else { return }
    // Read once the update has laid its views out (when it does: a `GeometryReader`'s
    // content, and the values it sets, exist only then).
    runtime.preferenceChecks.append {
      let value = nodes.preference(K.self) ?? K.defaultValue
      let slot = SlotKey(
        identity: identity, name: "onPreferenceChange.\(ViewGraph.typeName(K.self))")
      // New, or back after being removed: it appears in this update.
      let appears =
        runtime.records[ValueRecord.self, for: slot].map { $0.lastSeen < index - 1 } ?? true
      if runtime.changedValue(value, key: slot, context: self) != nil || appears {
        runtime.runSoon { action(value) }
      }
    }
  }
}
