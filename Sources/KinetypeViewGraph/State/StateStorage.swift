import Foundation

/// Where a `@State` value lives: per view identity, property and type.
struct StateKey: Hashable {
  let identity: ViewIdentity
  /// The view (or modifier) type and the property's name: `Counter._count`.
  let property: String
}

/// A state value with its history: every change at its time on the virtual clock, so a frame
/// reads the value as of its own time while the runtime moves on.
class AnyStateStorage {
  /// The property's name as written (`count`), for scripts.
  let name: String
  /// The owning view's type name.
  let owner: String
  /// The order storages were made in.
  var order = 0
  /// When its view was removed: a view inserted again gets new state.
  var retired: Double?
  /// The change of the current event, if this storage changed in it: its order among the
  /// event's changes and its transaction.
  var pendingChange: (batch: Int, order: Int, transaction: Transaction)?

  init(name: String, owner: String) {
    self.name = name
    self.owner = owner
  }

  /// Sets the value from a script: `value` must be of the state's type.
  func setFromScript(_ value: Any) -> Bool { false }

  /// The value's type, for messages.
  var valueType: Any.Type { Void.self }
}

final class StateStorage<Value>: AnyStateStorage {
  private(set) var history: [(time: Double, value: Value)]
  unowned let runtime: ViewRuntime

  init(initial: Value, at time: Double, runtime: ViewRuntime, name: String, owner: String) {
    history = [(time, initial)]
    self.runtime = runtime
    super.init(name: name, owner: owner)
  }

  /// What code still running after the pre-pass wrote (a cancelled `.task` unwinding): its
  /// own reads see it, so a loop that counts the state down ends as in SwiftUI; frames and the
  /// recorded history never do.
  private var late: Value?
  private let lateLock = NSLock()

  /// The value: in a frame, as of the frame's time; otherwise the latest (after the pre-pass,
  /// what a task wrote since).
  var value: Value {
    if let time = ViewTime.frame { return value(at: time) }
    if let late = lateLock.withLock({ late }) { return late }
    return history[history.count - 1].value
  }

  /// The value as of `time`.
  func value(at time: Double) -> Value {
    var low = 0
    var high = history.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if history[middle].time <= time { low = middle } else { high = middle - 1 }
    }
    return history[low].value
  }

  /// Records a change at the runtime's current time, with the current transaction.
  func set(_ value: Value) {
    guard runtime.acceptsChanges(from: name) else {
      if runtime.hasPlayed { lateLock.withLock { late = value } }
      return
    }
    if history[history.count - 1].time == runtime.now {
      history[history.count - 1].value = value
    } else {
      history.append((runtime.now, value))
    }
    runtime.noteChange(self)
  }

  override func setFromScript(_ value: Any) -> Bool {
    guard let typed = value as? Value else { return false }
    set(typed)
    return true
  }

  override var valueType: Any.Type { Value.self }
}
