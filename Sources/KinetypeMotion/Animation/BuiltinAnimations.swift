import Foundation

/// A ``UnitCurve`` played over a duration: `.linear`, `.easeIn`, `.timingCurve(…)`.
struct BezierAnimation: CustomAnimation, KnownDurationAnimation, KnownLogicalDuration {
  var curve: UnitCurve
  var duration: TimeInterval

  var finishTime: TimeInterval { duration }
  var logicalDuration: TimeInterval { duration }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else {
      context.isLogicallyComplete = true
      return nil
    }
    return value.scaled(by: curve.value(at: time / duration))
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    guard time < duration else { return .zero }
    return value.scaled(by: curve.velocity(at: time / duration) / duration)
  }
}

/// A closed-form spring from progress 0 to 1 with an initial velocity relative to the change
/// (1 = the whole change per second): SwiftUI's `interpolatingSpring`. Finishes at the
/// spring's settling duration (ε = 0.001 of the change); logically complete after one period
/// of the undamped spring (``Spring/duration``), as OpenSwiftUI's `SpringAnimation`. It does
/// not merge: an interrupting animation adds to it.
struct SpringAnimation: CustomAnimation, KnownDurationAnimation, KnownLogicalDuration {
  var spring: Spring
  var initialVelocity: Double
  var finishTime: TimeInterval

  init(spring: Spring, initialVelocity: Double) {
    self.spring = spring
    self.initialVelocity = initialVelocity
    self.finishTime = spring.settlingDuration(
      target: 1.0, initialVelocity: initialVelocity, epsilon: 0.001)
  }

  var logicalDuration: TimeInterval { min(spring.duration, finishTime) }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if time >= logicalDuration { context.isLogicallyComplete = true }
    guard time < finishTime else { return nil }
    let gains = spring.positionGains(time: time)
    return value.scaled(by: gains.target + initialVelocity * gains.velocity)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    let gains = spring.velocityGains(time: time)
    return value.scaled(by: gains.target + initialVelocity * gains.velocity)
  }
}

/// `.delay(_:)`: the base animation shifted later by `delay` seconds.
struct DelayAnimation: CustomAnimation, KnownDurationAnimation, KnownLogicalDuration {
  var base: Animation
  var delay: TimeInterval

  var finishTime: TimeInterval { delay + searchFinishTime(base.base) }
  var logicalDuration: TimeInterval { delay + base.logicalDuration }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: max(0, time - delay), context: &context)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    guard time >= delay else { return .zero }
    return base.velocity(value: value, time: time - delay, context: context)
  }
}

/// `.speed(_:)`: the base animation played `speed` times faster.
struct SpeedAnimation: CustomAnimation, KnownDurationAnimation, KnownLogicalDuration {
  var base: Animation
  var speed: Double

  var finishTime: TimeInterval { searchFinishTime(base.base) / speed }
  var logicalDuration: TimeInterval { base.logicalDuration / speed }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time * speed, context: &context)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
  }
}

/// `.repeatCount(_:autoreverses:)` and `.repeatForever(autoreverses:)`.
///
/// Each iteration replays the base from its start; with `autoreverses`, odd iterations play
/// `value − base` (back from the end to the start), as SwiftUI.
struct RepeatAnimation: CustomAnimation, KnownDurationAnimation, KnownLogicalDuration {
  var base: Animation
  /// `nil` repeats forever.
  var count: Int?
  var autoreverses: Bool
  /// The base animation's finishing time, found once.
  var iterationDuration: TimeInterval
  /// Logically complete when the last iteration is (never for `repeatForever`).
  var logicalDuration: TimeInterval

  init(base: Animation, count: Int?, autoreverses: Bool) {
    self.base = base
    self.count = count
    self.autoreverses = autoreverses
    self.iterationDuration = base.duration
    if let count {
      logicalDuration = count > 0 ? Double(count - 1) * iterationDuration + base.logicalDuration : 0
    } else {
      logicalDuration = .infinity
    }
  }

  var finishTime: TimeInterval {
    guard let count else { return .infinity }
    return Double(count) * iterationDuration
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    if time >= logicalDuration { context.isLogicallyComplete = true }
    guard time < finishTime else { return nil }
    guard iterationDuration > 0, iterationDuration.isFinite else {
      return base.animate(value: value, time: time, context: &context)
    }
    let t = max(0, time)
    let iteration = (t / iterationDuration).rounded(.down)
    let local = t - iteration * iterationDuration
    // Each iteration starts the base afresh (a spring's state does not carry over).
    var iterationContext = AnimationContext<V>(
      accessibilityReduceMotion: context.accessibilityReduceMotion)
    let part = base.animate(value: value, time: local, context: &iterationContext) ?? value
    let reversed = autoreverses && iteration.truncatingRemainder(dividingBy: 2) == 1
    return reversed ? value - part : part
  }
}
