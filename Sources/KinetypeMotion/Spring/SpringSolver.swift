import Foundation

/// The closed-form step response of a spring, split into two scalar gains so that any
/// ``VectorArithmetic`` value costs only two scalings and one addition:
///
///     value(t)    = target · position.target + initialVelocity · position.velocity
///     velocity(t) = target · velocity.target + initialVelocity · velocity.velocity
///
/// With y = target − value the remaining displacement, y'' + 2λy' + ω₀²y = 0, y(0) = target,
/// y'(0) = −initialVelocity. Under-damped (ω > 0), critically damped (ω = 0) and over-damped
/// (ω < 0, decay rates λ ± |ω|) springs each have their own exact formula.
public struct SpringGains: Hashable, Sendable {
  /// The factor applied to the target.
  public var target: Double
  /// The factor applied to the initial velocity.
  public var velocity: Double

  /// Creates gains.
  @inlinable
  public init(target: Double, velocity: Double) {
    self.target = target
    self.velocity = velocity
  }
}

extension Spring {
  /// Clamps an evaluation time: negative or NaN times are 0 (the spring has not moved).
  @inlinable
  static func clampedTime(_ time: TimeInterval) -> TimeInterval {
    time > 0 ? time : 0
  }

  /// The gains of ``value(target:initialVelocity:time:)`` at `time`. O(1): one `exp` and one
  /// `sin`/`cos` pair (two `exp` when over-damped).
  @inlinable
  public func positionGains(time: TimeInterval) -> SpringGains {
    let t = Spring.clampedTime(time)
    guard t.isFinite else { return SpringGains(target: 1, velocity: 0) }
    guard t > 0 else { return SpringGains(target: 0, velocity: 0) }
    let omega = angularFrequency
    let lambda = decayConstant
    if omega > 0 {
      let envelope = exp(-lambda * t)
      let s = sin(omega * t)
      let c = cos(omega * t)
      return SpringGains(
        target: 1 - envelope * (lambda * s / omega + c), velocity: envelope * s / omega)
    } else if omega == 0 {
      let envelope = exp(-lambda * t)
      return SpringGains(target: 1 - envelope * (1 + lambda * t), velocity: envelope * t)
    } else {
      let spread = -omega
      let slow = exp((spread - lambda) * t)
      let fast = exp(-(spread + lambda) * t)
      let twice = 2 * spread
      return SpringGains(
        target: 1 - ((lambda + spread) * slow + (spread - lambda) * fast) / twice,
        velocity: (slow - fast) / twice)
    }
  }

  /// The gains of ``velocity(target:initialVelocity:time:)`` at `time`: the exact time
  /// derivatives of ``positionGains(time:)``.
  @inlinable
  public func velocityGains(time: TimeInterval) -> SpringGains {
    let t = Spring.clampedTime(time)
    guard t.isFinite else { return SpringGains(target: 0, velocity: 0) }
    guard t > 0 else { return SpringGains(target: 0, velocity: 1) }
    let omega = angularFrequency
    let lambda = decayConstant
    if omega > 0 {
      let envelope = exp(-lambda * t)
      let s = sin(omega * t)
      let c = cos(omega * t)
      return SpringGains(
        target: envelope * s * (lambda * lambda + omega * omega) / omega,
        velocity: envelope * (c - lambda * s / omega))
    } else if omega == 0 {
      let envelope = exp(-lambda * t)
      return SpringGains(
        target: lambda * lambda * t * envelope, velocity: envelope * (1 - lambda * t))
    } else {
      let spread = -omega
      let slowRate = spread - lambda
      let fastRate = -(spread + lambda)
      let slow = exp(slowRate * t)
      let fast = exp(fastRate * t)
      let twice = 2 * spread
      return SpringGains(
        target: (lambda * lambda - spread * spread) * (slow - fast) / twice,
        velocity: (slowRate * slow - fastRate * fast) / twice)
    }
  }

  /// The spring's displacement at `time`, moving from zero towards `target`.
  ///
  /// - Parameters:
  ///   - target: the displacement to travel (`toValue − fromValue`).
  ///   - initialVelocity: velocity at time 0 in units per second. Default zero.
  ///   - time: seconds since the start. Negative or NaN times give zero (the start); infinite
  ///     time gives `target`.
  @inlinable
  public func value<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let gains = positionGains(time: time)
    return target.scaled(by: gains.target) + initialVelocity.scaled(by: gains.velocity)
  }

  /// The spring's velocity at `time` in units per second (see ``value(target:initialVelocity:time:)``).
  ///
  /// At time 0 (and before) this is `initialVelocity`.
  @inlinable
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: TimeInterval
  ) -> V {
    let gains = velocityGains(time: time)
    return target.scaled(by: gains.target) + initialVelocity.scaled(by: gains.velocity)
  }

  /// The value at `time` of a spring moving from `fromValue` to `toValue`:
  /// `fromValue + value(target: toValue − fromValue, initialVelocity:, time:)`.
  @inlinable
  public func value<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    let from = fromValue.animatableData
    var result = fromValue
    result.animatableData =
      from
      + value(
        target: toValue.animatableData - from, initialVelocity: initialVelocity.animatableData,
        time: time)
    return result
  }

  /// The velocity at `time` of a spring moving from `fromValue` to `toValue`.
  @inlinable
  public func velocity<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval
  ) -> V {
    var result = fromValue
    result.animatableData = velocity(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// Advances a moving value by `deltaTime` towards `target`, updating its velocity.
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval
  ) {
    let delta = target - value
    let newVelocity = self.velocity(target: delta, initialVelocity: velocity, time: deltaTime)
    value += self.value(target: delta, initialVelocity: velocity, time: deltaTime)
    velocity = newVelocity
  }

  /// The force per unit mass on the spring at `position` moving at `velocity`:
  /// `ω₀² · (target − position) − 2λ · velocity`, in units per second squared.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    let springConstant = decayConstant * decayConstant + angularFrequency * abs(angularFrequency)
    return (target - position).scaled(by: springConstant)
      - velocity.scaled(by: 2 * decayConstant)
  }
}
