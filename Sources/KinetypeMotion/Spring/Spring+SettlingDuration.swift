import Foundation

extension Spring {
  /// The estimated time in seconds until the spring stays within `epsilon` of `target`.
  ///
  /// Under-damped springs use SwiftUI's envelope bound `−ln(ε / (|λ·target − v₀| + |target|)) / λ`.
  /// Critically and over-damped springs are sampled every 0.1 s (up to 1024 samples) and the
  /// first sample after which the distance stays below `epsilon` for over a second is returned,
  /// so the result is a multiple of 0.1 s, as in SwiftUI. An undamped spring never settles
  /// (infinity).
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> TimeInterval {
    guard decayConstant > 0 else { return .infinity }
    let epsilon = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
    if angularFrequency > 0 {
      let magnitude =
        (target.scaled(by: decayConstant) - initialVelocity).magnitudeSquared.squareRoot()
        + target.magnitudeSquared.squareRoot()
      guard magnitude > 0 else { return 0 }
      return max(0, -log(epsilon / magnitude) / decayConstant)
    }
    var settledSince: Double? = nil
    for step in 0..<1024 {
      let time = Double(step) * 0.1
      let distance = (value(target: target, initialVelocity: initialVelocity, time: time) - target)
        .magnitudeSquared.squareRoot()
      guard distance.isFinite else { break }
      if distance < epsilon {
        let since = settledSince ?? time
        settledSince = since
        if time - since > 1 { return since }
      } else {
        settledSince = nil
      }
    }
    return settledSince ?? 102.4
  }

  /// Creates a spring that settles (within `epsilon` of its target) in about `settlingDuration`
  /// seconds with the given damping ratio.
  ///
  /// As in SwiftUI the damping ratio is clamped to (0, 1] and the duration to [0.01, 10] s.
  /// The undamped frequency ω₀ solves the envelope equation exactly:
  /// under-damped `ζ/√(1−ζ²) · e^(−ζ·ω₀·T) = ε`, critical `(1 + ω₀T) · e^(−ω₀T) = ε`.
  /// - Precondition: all parameters finite, 0 < epsilon < 1.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    let context = "Spring(settlingDuration:dampingRatio:epsilon:)"
    Check.require { () throws(MotionError) in
      try Check.finite(settlingDuration, "settlingDuration", in: context)
      try Check.finite(dampingRatio, "dampingRatio", in: context)
      try Check.positive(epsilon, "epsilon", in: context)
      guard epsilon < 1 else {
        throw MotionError(
          parameter: "epsilon", value: epsilon, requirement: "< 1", context: context)
      }
    }
    let ratio = min(max(dampingRatio, .ulpOfOne), 1)
    let duration = min(max(settlingDuration, 0.01), 10)
    var natural: Double
    if ratio < 1 {
      let amplitude = ratio / (1 - ratio * ratio).squareRoot()
      natural = log(amplitude / epsilon) / (ratio * duration)
    } else {
      natural = Spring.criticalSettlingProduct(epsilon: epsilon) / duration
    }
    if !(natural.isFinite && natural > 0) {
      // The envelope starts below epsilon (tiny damping ratios): settle in one period.
      natural = 2 * .pi / duration
    }
    self.init(
      angularFrequency: natural * (1 - ratio * ratio).squareRoot(),
      decayConstant: natural * ratio, mass: 1)
  }

  /// Solves (1 + u) · e^(−u) = ε for u > 0 by bisection (the left side falls from 1 to 0).
  static func criticalSettlingProduct(epsilon: Double) -> Double {
    var low = 0.0
    var high = 1.0
    while (1 + high) * exp(-high) > epsilon && high < 1e6 { high *= 2 }
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if (1 + middle) * exp(-middle) > epsilon { low = middle } else { high = middle }
      if high - low < 1e-14 * high { break }
    }
    return (low + high) / 2
  }
}
