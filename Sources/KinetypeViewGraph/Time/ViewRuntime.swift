import Foundation
import KinetypeCombine
import KinetypeCore
import KinetypeRendering
import Observation

/// Runs a view over time on a virtual clock, then renders any frame as a pure function of its
/// time.
///
/// **The pre-pass** (``run()``, once, on one thread) plays the view's life in order: the first
/// resolution at t = 0 and its `onAppear` actions, `.task` bodies (their `Task.sleep` waits are
/// events on the virtual clock), script actions, animation completions and animators' phase
/// changes, each at its time. Every change of state is recorded with its time and transaction;
/// after each event that changed something the views are resolved again (an *update*), which
/// records each composite view's body, starts animations of the values that changed (per view
/// identity and property, in an ``AnimationTrack``), notes inserted and removed views for
/// their transitions, and runs `onAppear`/`onDisappear`/`onChange` actions. The wall clock is
/// never read.
///
/// **A frame** at time *t* (any thread, any order) resolves the views of the last update at or
/// before *t* again: composite views reuse the bodies that update recorded (so an
/// `@Observable` model's later changes do not leak into earlier frames), `@State` reads its
/// value as of *t*, animatable values are their tracks' values at *t*, views being removed are
/// drawn through their removal transitions, and time-driven content (keyframe animators,
/// timelines, `Animatable` views) is rebuilt for *t*. Frames only read what the pre-pass
/// recorded, so they are byte-identical on any thread and for any split of the frame range.
package final class ViewRuntime: @unchecked Sendable {
  // After `run()`, every record is read-only; frames on many threads only read. During the
  // pre-pass everything runs on the pre-pass thread (tasks run on it through a custom executor).

  /// Where the root view comes from.
  private let makeRoot: () -> any View
  /// The root view, made once at the start of the pre-pass.
  package private(set) var root: (any View)?
  /// Seconds the pre-pass plays.
  package let duration: Double
  /// What the script does, sorted by time.
  let script: ViewScript
  /// The canvas the frames propose, in points (nil: the root's ideal size): where an update
  /// lays out views that build their content at layout.
  let canvas: CGSize?

  // MARK: The clock

  /// The time of the event being played.
  package private(set) var now = 0.0
  /// Whether changes are recorded (false before and after the pre-pass).
  private(set) var isRecording = false
  /// Whether the pre-pass has ended (read with the lock: tasks cancelled then may still be
  /// unwinding on other threads).
  private var played = false
  /// Whether the pre-pass has ended.
  var hasPlayed: Bool { lock.withLock { played } }
  /// The number of the event being played: changes made in it share it.
  private(set) var batch = 0
  /// Increases with every change, to order the changes of one event.
  private var changeCount = 0
  /// Whether something changed since the last update.
  private(set) var isDirty = false
  /// The event queue: (time, order) sorted.
  private var events: [Event] = []
  private var eventCount = 0
  /// Actions to run at the current time after the update that queued them, in order.
  private var immediate: [() -> Void] = []
  private let lock = NSLock()

  // MARK: Records

  /// The updates of the pre-pass, by index: their times and what they found.
  private(set) var updates: [UpdateRecord] = []
  /// The root environment over time (scripts change it).
  private(set) var environments: [(time: Double, values: EnvironmentValues)]
  /// State storage by key, each with the time it was created (a view inserted again gets
  /// new state).
  var states: [StateKey: [(from: Double, storage: AnyStateStorage)]] = [:]
  /// The storage made in the current update, by key.
  var statesMadeThisUpdate: Set<StateKey> = []
  /// Composite views' bodies by update.
  var bodies: [BodyKey: [(update: Int, body: Any)]] = [:]
  /// Times at which animations started during a resolution end, while collecting.
  var collectedFinishes: [Double]?
  /// Lifecycle modifiers (`onAppear`, `.task`…) found by the update being recorded, and the
  /// order they were found in.
  var lifecycle: [LifecycleKey: LifecycleEntry] = [:]
  var lifecycleOrder: [LifecycleKey] = []
  /// Those of the previous update.
  var previousLifecycle: [LifecycleKey: LifecycleEntry] = [:]
  var previousLifecycleOrder: [LifecycleKey] = []
  /// Controls (buttons, tap gestures) found by the update being recorded.
  package var controls: [Control] = []
  /// The `onPreferenceChange` readings of the update in progress, run once its views are laid
  /// out.
  package var preferenceChecks: [() -> Void] = []
  /// Completions waiting for the animations of the current event's changes.
  var pendingCompletions: [AnimationCompletion] = []
  /// `@Observable` changes seen by views' bodies: the event and transaction by body.
  var observedChanges: [BodyKey: (batch: Int, order: Int, transaction: Transaction)] = [:]
  /// Every feature's records by view: animated values' tracks (`AnySlot`), compared values
  /// (`ValueRecord`), structural views' children and removed views (`StructureRecord`,
  /// `GhostRecord`), keyframe and phase animators', symbol effects', timelines' and matched
  /// views' (`MatchedGeometryRecord`) appearances.
  package var records = ViewRecords()
  /// The animation each node of the update being recorded was resolved under (layout glides).
  var layoutAnimations: [LayoutGlideKey: LayoutGlideChoice] = [:]
  /// The frame changes of the layout glides, worked out once per update and placement.
  let layoutGlideCache = LayoutGlideCache()
  /// The `.task`s running.
  lazy var tasks = TaskScheduler(runtime: self)
  /// Problems met, once each.
  package private(set) var warnings: [Warning] = []
  /// The limits every resolution keeps to (`views`, `blurRadius`).
  package let limits: Limits
  /// The first error that stops the pre-pass (a script tap that finds no control).
  package private(set) var failure: (any Error)?

  /// How many updates may follow one another at one time before the runtime stops: a view
  /// whose `onChange` always changes state again would never settle.
  static let maximumUpdatesPerInstant = 1_000

  package init(
    duration: Double, environment: EnvironmentValues, script: ViewScript,
    limits: Limits = Limits(), canvas: CGSize? = nil, root: @escaping () -> any View
  ) {
    self.duration = duration
    self.canvas = canvas
    self.limits = limits
    self.script = script
    self.makeRoot = root
    var initial = environment
    // Script changes to the environment at time 0 (or before) are where the view starts.
    for action in script.actions where action.time <= 0 {
      if case .environment(let change) = action.kind { change(&initial) }
    }
    environments = [(0, initial)]
  }

  /// One update: its time.
  struct UpdateRecord {
    let time: Double
    /// The controls (buttons, tap targets) it found, in tree order.
    var controls: [Control] = []
  }

  /// One event on the clock.
  struct Event {
    let time: Double
    let order: Int
    let perform: () -> Void
  }

  // MARK: Playing

  /// Plays the pre-pass from 0 to ``duration`` on this thread.
  ///
  /// - Throws: what the script meets (a tap that finds no control, a state it cannot set).
  package func play() throws {
    // Combine's schedulers and timers keep time on this runtime's clock while it plays.
    try VirtualTime.$timeline.withValue(RuntimeTimeline(runtime: self)) { try playOnClock() }
  }

  private func playOnClock() throws {
    isRecording = true
    defer {
      lock.withLock {
        isRecording = false
        played = true
      }
      tasks.finish()
    }
    let root = makeRoot()
    self.root = root
    for action in script.actions where action.time > 0 || !action.isEnvironment {
      schedule(at: max(0, action.time)) { [unowned self] in self.perform(action) }
    }
    update()
    settle()
    while let event = nextEvent() {
      now = event.time
      beginEvent()
      event.perform()
      settle()
      if let failure { throw failure }
    }
    if let failure { throw failure }
  }

  /// Starts an event: its changes share a batch.
  private func beginEvent() {
    batch += 1
  }

  /// Runs what is due at the current time until nothing more happens: the task steps that
  /// are ready, the update their changes need, the actions queued by updates (lifecycle
  /// actions, completions due now) and the updates those cause.
  private func settle() {
    var updatesHere = 0
    while true {
      tasks.runReady()
      if isDirty {
        updatesHere += 1
        guard updatesHere <= Self.maximumUpdatesPerInstant else {
          warn(
            "the views changed their state \(Self.maximumUpdatesPerInstant) times at "
              + "\(ViewFormat.seconds(now)) without settling; later changes at this time are "
              + "ignored", path: "/")
          immediate.removeAll()
          isDirty = false
          return
        }
        update()
        continue
      }
      guard !immediate.isEmpty else { return }
      let action = immediate.removeFirst()
      beginEvent()
      action()
    }
  }

  private func nextEvent() -> Event? {
    guard
      let first = events.indices.min(by: {
        (events[$0].time, events[$0].order) < (events[$1].time, events[$1].order)
      }),
      events[first].time <= duration
    else { return nil }
    return events.remove(at: first)
  }

  /// Plays `perform` at `time` (not before now).
  func schedule(at time: Double, _ perform: @escaping () -> Void) {
    eventCount += 1
    events.append(Event(time: max(time, now), order: eventCount, perform: perform))
  }

  /// Plays `action` at the current time, after the current update.
  func runSoon(_ action: @escaping () -> Void) {
    immediate.append(action)
  }

  // MARK: Changes

  /// Whether a change to state can be recorded now: not while frames are drawn (a body that
  /// sets state there changes nothing).
  func acceptsChanges(from name: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return isRecording
  }

  /// Records that `storage` changed in the current event with the current transaction.
  func noteChange(_ storage: AnyStateStorage) {
    changeCount += 1
    let transaction = Transaction.current
    storage.pendingChange = (batch, changeCount, transaction)
    notePending(transaction)
    isDirty = true
  }

  /// Records an `@Observable` change seen by the body at `key`.
  func noteObservedChange(_ key: BodyKey) {
    lock.lock()
    defer { lock.unlock() }
    guard isRecording else { return }
    changeCount += 1
    let transaction = Transaction.current
    observedChanges[key] = (batch, changeCount, transaction)
    notePending(transaction)
    isDirty = true
  }

  /// Records an `@Observable` change read anywhere while resolving (outside views' bodies it
  /// updates the views, but its transaction does not animate them).
  func noteOtherChange(transaction: Transaction) {
    lock.lock()
    defer { lock.unlock() }
    guard isRecording else { return }
    notePending(transaction)
    isDirty = true
  }

  private func notePending(_ transaction: Transaction) {
    for completion in transaction.completions
    where !pendingCompletions.contains(where: { $0 === completion }) {
      pendingCompletions.append(completion)
    }
  }

  /// Marks the views as needing an update (a phase animator moved on).
  func invalidate() { isDirty = true }

  /// The transaction for the subtree of a view whose state storages are `storages` and body
  /// is `key`: that of the latest change to them in the current event, if any.
  func transaction(forChangesIn storages: [AnyStateStorage], body key: BodyKey) -> Transaction? {
    var latest: (order: Int, transaction: Transaction)?
    for storage in storages {
      guard let change = storage.pendingChange, change.batch == batch else { continue }
      if change.order > (latest?.order ?? -1) { latest = (change.order, change.transaction) }
    }
    if let observed = observedChanges[key], observed.batch == batch,
      observed.order > (latest?.order ?? -1)
    {
      latest = (observed.order, observed.transaction)
    }
    return latest?.transaction
  }

  // MARK: Environment

  /// The root environment at `time`.
  package func environment(at time: Double) -> EnvironmentValues {
    environments.last { $0.time <= time }?.values ?? environments[0].values
  }

  // MARK: Updates

  /// The index of the last update at or before `time` (the first update before it).
  package func updateIndex(at time: Double) -> Int {
    var low = 0
    var high = updates.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if updates[middle].time <= time { low = middle } else { high = middle - 1 }
    }
    return max(0, low)
  }

  /// Resolves the views again at the current time, recording what changed.
  private func update() {
    guard let root else { return }
    let index = updates.count
    updates.append(UpdateRecord(time: now))
    isDirty = false
    lifecycle = [:]
    controls = []
    preferenceChecks = []
    statesMadeThisUpdate = []
    layoutAnimations = [:]
    let graph = ViewGraph(mode: .update(index: index), runtime: self, limits: limits)
    let context = ResolveContext(
      environment: environment(at: now), identity: .root, graph: graph)
    let node = withObservationTracking {
      let node = context.resolveSingle(root, component: nil)
      // A `GeometryReader`'s content is resolved when it is placed: laid out as the frames
      // will be, so its lifecycle, state and animations are this update's.
      if graph.buildsContentAtLayout { layOut(node, scale: context.environment.displayScale) }
      // Preferences are read after the layout; a reading may add more (a reader inside a
      // `GeometryReader`'s content is resolved as it is laid out).
      while !preferenceChecks.isEmpty {
        let checks = preferenceChecks
        preferenceChecks = []
        for check in checks { check() }
      }
      return node
    } onChange: { [weak self] in
      self?.noteOtherChange(transaction: Transaction.current)
    }
    adoptPreferredColorScheme(of: node)
    for warning in graph.warnings where !warnings.contains(warning) { warnings.append(warning) }
    if let error = graph.firstError, failure == nil { failure = error }
    updates[index].controls = controls
    finishMatchedGeometry(update: index)
    finishLayoutGlides(update: index)
    finishLifecycle()
    scheduleCompletions()
    // Changes after this update belong to the next one.
    beginEvent()
  }

  /// As SwiftUI's window adopts `preferredColorScheme(_:)`: when a view in the tree asks for
  /// an appearance the root environment is not in, the root environment takes it from now on
  /// and the views are updated again at this instant (a preference taken away later leaves the
  /// appearance as it is).
  private func adoptPreferredColorScheme(of root: ViewNode) {
    guard let preferred = root.preference(PreferredColorSchemeKey.self) ?? nil,
      preferred != environment(at: now).colorScheme
    else { return }
    changeEnvironment { $0.colorScheme = preferred }
  }

  /// Places `root` as the frames do: proposed the canvas (or its ideal size), centred.
  private func layOut(_ root: ViewNode, scale: CGFloat) {
    let canvas = self.canvas ?? root.size(for: .unspecified)
    RootPlacement(canvas: canvas, scale: scale, isCentered: true).place(root)
  }

  /// Schedules the completions of the current event's transactions at the times of the
  /// animations they started (now when none started).
  private func scheduleCompletions() {
    for completion in pendingCompletions where !completion.isScheduled {
      completion.isScheduled = true
      let time = completion.latest ?? now
      guard time.isFinite else { continue }
      if time <= now {
        runSoon(completion.action)
      } else {
        schedule(at: time, completion.action)
      }
    }
    pendingCompletions.removeAll()
  }

  // MARK: Script support

  /// Keeps the first error that stops the pre-pass.
  func recordFailure(_ error: any Error) {
    if failure == nil { failure = error }
  }

  /// Changes the root environment from now on.
  func changeEnvironment(_ change: (inout EnvironmentValues) -> Void) {
    var values = environment(at: now)
    change(&values)
    if environments[environments.count - 1].time == now {
      environments[environments.count - 1].values = values
    } else {
      environments.append((now, values))
    }
    isDirty = true
  }

  // MARK: Problems

  /// Records a problem, once per message and place.
  package func warn(
    _ message: String, path: String, view: String? = nil, kind: Warning.Kind = .droppedContent
  ) {
    let warning = Warning(kind, message, source: ViewGraph.source(path: path, view: view))
    if !warnings.contains(warning) { warnings.append(warning) }
  }
}

/// Where an animated value or a compared value lives: a view identity and a property name.
package struct SlotKey: Hashable {
  package let identity: ViewIdentity
  package let name: String

  /// The place of `name` in the view at `identity`.
  package init(identity: ViewIdentity, name: String) {
    self.identity = identity
    self.name = name
  }
}

/// Where a composite view's body is kept: its identity and type.
package struct BodyKey: Hashable, Sendable {
  package let identity: ViewIdentity
  package let type: ObjectIdentifier
}
