import Foundation

/// A ``CustomAnimation`` that knows when it becomes logically complete, from its start on a
/// fresh context, without evaluating it.
protocol KnownLogicalDuration {
  /// Seconds from the start until the animation sets ``AnimationContext/isLogicallyComplete``
  /// (or finishes); infinity if never.
  var logicalDuration: TimeInterval { get }
}

extension Animation {
  /// Seconds from the start of a change until the animation is logically complete: when it
  /// sets ``AnimationContext/isLogicallyComplete``, or finishes if it never does (SwiftUI's
  /// rule). Exact for the built-in animations (a timing curve's duration, a spring's
  /// response); searched for your own (a scan every 1/240 s, then bisection); infinity for
  /// `repeatForever`.
  package var logicalDuration: TimeInterval {
    if let known = base as? any KnownLogicalDuration { return known.logicalDuration }
    return searchLogicalCompletion(base)
  }
}

/// The first time `animation`, run on a change of 1 from rest, reports logical completion or
/// finishes: scanned every 1/240 s with one context (as a display would evaluate it), then
/// narrowed by bisection with fresh contexts. Infinity after an hour of running.
func searchLogicalCompletion(_ animation: any CustomAnimation) -> TimeInterval {
  func complete(_ time: TimeInterval, _ context: inout AnimationContext<Double>) -> Bool {
    animation.animate(value: 1.0, time: time, context: &context) == nil
      || context.isLogicallyComplete
  }
  var context = AnimationContext<Double>()
  if complete(0, &context) { return 0 }
  let step = 1.0 / 240
  var high = step
  while !complete(high, &context) {
    high += step
    if high > 3_600 { return .infinity }
  }
  var low = high - step
  for _ in 0..<50 {
    let middle = (low + high) / 2
    var fresh = AnimationContext<Double>()
    if complete(middle, &fresh) { high = middle } else { low = middle }
  }
  return high
}

extension Animation {
  /// When the animation finishes, if that does not depend on the value animated: timing
  /// curves, closed-form springs, and delays, speeds and repeats of them. Nil for springs
  /// integrated in steps (their end depends on the distance) and your own animations.
  var valueIndependentFinish: TimeInterval? {
    switch base {
    case let curve as BezierAnimation: curve.duration
    case let spring as SpringAnimation: spring.finishTime
    case let delay as DelayAnimation: delay.base.valueIndependentFinish.map { $0 + delay.delay }
    case let speed as SpeedAnimation: speed.base.valueIndependentFinish.map { $0 / speed.speed }
    case let repeated as RepeatAnimation:
      repeated.base.valueIndependentFinish == nil ? nil : repeated.finishTime
    default: nil
    }
  }
}

extension Animation {
  /// This animation, reporting logical completion `duration` seconds after it starts if it has
  /// not already, as SwiftUI's `logicallyComplete(after:)`: a `withAnimation` completion
  /// waiting for `.logicallyComplete` runs then. The motion is unchanged.
  /// - Precondition: `duration` finite and ≥ 0.
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    precondition(
      duration.isFinite && duration >= 0,
      "Animation.logicallyComplete(after:): duration must be finite and >= 0, got \(duration)")
    return Animation(LogicallyCompleteAnimation(base: self, after: duration))
      .keepingFallback(of: self)
  }
}

/// `.logicallyComplete(after:)`: the base animation, logically complete by `after` seconds.
struct LogicallyCompleteAnimation: CustomAnimation, KnownLogicalDuration {
  var base: Animation
  var after: TimeInterval

  var logicalDuration: TimeInterval { min(after, base.logicalDuration) }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    let result = base.animate(value: value, time: time, context: &context)
    if time >= after { context.isLogicallyComplete = true }
    return result
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }
}
