import Foundation

/// A damped spring, with SwiftUI's parameters and numbers.
///
/// Internally a spring is its damped angular frequency ω (negative when over-damped), its decay
/// constant λ and its mass, as in SwiftUI (OpenSwiftUI's `Spring`), so every initializer and
/// every derived property converts exactly as on Apple platforms:
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// spring.stiffness   // 157.91 = (2π / 0.5)²
/// spring.damping     // 17.59  = 4π · 0.7 / 0.5
/// spring.value(target: 1.0, time: 0.25)
/// ```
///
/// The `bounce` scale: 0 is critically damped, 0 < bounce ≤ 1 under-damped (1 never settles),
/// −1 < bounce < 0 over-damped.
public struct Spring: Hashable, Sendable {
  /// Damped angular frequency ω in rad/s: > 0 under-damped, 0 critical, < 0 over-damped
  /// (then |ω| is the spread of the two real decay rates).
  @usableFromInline var angularFrequency: Double
  /// Decay constant λ = damping / (2 · mass), in 1/s.
  @usableFromInline var decayConstant: Double
  @usableFromInline var storedMass: Double

  @usableFromInline
  init(angularFrequency: Double, decayConstant: Double, mass: Double) {
    self.angularFrequency = angularFrequency
    self.decayConstant = decayConstant
    self.storedMass = mass
  }

  /// Creates a spring from a perceptual duration and a bounce, SwiftUI's preferred form.
  ///
  /// - Parameters:
  ///   - duration: the perceptual duration in seconds, the period of the undamped spring
  ///     (stiffness = (2π / duration)²). Default 0.5. Must be finite and > 0.
  ///   - bounce: −1 < bounce ≤ 1. 0 (default) is critically damped, positive values overshoot,
  ///     negative values are over-damped. Values above 1 act as 1.
  /// - Precondition: the parameters above; ``checked(duration:bounce:)`` throws instead.
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    Check.require { () throws(MotionError) in
      try Spring.validate(duration: duration, bounce: bounce)
    }
    let ratio: Double
    if bounce == 0 {
      ratio = 1
    } else if bounce < 0 {
      ratio = 1 / (bounce + 1)
    } else {
      ratio = max(0, 1 - bounce)
    }
    let sign: Double = ratio <= 1 ? 2 * .pi : -2 * .pi
    self.init(
      angularFrequency: sign * (abs(1 - ratio * ratio)).squareRoot() / duration,
      decayConstant: 2 * .pi * ratio / duration,
      mass: 1)
  }

  /// Validates and creates `Spring(duration:bounce:)`, throwing for NaN, infinite,
  /// duration ≤ 0 or bounce ≤ −1.
  public static func checked(duration: TimeInterval, bounce: Double) throws(MotionError) -> Spring {
    try validate(duration: duration, bounce: bounce)
    return Spring(duration: duration, bounce: bounce)
  }

  static func validate(duration: Double, bounce: Double) throws(MotionError) {
    let context = "Spring(duration:bounce:)"
    try Check.positive(duration, "duration", in: context)
    try Check.range(bounce, "bounce", above: -1, in: context)
  }

  /// The perceptual duration in seconds: 2π / √(stiffness / mass). Equal to ``response``.
  public var duration: TimeInterval {
    2 * .pi
      / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
  }

  /// How much the spring overshoots: 0 critical, > 0 under-damped, < 0 over-damped.
  public var bounce: Double {
    if angularFrequency >= 0 {
      let natural = (angularFrequency * angularFrequency + decayConstant * decayConstant)
        .squareRoot()
      return natural > 0 ? 1 - decayConstant / natural : 0
    }
    let natural = (decayConstant * decayConstant - angularFrequency * angularFrequency)
      .squareRoot()
    return natural / decayConstant - 1
  }

  /// The mass attached to the spring. 1 unless created with ``init(mass:stiffness:damping:allowOverDamping:)``.
  public var mass: Double { storedMass }

  /// The spring constant k = mass · ω₀², where ω₀ is the undamped angular frequency.
  ///
  /// For an over-damped spring this is mass · (λ² − ω²), so `Spring(mass:stiffness:damping:
  /// allowOverDamping: true).stiffness` returns the stiffness it was made with. (OpenSwiftUI
  /// reports mass · (ω² + λ²) for every spring, which differs only when over-damped.)
  public var stiffness: Double {
    storedMass * (decayConstant * decayConstant + angularFrequency * abs(angularFrequency))
  }

  /// The damping coefficient c = 2 · mass · λ.
  public var damping: Double { 2 * storedMass * decayConstant }

  /// The stiffness expressed as the period of the undamped spring, in seconds. Equal to ``duration``.
  public var response: Double { duration }

  /// The damping as a fraction of critical damping: λ · response / 2π. 1 is critical.
  public var dampingRatio: Double { decayConstant * response / (2 * .pi) }

  /// The time until the spring from 0 towards 1 stays within 0.001 of 1, in seconds.
  ///
  /// Same as `settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)`. Infinite for an
  /// undamped spring (bounce 1).
  public var settlingDuration: TimeInterval {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  }
}
