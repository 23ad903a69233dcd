import KinetypeMotion
import Observation

extension ViewRuntime {
  /// The nodes of a composite view (one with a `body`).
  ///
  /// In an update: its `@Environment` and `@State` properties are installed, its body runs
  /// (observed, so an `@Observable` model it reads updates it with the change's transaction)
  /// and is kept for frames; the transaction of its subtree is that of the latest change to
  /// its own state in this event. In a frame: the body kept by the frame's update is
  /// resolved, not run again. An `Animatable` view's animatable data is taken at the frame's
  /// time and its body runs in every frame (its content is time-driven), as does the body of a
  /// view in content built at layout (its values may come from the frame's geometry).
  func makeCompositeNodes<V: View>(_ view: V, context: ResolveContext, inner: ResolveContext)
    -> [ViewNode]
  {
    var view = view
    var inner = inner
    let key = BodyKey(identity: context.identity, type: ObjectIdentifier(V.self))
    let isAnimatable = hasAnimatableData(view)
    switch context.graph.mode {
    case .still:
      context.graph.installDynamicProperties(in: &view, context: context)
      return inner.resolve(view.body, component: nil)
    case .frame(_, let index):
      if isAnimatable {
        context.graph.installDynamicProperties(in: &view, context: context)
        view = context.animatedIfAnimatable(view, "view")
        inner.isTimeDriven = true
        return inner.resolve(view.body, component: nil)
      }
      if !context.isTimeDriven, !context.isBuiltAtLayout, let body = body(for: key, update: index) {
        return inner.resolve(body, component: nil)
      }
      context.graph.installDynamicProperties(in: &view, context: context)
      return inner.resolve(view.body, component: nil)
    case .update(let index):
      let storages = context.graph.installDynamicProperties(in: &view, context: context)
      if !context.isSeeding, let transaction = transaction(forChangesIn: storages, body: key) {
        inner.transaction = transaction
      }
      if isAnimatable {
        view = inner.animatedIfAnimatable(view, "view")
        inner.isTimeDriven = true
      }
      let body = withObservationTracking {
        view.body
      } onChange: { [weak self] in
        self?.noteObservedChange(key)
      }
      if !context.isTimeDriven, !isAnimatable, !context.isSeeding {
        keep(body, for: key, update: index)
      }
      return inner.resolve(body, component: nil)
    }
  }

  /// Keeps `body` as the body of `key` in update `index`.
  func keep(_ body: any View, for key: BodyKey, update index: Int) {
    if var kept = bodies[key], kept.last?.update == index {
      kept[kept.count - 1] = (index, body)
      bodies[key] = kept
    } else {
      bodies[key, default: []].append((index, body))
    }
  }

  /// The body kept for `key` by the last update at or before `index`.
  package func body(for key: BodyKey, update index: Int) -> (any View)? {
    guard let kept = bodies[key], let first = kept.first, first.update <= index else {
      return nil
    }
    var low = 0
    var high = kept.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if kept[middle].update <= index { low = middle } else { high = middle - 1 }
    }
    return kept[low].body as? any View
  }

  /// The state storage for `key`: the one alive now, or a new one holding `initial`. In a
  /// frame, the one alive at the frame's time.
  func stateStorage<Value>(for key: StateKey, initial: Value, name: String, owner: String)
    -> StateStorage<Value>?
  {
    if let time = ViewTime.frame {
      return states[key]?.last { $0.from <= time }?.storage as? StateStorage<Value>
    }
    if let existing = states[key]?.last?.storage as? StateStorage<Value>,
      (existing.retired ?? .infinity) > now
    {
      return existing
    }
    let storage = StateStorage(
      initial: initial, at: now, runtime: self, name: name, owner: owner)
    storage.order = states.count
    states[key, default: []].append((now, storage))
    return storage
  }

  /// Forgets, from `time` on, the state of the views under `identity` (removed from the
  /// tree; `time` is when their removal transition ends): a view inserted there later starts
  /// with its initial state.
  func retireState(under identity: ViewIdentity, at time: Double) {
    for key in states.keys where key.identity.isDescendant(of: identity) {
      guard let storage = states[key]?.last?.storage, storage.retired == nil else { continue }
      storage.retired = time
    }
  }

  /// Keeps the state of the views under `identity` (inserted again before their removal
  /// ended).
  func reviveState(under identity: ViewIdentity) {
    for key in states.keys where key.identity.isDescendant(of: identity) {
      states[key]?.last?.storage.retired = nil
    }
  }
}

/// Whether `value` is `Animatable` with something to animate.
func hasAnimatableData<T>(_ value: T) -> Bool {
  guard let animatable = value as? any Animatable else { return false }
  func check<A: Animatable>(_ value: A) -> Bool {
    A.AnimatableData.self != EmptyAnimatableData.self
  }
  return check(animatable)
}

extension ViewIdentity {
  /// Whether this identity is `ancestor` or below it.
  func isDescendant(of ancestor: ViewIdentity) -> Bool {
    var current: ViewIdentity? = self
    while let identity = current {
      if identity.depth < ancestor.depth { return false }
      if identity.depth == ancestor.depth { return identity == ancestor }
      current = identity.parent
    }
    return false
  }
}

extension ViewRuntime {
  /// The nodes of a user's `ViewModifier`: its body runs (or, in a frame, the kept body is
  /// resolved), with `content` standing for the modified view. A `GeometryEffect` makes its
  /// own node; an `Animatable` modifier's data is animated and its body rebuilt each frame.
  func makeModifierNodes<M: ViewModifier>(
    _ modifier: M, context: ResolveContext, inner: ResolveContext
  ) -> [ViewNode] {
    var modifier = modifier
    var inner = inner
    let key = BodyKey(identity: context.identity, type: ObjectIdentifier(M.self))
    let isAnimatable = hasAnimatableData(modifier)
    let storages = context.graph.installDynamicProperties(in: &modifier, context: context)
    if case .update = context.graph.mode, !context.isSeeding,
      let transaction = transaction(forChangesIn: storages, body: key)
    {
      inner.transaction = transaction
    }
    if isAnimatable {
      modifier = context.animatedIfAnimatable(modifier, "modifier")
      inner.isTimeDriven = true
    }
    switch context.graph.mode {
    case .frame(_, let index):
      if !isAnimatable, !context.isTimeDriven, !context.isBuiltAtLayout,
        let body = body(for: key, update: index)
      {
        return inner.resolve(body, component: nil)
      }
      return inner.resolve(modifier.body(content: _ViewModifier_Content<M>()), component: nil)
    case .update(let index):
      let body = withObservationTracking {
        modifier.body(content: _ViewModifier_Content<M>())
      } onChange: { [weak self] in
        self?.noteObservedChange(key)
      }
      if !isAnimatable, !context.isTimeDriven, !context.isSeeding {
        keep(body, for: key, update: index)
      }
      return inner.resolve(body, component: nil)
    case .still:
      return inner.resolve(modifier.body(content: _ViewModifier_Content<M>()), component: nil)
    }
  }
}
