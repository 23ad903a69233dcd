import Foundation

/// GSAP's `stagger` object (`each` or `amount`, `from`, `ease`) on a row of units.
///
/// Follows GSAP's `distribute()`: each unit's distance from the origin is normalized to 0…1,
/// reshaped by `ease` and multiplied by the total spread — `amount`, or `each · (N − 1)`.
/// `from: .edges` measures from the centre and reverses, so the two ends start first. The
/// spacing may also be the WWDC24 sample's ``StaggerSpacing/fitted(totalDuration:elementDuration:)``
/// rule, so that timing takes `from` and `ease` too.
///
/// ```swift
/// GSAPStagger(each: 0.05, from: .center).startTimes(count: 12)
/// ```
public struct GSAPStagger: StaggerModel, Hashable {
  /// How far apart the starts are.
  public var spacing: StaggerSpacing
  /// The origin. Default: ``StaggerOrigin/start``.
  public var from: StaggerOrigin
  /// Distributes the delays: applied to the normalized distance. Default: ``UnitCurve/linear``.
  public var ease: UnitCurve

  /// A stagger with any spacing. - Precondition: the spacing's numbers are finite (values
  /// from files or the command line: ``checked(_:from:ease:)``).
  public init(_ spacing: StaggerSpacing, from: StaggerOrigin = .start, ease: UnitCurve = .linear) {
    Check.require { () throws(MotionError) in try Self.validate(spacing) }
    self.spacing = spacing
    self.from = from
    self.ease = ease
  }

  /// A stagger with any spacing, or a ``MotionError`` naming the spacing's number that is not
  /// finite (or negative where it must not be).
  public static func checked(
    _ spacing: StaggerSpacing, from: StaggerOrigin = .start, ease: UnitCurve = .linear
  ) throws(MotionError) -> GSAPStagger {
    try validate(spacing)
    return GSAPStagger(spacing, from: from, ease: ease)
  }

  private static func validate(_ spacing: StaggerSpacing) throws(MotionError) {
    switch spacing {
    case .each(let each): try Check.finite(each, "each", in: "GSAPStagger")
    case .amount(let amount): try Check.finite(amount, "amount", in: "GSAPStagger")
    case .fitted(let total, let element):
      try Check.nonNegative(total, "totalDuration", in: "GSAPStagger")
      try Check.nonNegative(element, "elementDuration", in: "GSAPStagger")
    case .lagRatio(let ratio, let runTime):
      try Check.nonNegative(ratio, "lagRatio", in: "GSAPStagger")
      try Check.nonNegative(runTime, "runTime", in: "GSAPStagger")
    }
  }

  /// GSAP `{ each, from, ease }`. - Precondition: `each` finite.
  public init(each: TimeInterval, from: StaggerOrigin = .start, ease: UnitCurve = .linear) {
    self.init(.each(each), from: from, ease: ease)
  }

  /// GSAP `{ amount, from, ease }`. - Precondition: `amount` finite.
  public init(amount: TimeInterval, from: StaggerOrigin = .start, ease: UnitCurve = .linear) {
    self.init(.amount(amount), from: from, ease: ease)
  }

  /// The start time of the unit at each position. O(N).
  public func startTimes(count: Int) -> [TimeInterval] {
    guard count > 0 else { return [] }
    if from == .start, ease == .linear, case let each = spacing.each(count: count),
      spacing.spread(count: count) >= 0
    {
      // GSAP's formula reduces to i · each here; computing it directly keeps the numbers exact
      // (the WWDC24 sample multiplies the same way).
      return (0..<count).map { Double($0) * each }
    }
    let n = Double(count)
    let origin: Double
    switch from {
    case .start, .random: origin = -0.5
    case .center, .edges: origin = n * 0.5 - 0.5
    case .end: origin = n - 0.5
    case .index(let index): origin = Double(index)
    }
    var distances = (0..<count).map { abs(Double($0) - origin) }
    if case .random(let seed) = from {
      let permutation = SeededRandom.permutation(count: count, seed: seed)
      distances = permutation.map { distances[$0] }
    }
    let minimum = distances.min() ?? 0
    let range = (distances.max() ?? 0) - minimum
    var spread = spacing.spread(count: count)
    if from == .edges { spread = -spread }
    let base = spread < 0 ? -spread : 0
    return distances.map { distance in
      let normalized = range > 0 ? (distance - minimum) / range : 0
      let eased = spread < 0 ? 1 - ease.value(at: 1 - normalized) : ease.value(at: normalized)
      return base + eased * spread
    }
  }
}
