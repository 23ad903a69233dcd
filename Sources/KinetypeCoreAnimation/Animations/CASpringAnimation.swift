import Foundation
import KinetypeMotion

/// A spring from `fromValue` to `toValue`, as `CASpringAnimation`: a mass on a damped spring,
/// with the value at time t = from + (to − from)·x(t), where x(0) = 0, x'(0) =
/// ``initialVelocity`` and x → 1. Solved in closed form by KinetypeMotion's ``Spring``.
open class CASpringAnimation: CABasicAnimation {
  /// The mass at the end of the spring (> 0). Default 1.
  public var mass: CGFloat = 1
  /// The spring constant (> 0). Default 100.
  public var stiffness: CGFloat = 100
  /// The damping coefficient (≥ 0). Default 10.
  public var damping: CGFloat = 10
  /// The velocity at the start, in distances (`to − from`) per second. Default 0.
  public var initialVelocity: CGFloat = 0
  /// Whether damping above critical slows the spring (true) or acts as critical. Default false.
  public var allowsOverdamping = false

  /// Creates a spring with the default parameters.
  public override init() { super.init() }

  /// Creates a spring with a perceptual duration and a bounce, with the mass, stiffness and
  /// damping of SwiftUI's `Spring(duration:bounce:)` (KinetypeMotion's ``Spring``): mass 1,
  /// stiffness (2π / perceptualDuration)², damping 4π(1 − bounce) / perceptualDuration
  /// (bounce ≥ 0). Its ``CAMediaTiming/duration`` is set to ``settlingDuration``, so that it
  /// plays to rest without further setup.
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let duration = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
    let bounce = bounce.isFinite ? min(max(Double(bounce), -0.999), 1) : 0
    let spring = Spring(duration: duration, bounce: bounce)
    mass = spring.mass
    stiffness = spring.stiffness
    damping = spring.damping
    allowsOverdamping = bounce < 0
    self.duration = settlingDuration
  }

  /// Copies `other`.
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let other = other as? CASpringAnimation {
      mass = other.mass
      stiffness = other.stiffness
      damping = other.damping
      initialVelocity = other.initialVelocity
      allowsOverdamping = other.allowsOverdamping
    }
  }

  /// The spring in KinetypeMotion's terms (invalid parameters replaced by the defaults).
  public var spring: Spring {
    let m = mass > 0 && mass.isFinite ? Double(mass) : 1
    let k = stiffness > 0 && stiffness.isFinite ? Double(stiffness) : 100
    let c = damping >= 0 && damping.isFinite ? Double(damping) : 10
    return Spring(mass: m, stiffness: k, damping: c, allowOverDamping: allowsOverdamping)
  }

  /// The period of the undamped spring, 2π·√(mass / stiffness), as SwiftUI's `Spring.duration`.
  public var perceptualDuration: CFTimeInterval { spring.duration }

  /// The spring's bounce on SwiftUI's scale (0 critical, > 0 bouncy, < 0 over-damped).
  public var bounce: CGFloat { CGFloat(spring.bounce) }

  /// The time after which the spring stays within 0.001 of its distance from the end.
  ///
  /// Under-damped, x(t) − 1 = −e^(−λt)(cos ω_d t + (λ − v₀)/ω_d · sin ω_d t), bounded by
  /// e^(−λt)(1 + |λ − v₀|/ω_d); the settling duration is when that bound reaches 0.001
  /// (λ = damping / 2·mass, ω_d the damped frequency, v₀ the initial velocity). Critically
  /// damped, the bound e^(−λt)(1 + |λ − v₀|·t) is solved the same way; over-damped springs
  /// use ``Spring/settlingDuration(target:initialVelocity:epsilon:)``. Apple documents
  /// damping 5 (mass 1, stiffness 100) as ≈ 2.85 s and damping 15 as just over 1 s; this
  /// gives 2.855 s and 1.022 s.
  public var settlingDuration: CFTimeInterval {
    let epsilon = 0.001
    let spring = self.spring
    let m = spring.mass
    let lambda = spring.damping / (2 * m)
    let natural2 = spring.stiffness / m
    let v0 = Double(initialVelocity)
    guard lambda > 0 else { return .infinity }
    let omegaD2 = natural2 - lambda * lambda
    if omegaD2 > 1e-12 {
      let bound = 1 + abs(lambda - v0) / omegaD2.squareRoot()
      return max(0, log(bound / epsilon) / lambda)
    }
    if omegaD2 > -1e-12 {
      let slope = abs(lambda - v0)
      func envelope(_ t: Double) -> Double { exp(-lambda * t) * (1 + slope * t) }
      var high = 1.0
      while envelope(high) > epsilon, high < 1e6 { high *= 2 }
      var low = 0.0
      for _ in 0..<100 {
        let middle = (low + high) / 2
        if envelope(middle) > epsilon { low = middle } else { high = middle }
      }
      return high
    }
    return spring.settlingDuration(target: 1.0, initialVelocity: v0, epsilon: epsilon)
  }

  /// The fraction x of the way from `fromValue` to `toValue` at `time` seconds.
  public func fraction(at time: CFTimeInterval) -> Double {
    spring.value(target: 1.0, initialVelocity: Double(initialVelocity), time: time)
  }

  override func interpolatedValue(
    start: CAValue, end: CAValue, progress: Double, duration: Double
  ) -> CAValue {
    let x = fraction(at: progress * duration)
    guard start.isCompatible(with: end) else { return x < 0.5 ? start : end }
    return start.with(components: zip(start.components, end.components).map { $0 + ($1 - $0) * x })
  }
}
