import KinetypeMotion

/// A view that animates its content through a sequence of phases, as SwiftUI's
/// `PhaseAnimator`.
///
/// ```swift
/// PhaseAnimator([1.0, 1.3, 1.0]) { scale in
///   Circle().scaleEffect(scale)
/// } animation: { _ in .spring(duration: 0.4, bounce: 0.4) }
/// ```
///
/// Each change of phase is a state change animated with `animation(newPhase)` (default
/// `.default`; nil changes at once). The next phase starts when that animation is
/// *logically complete* (a spring after its duration, a timing curve at its end), as in
/// SwiftUI; springs still settling then merge into the next change. Without a trigger the
/// phases cycle for as long as the view is shown, from when it appears; with a trigger each
/// change of the trigger plays every phase once, back to the first.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
  let driver: PhaseDriver<Phase>
  package let content: (Phase) -> Content

  /// Cycles through `phases` continuously.
  public init(
    _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    driver = PhaseDriver(phases: Array(phases), trigger: nil, animation: animation)
    self.content = content
  }

  /// Plays `phases` once whenever `trigger` changes.
  public init(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) {
    driver = PhaseDriver(
      phases: Array(phases), trigger: AnyEquatableValue(trigger), animation: animation)
    self.content = content
  }

  /// A phase animator draws its content.
  public var body: Never { primitiveBody("PhaseAnimator") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    guard let (phase, transaction) = driver.phase(in: context) else {
      context.graph.warn("PhaseAnimator has no phases; it draws nothing", at: context)
      return []
    }
    var inner = context
    if let transaction { inner.transaction = transaction }
    return inner.resolve(content(phase), component: .child(0))
  }
}

extension View {
  /// Cycles this view through `phases`, `content` applying each phase to it, as SwiftUI's
  /// `phaseAnimator(_:content:animation:)`.
  public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    modifier(
      PhaseModifier(
        driver: PhaseDriver(phases: Array(phases), trigger: nil, animation: animation),
        content: { content(PlaceholderContentView<Self>(), $0) }))
  }

  /// Plays `phases` over this view whenever `trigger` changes, as SwiftUI's
  /// `phaseAnimator(_:trigger:content:animation:)`.
  public func phaseAnimator<Phase: Equatable, V: View>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    modifier(
      PhaseModifier(
        driver: PhaseDriver(
          phases: Array(phases), trigger: AnyEquatableValue(trigger), animation: animation),
        content: { content(PlaceholderContentView<Self>(), $0) }))
  }
}

/// The modifier form: the content closure wraps the modified view.
struct PhaseModifier<Phase: Equatable, V: View>: PrimitiveModifier, ViewModifier {
  let driver: PhaseDriver<Phase>
  let content: (Phase) -> V

  func body(content: Content) -> Never { primitiveBody("PhaseModifier") }

  func apply<C: View>(to modified: C, in context: ResolveContext) -> [ViewNode] {
    guard let (phase, transaction) = driver.phase(in: context) else {
      context.graph.warn("phaseAnimator has no phases; the view is drawn as it is", at: context)
      return context.resolve(modified, component: nil)
    }
    var bodyContext = context
    if let transaction { bodyContext.transaction = transaction }
    bodyContext.transitionPlacement = nil
    return bodyContext.resolve(
      body: content(phase), standingFor: modified, contentContext: context)
  }
}

/// The phase of a phase animator at the time being resolved.
struct PhaseDriver<Phase: Equatable> {
  let phases: [Phase]
  let trigger: AnyEquatableValue?
  let animation: (Phase) -> Animation?

  /// The phase now (in an update, with the transaction of a phase change made in the current
  /// event) or at the frame's time.
  func phase(in context: ResolveContext) -> (Phase, Transaction?)? {
    guard let first = phases.first else { return nil }
    guard let runtime = context.graph.runtime else { return (first, nil) }
    let key = SlotKey(identity: context.identity, name: "phases")
    switch context.graph.mode {
    case .still:
      return (first, nil)
    case .frame(let time, _):
      let index = runtime.records[PhaseRecord.self, at: key, time: time]?.index(at: time) ?? 0
      return (phases[min(index, phases.count - 1)], nil)
    case .update(let index):
      guard !context.isSeeding else { return (first, nil) }
      let record = runtime.records.record(
        PhaseRecord.self, at: key, update: index, now: runtime.now, make: PhaseRecord.init(at:)
      ).record
      let animation = self.animation
      let phases = self.phases
      let isNew =
        record.history.count == 1 && record.history[0].time == runtime.now
        && !record.isRunning
      if context.isDisappearing {
        return (phases[min(record.current, phases.count - 1)], nil)
      }
      if let trigger {
        if runtime.changedValue(
          trigger, key: SlotKey(identity: context.identity, name: "phases.trigger"),
          context: context) != nil, phases.count > 1
        {
          runtime.startPhases(record, phases: phases, once: true, animation: animation)
        }
      } else if isNew, phases.count > 1 {
        runtime.startPhases(record, phases: phases, once: false, animation: animation)
      }
      let transaction: Transaction? =
        record.change?.batch == runtime.batch ? record.change?.transaction : nil
      return (phases[min(record.current, phases.count - 1)], transaction)
    }
  }
}

/// A phase animator's phase over time.
final class PhaseRecord: ViewRecord {
  /// The phase index from each time on.
  var history: [(time: Double, index: Int)]
  /// The last change: its event and transaction.
  var change: (batch: Int, transaction: Transaction)?
  /// Whether a sequence of changes is scheduled.
  var isRunning = false
  /// Increases when a sequence starts, so the changes of an older one stop.
  var generation = 0

  init(at time: Double) { history = [(time, 0)] }

  var current: Int { history[history.count - 1].index }

  func index(at time: Double) -> Int {
    history.last { $0.time <= time }?.index ?? 0
  }
}

extension ViewRuntime {
  /// Starts moving through the phases: the first change at once (after this update), each
  /// next one when the previous change's animation is logically complete; `once` stops back
  /// at the first phase, otherwise it cycles while the view is shown.
  func startPhases<Phase>(
    _ record: PhaseRecord, phases: [Phase], once: Bool,
    animation: @escaping (Phase) -> Animation?
  ) {
    record.generation += 1
    record.isRunning = true
    let generation = record.generation
    let count = phases.count
    func advance(to index: Int) {
      guard record.generation == generation, isAlive(record) else { return }
      let change = animation(phases[index])
      if record.history[record.history.count - 1].time == now {
        record.history[record.history.count - 1].index = index
      } else {
        record.history.append((now, index))
      }
      record.change = (batch, Transaction(animation: change))
      invalidate()
      if once && index == 0 {
        record.isRunning = false
        return
      }
      // SwiftUI moves on when the change is logically complete; a change that takes no time
      // waits one display frame (1/60 s) so a cycle cannot spin at one instant.
      let wait = change?.logicalDuration ?? 0
      guard wait.isFinite else { return }
      schedule(at: now + (wait > 0 ? wait : 1.0 / 60)) { advance(to: (index + 1) % count) }
    }
    runSoon { advance(to: 1) }
  }

  /// Whether the view of `record` was in the last update.
  private func isAlive(_ record: PhaseRecord) -> Bool {
    records.isSeen(record, inUpdate: updates.count - 1)
  }
}
