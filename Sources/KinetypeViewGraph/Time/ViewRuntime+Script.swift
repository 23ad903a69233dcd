extension ViewRuntime {
  /// Plays one script action now.
  package func perform(_ action: ViewScript.Action) {
    switch action.kind {
    case .tap(let label):
      control(labeled: label, at: action.time, offering: { _ in true }, dropsUnlabeled: true)?
        .action()
    case .slide(let label, let fraction, let animation):
      guard let adjust = control(labeled: label, at: action.time, offering: \.adjust)?.adjust
      else { return }
      withTransaction(Transaction(animation: animation)) { adjust(fraction) }
    case .drag(let label, let step):
      control(labeled: label, at: action.time, offering: \.drag)?.drag?(step)
    case .setState(let name, let owner, let value, let animation):
      let matches = liveStates(named: name, owner: owner)
      guard let storage = matches.first else {
        recordFailure(
          ViewScriptError.noState(name: name, time: action.time, available: liveStateNames()))
        return
      }
      let accepted = withTransaction(Transaction(animation: animation)) {
        storage.setFromScript(value)
      }
      if !accepted {
        recordFailure(
          ViewScriptError.wrongType(
            name: name, time: action.time, expected: "\(storage.valueType)",
            got: "\(type(of: value))"))
      }
    case .environment(let change):
      changeEnvironment(change)
    case .perform(let body, let animation):
      if let animation {
        withAnimation(animation) { body() }
      } else {
        body()
      }
    }
  }

  private func controls(at index: Int) -> [Control] {
    index >= 0 && index < updates.count ? updates[index].controls : []
  }

  /// The state storages alive now named `name` (`count` or `_count`), in the order made.
  private func liveStates(named name: String, owner: String?) -> [AnyStateStorage] {
    let wanted = name.hasPrefix("_") ? name : "_" + name
    return states.values.compactMap { $0.last?.storage }
      .filter { $0.name == wanted && (owner == nil || $0.owner == owner) }
      .sorted { $0.order < $1.order }
  }

  private func liveStateNames() -> [String] {
    Array(
      Set(
        states.values.compactMap { $0.last?.storage }.map { "\($0.owner).\($0.name.dropFirst())" })
    ).sorted()
  }

  /// The control labeled `label` among those of the current update that offer what a script
  /// action needs (a slide's `adjust`, a drag's `drag`), or nil with the failure recorded,
  /// naming the labels there were (of every control with a label, for a tap).
  private func control<T>(
    labeled label: String, at time: Double, offering: (Control) -> T?, dropsUnlabeled: Bool = false
  ) -> Control? {
    let candidates = controls(at: updates.count - 1).filter { offering($0) != nil }
    if let found = candidates.first(where: { $0.matches(label) }) { return found }
    let available = candidates.map(\.label).filter { !dropsUnlabeled || !$0.isEmpty }
    recordFailure(ViewScriptError.noControl(label: label, time: time, available: available))
    return nil
  }
}
