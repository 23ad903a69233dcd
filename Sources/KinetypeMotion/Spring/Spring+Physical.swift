import Foundation

extension Spring {
  /// Creates a spring from physical mass, stiffness and damping.
  ///
  /// - Parameters:
  ///   - mass: the mass at the end of the spring. Default 1. Must be finite and > 0.
  ///   - stiffness: the spring constant k. Must be finite and > 0.
  ///   - damping: the drag coefficient c. Must be finite and ≥ 0.
  ///   - allowOverDamping: when `false` (default), damping above critical is treated as
  ///     critical, as in SwiftUI; when `true` the spring is over-damped.
  /// - Precondition: the parameters above;
  ///   ``checked(mass:stiffness:damping:allowOverDamping:)`` throws instead.
  public init(
    mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    Check.require { () throws(MotionError) in
      try Spring.validate(mass: mass, stiffness: stiffness, damping: damping)
    }
    let natural = (stiffness / mass).squareRoot()
    let decay = damping / (2 * mass)
    if decay > natural && !allowOverDamping {
      self.init(angularFrequency: 0, decayConstant: natural, mass: mass)
    } else {
      let spread = abs(stiffness / mass - decay * decay).squareRoot()
      self.init(
        angularFrequency: decay > natural ? -spread : spread, decayConstant: decay, mass: mass)
    }
  }

  /// Validates and creates `Spring(mass:stiffness:damping:allowOverDamping:)`, throwing for NaN,
  /// infinite, mass ≤ 0, stiffness ≤ 0 or damping < 0.
  public static func checked(
    mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) throws(MotionError) -> Spring {
    try validate(mass: mass, stiffness: stiffness, damping: damping)
    return Spring(
      mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allowOverDamping)
  }

  static func validate(mass: Double, stiffness: Double, damping: Double) throws(MotionError) {
    let context = "Spring(mass:stiffness:damping:)"
    try Check.positive(mass, "mass", in: context)
    try Check.positive(stiffness, "stiffness", in: context)
    try Check.nonNegative(damping, "damping", in: context)
  }

  /// Creates a spring from a response (the undamped period, seconds) and a damping ratio.
  ///
  /// - Parameters:
  ///   - response: must be finite and > 0.
  ///   - dampingRatio: fraction of critical damping; 1 is critical, above 1 over-damped.
  ///     Must be finite and ≥ 0.
  /// - Precondition: the parameters above; ``checked(response:dampingRatio:)`` throws instead.
  public init(response: Double, dampingRatio: Double) {
    Check.require { () throws(MotionError) in
      try Spring.validate(response: response, dampingRatio: dampingRatio)
    }
    let sign: Double = dampingRatio > 1 ? -2 * .pi : 2 * .pi
    self.init(
      angularFrequency: sign * abs(1 - dampingRatio * dampingRatio).squareRoot() / response,
      decayConstant: 2 * .pi * dampingRatio / response,
      mass: 1)
  }

  /// Validates and creates `Spring(response:dampingRatio:)`.
  public static func checked(response: Double, dampingRatio: Double) throws(MotionError) -> Spring {
    try validate(response: response, dampingRatio: dampingRatio)
    return Spring(response: response, dampingRatio: dampingRatio)
  }

  static func validate(response: Double, dampingRatio: Double) throws(MotionError) {
    let context = "Spring(response:dampingRatio:)"
    try Check.positive(response, "response", in: context)
    try Check.nonNegative(dampingRatio, "dampingRatio", in: context)
  }
}
