import Foundation

/// GSAP's `stagger` object (`each` or `amount`, `from`, `ease`) on a row of units.
///
/// Follows GSAP's `distribute()`: each unit's distance from the origin is normalized to 0…1,
/// reshaped by `ease` and multiplied by the total spread — `amount`, or `each · (N − 1)`.
/// `from: .edges` measures from the centre and reverses, so the two ends start first.
///
/// ```swift
/// GSAPStagger(each: 0.05, from: .center).startTimes(count: 12)
/// ```
public struct GSAPStagger: StaggerModel, Hashable {
  /// How the delays are sized.
  public enum Spacing: Hashable, Sendable {
    /// Seconds between neighbouring starts (GSAP `each`): the spread is `each · (N − 1)`.
    case each(TimeInterval)
    /// The total spread in seconds shared among all units (GSAP `amount`).
    case amount(TimeInterval)
  }

  /// Where the stagger starts (GSAP `from`).
  public enum Origin: Hashable, Sendable {
    /// The first unit in the order (default).
    case start
    /// The middle; both halves follow outwards.
    case center
    /// The last unit.
    case end
    /// Both ends first, the middle last.
    case edges
    /// A random order, reproducible from `seed` on every platform.
    case random(seed: UInt64)
    /// A given unit position.
    case index(Int)
  }

  /// The spacing.
  public var spacing: Spacing
  /// The origin. Default: ``Origin/start``.
  public var from: Origin
  /// Distributes the delays: applied to the normalized distance. Default: ``UnitCurve/linear``.
  public var ease: UnitCurve

  /// GSAP `{ each, from, ease }`. - Precondition: `each` finite.
  public init(each: TimeInterval, from: Origin = .start, ease: UnitCurve = .linear) {
    Check.require { () throws(MotionError) in
      try Check.finite(each, "each", in: "GSAPStagger")
    }
    self.spacing = .each(each)
    self.from = from
    self.ease = ease
  }

  /// GSAP `{ amount, from, ease }`. - Precondition: `amount` finite.
  public init(amount: TimeInterval, from: Origin = .start, ease: UnitCurve = .linear) {
    Check.require { () throws(MotionError) in
      try Check.finite(amount, "amount", in: "GSAPStagger")
    }
    self.spacing = .amount(amount)
    self.from = from
    self.ease = ease
  }

  /// The start time of every unit, indexed by reading index.
  public func startTimes(count: Int, order: StaggerOrder) -> [TimeInterval] {
    guard count > 0 else { return [] }
    let n = Double(count)
    let origin: Double
    switch from {
    case .start, .random: origin = -0.5
    case .center, .edges: origin = n * 0.5 - 0.5
    case .end: origin = n - 0.5
    case .index(let index): origin = Double(index)
    }
    var distances = (0..<count).map { abs(Double(order.position(of: $0, count: count)) - origin) }
    if case .random(let seed) = from {
      let permutation = SeededRandom.permutation(count: count, seed: seed)
      distances = permutation.map { distances[$0] }
    }
    let minimum = distances.min() ?? 0
    let range = (distances.max() ?? 0) - minimum
    var spread: Double
    switch spacing {
    case .amount(let amount): spread = amount
    case .each(let each): spread = each * (n - 1)
    }
    if from == .edges { spread = -spread }
    let base = spread < 0 ? -spread : 0
    return distances.map { distance in
      let normalized = range > 0 ? (distance - minimum) / range : 0
      let eased = spread < 0 ? 1 - ease.value(at: 1 - normalized) : ease.value(at: normalized)
      return base + eased * spread
    }
  }
}
