extension ViewRuntime {
  /// Plays one script action now.
  package func perform(_ action: ViewScript.Action) {
    switch action.kind {
    case .tap(let label):
      guard let control = controls(at: updates.count - 1).first(where: { $0.matches(label) })
      else {
        let available = controls(at: updates.count - 1).map(\.label).filter { !$0.isEmpty }
        recordFailure(
          ViewScriptError.noControl(label: label, time: action.time, available: available))
        return
      }
      control.action()
    case .slide(let label, let fraction, let animation):
      let sliders = controls(at: updates.count - 1).filter { $0.adjust != nil }
      guard let slider = sliders.first(where: { $0.matches(label) }), let adjust = slider.adjust
      else {
        recordFailure(
          ViewScriptError.noControl(
            label: label, time: action.time, available: sliders.map(\.label)))
        return
      }
      withTransaction(Transaction(animation: animation)) { adjust(fraction) }
    case .drag(let label, let step):
      let draggable = controls(at: updates.count - 1).filter { $0.drag != nil }
      guard let target = draggable.first(where: { $0.matches(label) }), let drag = target.drag
      else {
        recordFailure(
          ViewScriptError.noControl(
            label: label, time: action.time, available: draggable.map(\.label)))
        return
      }
      drag(step)
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

}
