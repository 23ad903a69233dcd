import Foundation

/// How an animation evolves over time, as SwiftUI's `Animation`: a value you build with
/// factories and modifiers and evaluate at any time.
///
/// ```swift
/// let animation = Animation.spring(duration: 0.5, bounce: 0.3).delay(0.1)
/// animation.progress(at: 0.3)              // 0 at the start, 1 at the end (may overshoot)
/// animation.value(from: 0.0, to: 40.0, at: 0.3)
/// animation.isFinished(at: 2)
/// ```
///
/// Evaluation is stateless: every call computes the frame at its time from scratch, so frames
/// can be rendered in any order. Reduce Motion: pass `reduceMotion: true` and the animation
/// yields its end state at once, or a cross-fade (see ``ReduceMotionFallback``).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// The wrapped animation.
  public let base: any CustomAnimation
  /// What the animation does under Reduce Motion. Default: ``ReduceMotionFallback/endState``.
  public var reduceMotionFallback: ReduceMotionFallback = .endState

  /// Wraps a custom animation.
  public init<A: CustomAnimation>(_ base: A) {
    self.base = base
  }

  /// Compares the wrapped animations and fallbacks.
  public static func == (lhs: Animation, rhs: Animation) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
      && lhs.reduceMotionFallback == rhs.reduceMotionFallback
  }

  /// Hashes the wrapped animation.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
    hasher.combine(reduceMotionFallback)
  }

  /// The wrapped animation's description.
  public var description: String { String(describing: base) }

  /// Evaluates the wrapped animation: the part of `value` reached at `time`, or `nil` when done.
  public func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time, context: &context)
  }

  /// The wrapped animation's velocity, if it knows it.
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  /// The progress at `time`: 0 at the start, 1 once finished; springs and overshooting curves
  /// pass beyond 1 on the way. Negative or NaN times give the start.
  ///
  /// - Parameter reduceMotion: when `true`, returns 1 (the end state) at every time; with
  ///   ``ReduceMotionFallback/crossFade(duration:)`` also draw the old state over the new one
  ///   with opacity `1 − crossFadeOpacity(at:reduceMotion:)`.
  public func progress(at time: TimeInterval, reduceMotion: Bool = false) -> Double {
    if reduceMotion { return 1 }
    var context = AnimationContext<Double>()
    return base.animate(value: 1.0, time: time > 0 ? time : 0, context: &context) ?? 1
  }

  /// The interpolated value between `from` and `to` at `time` (see ``progress(at:reduceMotion:)``).
  public func value<V: Animatable>(
    from: V, to: V, at time: TimeInterval, reduceMotion: Bool = false
  ) -> V {
    if reduceMotion { return to }
    var context = AnimationContext<V.AnimatableData>()
    let delta = to.animatableData - from.animatableData
    guard let part = base.animate(value: delta, time: time > 0 ? time : 0, context: &context)
    else { return to }
    var result = from
    result.animatableData = from.animatableData + part
    return result
  }

  /// Whether the animation has finished at `time` (the wrapped animation returns `nil`).
  /// Under Reduce Motion, finished at once for ``ReduceMotionFallback/endState`` and after the
  /// cross-fade otherwise.
  public func isFinished(at time: TimeInterval, reduceMotion: Bool = false) -> Bool {
    if reduceMotion { return crossFadeOpacity(at: time, reduceMotion: true) >= 1 }
    var context = AnimationContext<Double>()
    return base.animate(value: 1.0, time: time > 0 ? time : 0, context: &context) == nil
  }

  /// The opacity (0…1) of the new state over the old one for a Reduce Motion cross-fade; 1 when
  /// there is no cross-fade (motion not reduced, or fallback ``ReduceMotionFallback/endState``).
  public func crossFadeOpacity(at time: TimeInterval, reduceMotion: Bool) -> Double {
    guard reduceMotion, case .crossFade(let duration) = reduceMotionFallback, duration > 0 else {
      return 1
    }
    return time > 0 ? min(time / duration, 1) : 0
  }

  /// Seconds until the animation finishes: exact for built-in animations, searched (about 70
  /// evaluations) for custom ones; infinity for ``repeatForever(autoreverses:)``.
  public var duration: TimeInterval { searchFinishTime(base) }

  /// The same animation with another Reduce Motion behaviour.
  public func reduceMotionFallback(_ fallback: ReduceMotionFallback) -> Animation {
    var copy = self
    copy.reduceMotionFallback = fallback
    return copy
  }
}

/// What an animation shows when the user asks for reduced motion (seed 003: "static end state,
/// dissolve, shortened travel, or no autoplay").
public enum ReduceMotionFallback: Hashable, Sendable {
  /// Jump to the end state at once.
  case endState
  /// Show the end state at once and dissolve from the old frame to it over `duration` seconds.
  case crossFade(duration: TimeInterval)

  /// A 0.2 s dissolve.
  public static let crossFade = ReduceMotionFallback.crossFade(duration: 0.2)
}
