import KinetypeMotion

/// The children a structural view (a conditional, an optional, a `ForEach`, an `AnyView`)
/// had in an update: what a later update compares with to find insertions and removals.
struct StructureRecord: ViewRecord {
  typealias Key = ViewIdentity

  struct Child {
    let component: ViewIdentity.Component
    let view: any View
    /// The context the child was resolved in (its graph is replaced when it is resolved
    /// again).
    let context: ResolveContext
  }

  let update: Int
  let children: [Child]
  /// The record of the update before, kept while the same update resolves the structure
  /// again (a transition's first pass, then its second).
  let previous: [Child]?
}

/// The removed children of a structural view, each drawn through its removal transition until
/// its animations end.
struct GhostRecord: ViewRecord {
  typealias Key = ViewIdentity

  var ghosts: [Ghost] = []
}

/// A removed view, drawn through its removal transition until its animations end.
struct Ghost {
  let child: StructureRecord.Child
  /// Its position among the structural view's children when it was removed.
  let index: Int
  let start: Double
  var end: Double
}

extension ResolveContext {
  /// The nodes of a structural view's children, each resolved at its component.
  ///
  /// With a runtime, insertions and removals between updates run transitions: an inserted
  /// child is resolved first at its transition's `.willAppear` phase (recording where its
  /// values start, without animation) and then at `.identity` with the transaction, so its
  /// values animate in; a removed child stays, drawn at `.didDisappear`, until the animations
  /// its removal started end. A child without a `.transition` fades (`.opacity`).
  func resolveChildren(_ children: [(ViewIdentity.Component, any View)]) -> [ViewNode] {
    guard let runtime = graph.runtime, !isDisappearing else {
      return children.flatMap { resolve($0.1, component: $0.0) }
    }
    switch graph.mode {
    case .still:
      return children.flatMap { resolve($0.1, component: $0.0) }
    case .update(let index):
      return runtime.resolveStructure(children, context: self, update: index)
    case .frame(let time, _):
      return runtime.resolveStructureFrame(children, context: self, time: time)
    }
  }
}

extension ResolveContext {
  /// The transition phase a list of views inside a view being inserted or removed passes to
  /// each of its views (each view of a list transitions on its own), taking the placement;
  /// nil otherwise.
  func takeTransitionPhaseForChildren() -> TransitionPhase? {
    guard let placement = transitionPlacement, !placement.isConsumed else { return nil }
    placement.isConsumed = true
    return placement.phase
  }

  /// The nodes of one child of a list of views (a tuple's element), in `phase` of its own
  /// transition (see ``takeTransitionPhaseForChildren()``); one without a `.transition`
  /// fades.
  func resolveChild(_ view: any View, component: ViewIdentity.Component, phase: TransitionPhase?)
    -> [ViewNode]
  {
    guard let runtime = graph.runtime else { return resolve(view, component: component) }
    var child = self
    child.transitionPlacement = nil
    return runtime.resolve(view, component: component, context: child, phase: phase)
  }
}

extension ViewRuntime {
  /// The slot of the default transition's opacity.
  static let defaultTransitionSlot = "transition.opacity"

  /// The nodes of the child `view` at `component`, in `phase` of its transition if it is
  /// being inserted or removed; a child with no `.transition` takes the default (a fade).
  package func resolve(
    _ view: any View, component: ViewIdentity.Component, context: ResolveContext,
    phase: TransitionPhase?
  ) -> [ViewNode] {
    let identity = context.identity.appending(component)
    var child = context
    let placement = phase.map { TransitionPlacement(phase: $0) }
    child.transitionPlacement = placement
    let nodes = child.resolve(view, component: component)
    if let placement, !placement.isConsumed, context.graph.recordingUpdate != nil {
      setDefaultTransition(placement.phase, at: identity, context: child)
    }
    return wrapInDefaultTransition(nodes, at: identity, context: child)
  }

  func resolveStructure(
    _ children: [(ViewIdentity.Component, any View)], context: ResolveContext, update index: Int
  ) -> [ViewNode] {
    let identity = context.identity
    // A structure inside a view being inserted or removed passes the phase to its children.
    let inherited = context.takeTransitionPhaseForChildren()
    var childContext = context.forContainerContent
    childContext.transitionPlacement = nil
    guard !context.isSeeding else {
      return children.flatMap {
        resolve($0.1, component: $0.0, context: childContext, phase: inherited)
      }
    }
    let record = records[StructureRecord.self, for: identity]
    let baseline: [StructureRecord.Child]? =
      record.map { $0.update == index ? $0.previous : ($0.update == index - 1 ? $0.children : nil) }
      ?? nil
    let old = baseline ?? []
    var groups: [[ViewNode]] = []
    var made: [StructureRecord.Child] = []
    for (component, view) in children {
      let childIdentity = identity.appending(component)
      made.append(StructureRecord.Child(component: component, view: view, context: childContext))
      let isInserted = baseline != nil && !old.contains { $0.component == component }
      guard isInserted else {
        groups.append(
          resolve(view, component: component, context: childContext, phase: inherited))
        continue
      }
      // A view inserted while its removal is running comes back from where it is, with its
      // state.
      let returning = removeGhost(childIdentity, under: identity)
      if returning {
        reviveState(under: childIdentity)
      } else {
        var seeding = childContext
        seeding.isSeeding = true
        _ = resolve(view, component: component, context: seeding, phase: .willAppear)
      }
      groups.append(resolve(view, component: component, context: childContext, phase: .identity))
    }
    // Removals: each removed child becomes a ghost drawn through its removal transition.
    for (position, child) in old.enumerated()
    where !children.contains(where: { $0.0 == child.component }) {
      let childIdentity = identity.appending(child.component)
      var ghost = Ghost(child: child, index: position, start: now, end: now)
      let resolvedEnd = collectingFinishes {
        _ = resolveGhost(ghost, context: context, isNew: true)
      }
      ghost.end = max(now, resolvedEnd ?? now)
      retireState(under: childIdentity, at: ghost.end)
      if ghost.end > now {
        records[GhostRecord.self, for: identity, default: GhostRecord()].ghosts.append(ghost)
      }
    }
    records[StructureRecord.self, for: identity] = StructureRecord(
      update: index, children: made,
      previous: record?.update == index ? record?.previous : record?.children)
    return splice(groups, ghosts: aliveGhosts(under: identity, at: now), context: context)
  }

  func resolveStructureFrame(
    _ children: [(ViewIdentity.Component, any View)], context: ResolveContext, time: Double
  ) -> [ViewNode] {
    var childContext = context.forContainerContent
    childContext.transitionPlacement = nil
    let groups = children.map { component, view in
      resolve(view, component: component, context: childContext, phase: nil)
    }
    return splice(groups, ghosts: aliveGhosts(under: context.identity, at: time), context: context)
  }

  /// The ghosts under `identity` being drawn at `time`.
  private func aliveGhosts(under identity: ViewIdentity, at time: Double) -> [Ghost] {
    (records[GhostRecord.self, for: identity]?.ghosts ?? []).filter {
      $0.start <= time && time < $0.end
    }
  }

  /// Stops drawing the ghost of `identity` (it was inserted again). Returns whether one was
  /// running.
  private func removeGhost(_ identity: ViewIdentity, under parent: ViewIdentity) -> Bool {
    guard var list = records[GhostRecord.self, for: parent]?.ghosts,
      let index = list.firstIndex(where: {
        parent.appending($0.child.component) == identity && $0.start <= now && now < $0.end
      })
    else { return false }
    list[index].end = now
    records[GhostRecord.self, for: parent]?.ghosts = list
    return true
  }

  /// The nodes of a removed child at `.didDisappear`.
  private func resolveGhost(_ ghost: Ghost, context: ResolveContext, isNew: Bool) -> [ViewNode] {
    var ghostContext = ghost.child.context
    ghostContext.graph = context.graph
    ghostContext.isDisappearing = true
    ghostContext.isTimeDriven = context.isTimeDriven
    ghostContext.transaction = isNew ? context.transaction : Transaction()
    return resolve(
      ghost.child.view, component: ghost.child.component, context: ghostContext,
      phase: .didDisappear)
  }

  /// The children's nodes with the ghosts resolved and put back where they were.
  private func splice(_ groups: [[ViewNode]], ghosts: [Ghost], context: ResolveContext)
    -> [ViewNode]
  {
    guard !ghosts.isEmpty else { return groups.flatMap { $0 } }
    var groups = groups
    for ghost in ghosts.sorted(by: { $0.index < $1.index }) {
      let nodes = resolveGhost(ghost, context: context, isNew: false)
      groups.insert(nodes, at: min(ghost.index, groups.count))
    }
    return groups.flatMap { $0 }
  }

  /// Records the default transition's opacity for the child at `identity` in `phase`. A view
  /// there since before its first transition (no opacity recorded) was fully shown: its
  /// removal fades from 1, and frames before it see it at 1.
  private func setDefaultTransition(
    _ phase: TransitionPhase, at identity: ViewIdentity, context: ResolveContext
  ) {
    let key = SlotKey(identity: identity, name: Self.defaultTransitionSlot)
    if phase == .didDisappear, records[AnySlot.self, for: key] == nil,
      case .update(let index) = context.graph.mode
    {
      records[AnySlot.self, for: key] = Slot(
        track: AnimationTrack(
          initial: 1.0, at: now, reduceMotion: context.environment.accessibilityReduceMotion),
        lastSeen: index)
    }
    _ = animated(phase.isIdentity ? 1.0 : 0.0, key: key, context: context)
  }

  /// `nodes` in an opacity node while the default transition of the child at `identity` is
  /// below 1.
  private func wrapInDefaultTransition(
    _ nodes: [ViewNode], at identity: ViewIdentity, context: ResolveContext
  ) -> [ViewNode] {
    let key = SlotKey(identity: identity, name: Self.defaultTransitionSlot)
    guard let slot = records[AnySlot.self, for: key] as? Slot<Double> else { return nodes }
    let time = context.graph.frame?.time ?? now
    let opacity = slot.track.value(at: time)
    guard opacity < 1 else { return nodes }
    let behavior = DefaultTransitionBehavior(opacity: opacity)
    return nodes.map { node in
      ViewNode(
        identity: node.identity, labels: [], environment: node.environment, behavior: behavior,
        children: [node], graph: context.graph)
    }
  }
}
