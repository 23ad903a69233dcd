import Foundation

/// An animation curve over time, as SwiftUI's `CustomAnimation`: conform to add your own
/// animation and wrap it with ``Animation/init(_:)``.
///
/// ```swift
/// struct Elastic: CustomAnimation {
///   var duration: TimeInterval
///   func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
///                                     context: inout AnimationContext<V>) -> V? {
///     guard time < duration, !context.accessibilityReduceMotion else { return nil }
///     return value.scaled(by: /* progress */ time / duration)
///   }
/// }
/// let animation = Animation(Elastic(duration: 0.5)).delay(0.1)
/// ```
public protocol CustomAnimation: Hashable, Sendable {
  /// The part of `value` (the whole change, `to − from`) reached at `time` seconds, or `nil`
  /// once the animation has finished (the caller then shows the end state).
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V?

  /// The velocity at `time` in units of `value` per second, or `nil` if unknown.
  /// Default: `nil`.
  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V?

  /// Whether this animation should take over a running `previous` animation and keep its
  /// velocity. Default: `false`.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No velocity information.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? { nil }

  /// Never merges.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool { false }
}

/// What an animation may read and keep while it runs, as SwiftUI's `AnimationContext`: the
/// Reduce Motion setting of the view it animates, per-run ``state``, and the
/// ``isLogicallyComplete`` flag the animation raises when its change reads as done.
public struct AnimationContext<Value: VectorArithmetic>: Sendable {
  /// Whether the user asked for reduced motion, from the environment of the animated view.
  /// As in SwiftUI, built-in animations do not read it (your code chooses what Reduce Motion
  /// does); your own animations may. Default: `false`.
  public var accessibilityReduceMotion: Bool

  /// State an animation keeps between evaluations of one run (a spring's velocity), keyed by
  /// ``AnimationStateKey`` types. A new run starts with empty state; a run that merges into a
  /// previous one (``CustomAnimation/shouldMerge(previous:value:time:context:)``) receives the
  /// previous run's.
  public var state: AnimationState<Value>

  /// Set to `true` to say that the animation is logically complete: the change it animates
  /// reads as done, although it may still be moving in its tail. `withAnimation`'s completion
  /// with `.logicallyComplete` criteria and `PhaseAnimator`'s next phase wait for it. If an
  /// animation never sets it, it is logically complete when it finishes (returns `nil`), as in
  /// SwiftUI. Default: `false`.
  public var isLogicallyComplete: Bool

  /// Creates a context.
  public init(accessibilityReduceMotion: Bool = false) {
    self.accessibilityReduceMotion = accessibilityReduceMotion
    self.state = AnimationState()
    self.isLogicallyComplete = false
  }

  /// A context for animating another type of value, with `state`, as SwiftUI's
  /// `withState(_:)`: an animation that wraps another one evaluates it with its own state.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    var context = AnimationContext<T>(accessibilityReduceMotion: accessibilityReduceMotion)
    context.state = state
    context.isLogicallyComplete = isLogicallyComplete
    return context
  }
}

/// A ``CustomAnimation`` whose finishing time is known without searching.
protocol KnownDurationAnimation {
  /// Seconds until `animate` returns `nil` (infinity if it never does).
  var finishTime: TimeInterval { get }
}

/// Finds the first time `animation` returns `nil`, by doubling then bisection (≈ 70 evaluations).
/// Returns infinity when it still runs after a day.
func searchFinishTime(_ animation: any CustomAnimation) -> TimeInterval {
  if let known = animation as? any KnownDurationAnimation { return known.finishTime }
  func running(_ time: TimeInterval) -> Bool {
    var context = AnimationContext<Double>()
    return animation.animate(value: 1.0, time: time, context: &context) != nil
  }
  guard running(0) else { return 0 }
  var high = 0.125
  while running(high) {
    high *= 2
    if high > 86_400 { return .infinity }
  }
  var low = high / 2
  for _ in 0..<50 {
    let middle = (low + high) / 2
    if running(middle) { low = middle } else { high = middle }
  }
  return high
}
