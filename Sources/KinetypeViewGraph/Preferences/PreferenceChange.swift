extension ResolveContext {
  /// For `onPreferenceChange(_:perform:)`: in an update, runs `action` after it with the value
  /// of `key` that `nodes` produce once laid out (the default when none sets one) when the view appears (as
  /// SwiftUI calls it then) or the value differs from the previous update's. Frames, seeding
  /// passes and removed views run nothing.
  package func notePreferenceChange<K: PreferenceKey>(
    _ key: K.Type, of nodes: [ViewNode], action: @escaping (K.Value) -> Void
  ) where K.Value: Equatable {
    noteChangeAfterLayout(
      "onPreferenceChange.\(ViewGraph.typeName(K.self))",
      read: { nodes.preference(K.self) ?? K.defaultValue }, action: { _, value in action(value) })
  }

  /// In an update, reads `read` once the update has laid its views out and runs `action` with
  /// the value before (nil when the view appears) and now, when the view appears or the value
  /// differs from the previous update's (`name` tells this view's readings apart). With
  /// `readsGeometry`, the update lays its views out even when nothing else asks it to. Frames,
  /// seeding passes and removed views run nothing. What `onPreferenceChange`,
  /// `onGeometryChange` and `onScrollGeometryChange` share.
  package func noteChangeAfterLayout<V: Equatable>(
    _ name: String, readsGeometry: Bool = false, read: @escaping () -> V?,
    action: @escaping (_ old: V?, _ new: V) -> Void
  ) {
    guard let runtime = graph.runtime, let index = graph.recordingUpdate, !isSeeding,
      !isDisappearing, !isTimeDriven
    else { return }
    if readsGeometry { graph.buildsContentAtLayout = true }
    // Read once the update has laid its views out (when it does: a `GeometryReader`'s
    // content, and the values it sets, exist only then).
    runtime.preferenceChecks.append {
      guard let value = read() else { return }
      let slot = SlotKey(identity: identity, name: name)
      // New, or back after being removed: it appears in this update.
      let appears =
        runtime.records[ValueRecord.self, for: slot].map { $0.lastSeen < index - 1 } ?? true
      if let old = runtime.changedValue(value, key: slot, context: self) {
        runtime.runSoon { action(old, value) }
      } else if appears {
        runtime.runSoon { action(nil, value) }
      }
    }
  }
}
