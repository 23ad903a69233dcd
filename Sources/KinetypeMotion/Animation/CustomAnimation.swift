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

/// What an animation may read while it runs: the environment flags and per-run state.
public struct AnimationContext<Value: VectorArithmetic>: Sendable {
  /// Whether the user asked for reduced motion. Built-in animations then finish at once (they
  /// return `nil` from `animate`), so the end state shows immediately. Default: `false`.
  public var accessibilityReduceMotion: Bool

  /// Creates a context.
  public init(accessibilityReduceMotion: Bool = false) {
    self.accessibilityReduceMotion = accessibilityReduceMotion
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
