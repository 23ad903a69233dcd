extension View {
  /// Runs `action` when this view appears: at time 0 for the views there from the start,
  /// after the update that inserts the view otherwise, as SwiftUI's `onAppear(perform:)`.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(kind: .appear, entry: LifecycleEntry(appear: action)))
  }

  /// Runs `action` when this view is removed, as SwiftUI's `onDisappear(perform:)` (at the
  /// update that removes it, while its removal transition starts).
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(kind: .disappear, entry: LifecycleEntry(disappear: action)))
  }

  /// Runs `action` as a task when this view appears and cancels it when the view is removed,
  /// as SwiftUI's `task(priority:_:)`. Its `Task.sleep` waits run on the virtual clock when
  /// the view renders over time.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> some View {
    modifier(
      LifecycleModifier(
        kind: .task,
        entry: LifecycleEntry(
          task: LifecycleEntry.TaskSpec(priority: priority, id: nil, action: action))))
  }

  /// Runs `action` as a task when this view appears, and again (cancelling the previous one)
  /// whenever `id` changes, as SwiftUI's `task(id:priority:_:)`.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> some View {
    modifier(
      LifecycleModifier(
        kind: .task,
        entry: LifecycleEntry(
          task: LifecycleEntry.TaskSpec(
            priority: priority, id: AnyEquatableValue(value), action: action))))
  }

  /// Runs `action` with the old and new values when `value` changes between updates (and
  /// once when the view appears if `initial`), as SwiftUI's `onChange(of:initial:_:)`.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes between updates (and once when the view appears if
  /// `initial`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value when `value` changes (SwiftUI's deprecated form).
  @available(*, deprecated, message: "Use onChange(of:initial:_:) with two parameters")
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void)
    -> some View
  {
    modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}

/// Where a lifecycle modifier is: its view, what it is, and its place among the modifiers of
/// that kind on the view.
struct LifecycleKey: Hashable {
  let identity: ViewIdentity
  let kind: LifecycleKind
  let index: Int
}

/// The kinds of lifecycle modifiers.
enum LifecycleKind: Hashable {
  case appear, disappear, task
}

/// What a lifecycle modifier does.
struct LifecycleEntry {
  struct TaskSpec {
    let priority: TaskPriority
    let id: AnyEquatableValue?
    let action: () async -> Void
  }

  var appear: (() -> Void)?
  var disappear: (() -> Void)?
  var task: TaskSpec?
}

/// Registers its entry with the update being recorded.
struct LifecycleModifier: PrimitiveModifier, ViewModifier {
  let kind: LifecycleKind
  let entry: LifecycleEntry

  func body(content: Content) -> Never { primitiveBody("LifecycleModifier") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    if let runtime = context.graph.runtime, context.graph.recordingUpdate != nil,
      !context.isSeeding, !context.isDisappearing
    {
      runtime.register(entry, kind: kind, at: context.identity)
    }
    return context.resolve(content, component: nil)
  }
}

/// `onChange(of:initial:_:)`.
struct OnChangeModifier<V: Equatable>: PrimitiveModifier, ViewModifier {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void

  func body(content: Content) -> Never { primitiveBody("OnChangeModifier") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    if let runtime = context.graph.runtime, context.graph.recordingUpdate != nil,
      !context.isSeeding, !context.isDisappearing
    {
      let key = SlotKey(identity: context.identity, name: "onChange.\(V.self)")
      let isNew = runtime.records[ValueRecord.self, for: key] == nil
      let new = value
      if let old = runtime.changedValue(value, key: key, context: context) {
        let action = self.action
        runtime.runSoon { action(old ?? new, new) }
      } else if isNew && initial {
        let action = self.action
        runtime.runSoon { action(new, new) }
      }
    }
    return context.resolve(content, component: nil)
  }
}

extension ViewRuntime {
  /// Notes a lifecycle modifier found by the update being recorded.
  func register(_ entry: LifecycleEntry, kind: LifecycleKind, at identity: ViewIdentity) {
    var index = 0
    while lifecycle[LifecycleKey(identity: identity, kind: kind, index: index)] != nil {
      index += 1
    }
    let key = LifecycleKey(identity: identity, kind: kind, index: index)
    lifecycle[key] = entry
    lifecycleOrder.append(key)
  }

  /// After an update: runs `onAppear` for the modifiers new in it and `onDisappear` for those
  /// gone, starts and cancels tasks.
  func finishLifecycle() {
    for key in previousLifecycleOrder where lifecycle[key] == nil {
      guard let old = previousLifecycle[key] else { continue }
      if let disappear = old.disappear { runSoon(disappear) }
      if old.task != nil { tasks.cancel(key) }
    }
    for key in lifecycleOrder {
      guard let entry = lifecycle[key] else { continue }
      let old = previousLifecycle[key]
      if old == nil, let appear = entry.appear { runSoon(appear) }
      if let task = entry.task {
        if old == nil {
          tasks.start(key, priority: task.priority, task.action)
        } else if let id = task.id, let oldID = old?.task?.id, id != oldID {
          tasks.cancel(key)
          tasks.start(key, priority: task.priority, task.action)
        }
      }
    }
    previousLifecycle = lifecycle
    previousLifecycleOrder = lifecycleOrder
    lifecycleOrder = []
  }
}
