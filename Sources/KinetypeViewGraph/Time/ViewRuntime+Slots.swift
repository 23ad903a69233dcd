import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRendering

/// An animated value of some type, type-erased so the runtime can keep values of every type.
class AnySlot: ViewRecord {
  /// The update that last resolved the value: a value not resolved by the previous update
  /// belongs to a view that was not there, and starts over.
  var lastSeen: Int

  init(lastSeen: Int) { self.lastSeen = lastSeen }
}

/// An animated value: its track.
final class Slot<Value: VectorArithmetic>: AnySlot {
  var track: AnimationTrack<Value>

  init(track: AnimationTrack<Value>, lastSeen: Int) {
    self.track = track
    super.init(lastSeen: lastSeen)
  }
}

/// A value compared between updates (`.animation(_:value:)`, `onChange(of:)`, triggers).
final class ValueRecord: ViewRecord {
  var value: Any
  var lastSeen: Int

  init(value: Any, lastSeen: Int) {
    self.value = value
    self.lastSeen = lastSeen
  }
}

extension ViewRuntime {
  /// The value to use for the animatable `target` at `key`.
  ///
  /// In an update, a target that differs from the last one starts an animation with the
  /// context's transaction (or jumps without one); a value whose view was absent from the
  /// previous update, or that is being seeded for a transition, starts at its target. In a
  /// frame, the track's value at the frame's time. Time-driven content is never animated.
  package func animated<V: VectorArithmetic>(_ target: V, key: SlotKey, context: ResolveContext)
    -> V
  {
    guard !context.isTimeDriven else { return target }
    switch context.graph.mode {
    case .still:
      return target
    case .frame(let time, _):
      guard let slot = records[AnySlot.self, for: key] as? Slot<V> else { return target }
      return slot.track.value(at: time)
    case .update(let index):
      record(target, key: key, context: context, update: index)
      return target
    }
  }

  /// Records `target` at `key` in update `index`.
  private func record<V: VectorArithmetic>(
    _ target: V, key: SlotKey, context: ResolveContext, update index: Int
  ) {
    guard let slot = records[AnySlot.self, for: key] as? Slot<V> else {
      records[AnySlot.self, for: key] = Slot(
        track: AnimationTrack(
          initial: target, at: now,
          reduceMotion: context.environment.accessibilityReduceMotion),
        lastSeen: index)
      return
    }
    let wasAbsent = slot.lastSeen < index - 1
    slot.lastSeen = index
    guard (target - slot.track.target).magnitudeSquared != 0 else { return }
    let animation = wasAbsent || context.isSeeding ? nil : context.transaction.animation
    guard let started = slot.track.set(target, at: now, animation: animation) else { return }
    for completion in context.transaction.completions { completion.note(started) }
    collectedFinishes?.append(started.finished)
  }

  /// Whether the value at `key` is animating at the frame's time (or, in an update, now).
  func isAnimating(_ key: SlotKey, at time: Double) -> Bool {
    guard let slot = records[AnySlot.self, for: key] else { return false }
    return (slot as? AnyAnimating)?.isAnimating(at: time) ?? false
  }

  /// Compares `value` with the one recorded at `key` in the previous update and records it.
  /// Returns the old value when it changed (nil the first time, or for a view that was
  /// absent). In frames, nothing is recorded and nil is returned.
  package func changedValue<V: Equatable>(_ value: V, key: SlotKey, context: ResolveContext) -> V??
  {
    guard case .update(let index) = context.graph.mode, !context.isTimeDriven else {
      return nil
    }
    guard let record = records[ValueRecord.self, for: key] else {
      records[ValueRecord.self, for: key] = ValueRecord(value: value, lastSeen: index)
      return nil
    }
    let wasAbsent = record.lastSeen < index - 1
    record.lastSeen = index
    let old = record.value as? V
    record.value = value
    guard !wasAbsent, !context.isSeeding, old != value else { return nil }
    return .some(old)
  }

  /// Records that the view of `key` had no value before the update being recorded (it is
  /// being inserted), so the next comparison sees a change.
  func recordAbsentValue(_ key: SlotKey, context: ResolveContext) {
    guard case .update(let index) = context.graph.mode else { return }
    records[ValueRecord.self, for: key] = ValueRecord(value: AbsentValue(), lastSeen: index)
  }

  /// Runs `body` and returns when the animations it started finish (the latest).
  func collectingFinishes(_ body: () -> Void) -> Double? {
    let saved = collectedFinishes
    collectedFinishes = []
    body()
    let finishes = collectedFinishes ?? []
    collectedFinishes = saved.map { $0 + finishes }
    return finishes.max()
  }
}

/// The value of a view that was not there.
struct AbsentValue {}

/// A slot that can say whether it is animating.
protocol AnyAnimating {
  func isAnimating(at time: Double) -> Bool
  func value(at time: Double) -> Any
}

extension Slot: AnyAnimating {
  func isAnimating(at time: Double) -> Bool { track.isAnimating(at: time) }
  package func value(at time: Double) -> Any { track.value(at: time) }
}

extension ResolveContext {
  /// `value` with its animatable data taken from the runtime at `name` (see
  /// ``ViewRuntime/animated(_:key:context:)``); the value itself without a runtime or with
  /// nothing to animate.
  package func animated<A: Animatable>(_ value: A, _ name: String) -> A {
    guard let runtime = graph.runtime, A.AnimatableData.self != EmptyAnimatableData.self else {
      return value
    }
    if let color = value as? Color, color.isAdaptive {
      // A color animates as it is drawn here: resolved for this environment's appearance; at
      // rest it stays adaptive, so a subtree that changes the appearance still resolves it.
      let resolved = color.resolved(in: environment.colorScheme)
      let animated = runtime.animated(
        resolved, key: SlotKey(identity: identity, name: name), context: self)
      return (animated == resolved ? color : animated) as? A ?? value
    }
    var result = value
    result.animatableData = runtime.animated(
      value.animatableData, key: SlotKey(identity: identity, name: name), context: self)
    return result
  }

  /// A number animated at `name`.
  package func animated(_ value: CGFloat, _ name: String) -> CGFloat {
    guard let runtime = graph.runtime else { return value }
    return runtime.animated(value, key: SlotKey(identity: identity, name: name), context: self)
  }

  /// `value` animated at `name` when it is `Animatable` (checked at run time, for values of
  /// any type such as a `TextRenderer`).
  package func animatedIfAnimatable<T>(_ value: T, _ name: String) -> T {
    guard let animatable = value as? any Animatable else { return value }
    return animated(animatable, name) as? T ?? value
  }
}
