import Foundation

/// A function from progress of time (0…1) to progress of a value, as SwiftUI's `UnitCurve`.
///
/// Inputs are clamped to 0…1 (NaN counts as 0). Bézier curves take their x control coordinates
/// clamped to 0…1 and any y, so `bezier` with y outside 0…1 overshoots.
///
/// ```swift
/// UnitCurve.easeInOut.value(at: 0.25)   // 0.129…
/// ```
public struct UnitCurve: Hashable, Sendable {
  @usableFromInline
  enum Kind: Sendable {
    case linear
    case circularEaseIn
    case circularEaseOut
    case circularEaseInOut
    case bezier(UnitPoint, UnitPoint, CubicBezierSolver)
  }

  @usableFromInline let kind: Kind

  @usableFromInline
  init(kind: Kind) { self.kind = kind }

  /// Compares curves by kind and control points.
  public static func == (lhs: UnitCurve, rhs: UnitCurve) -> Bool {
    switch (lhs.kind, rhs.kind) {
    case (.linear, .linear), (.circularEaseIn, .circularEaseIn),
      (.circularEaseOut, .circularEaseOut), (.circularEaseInOut, .circularEaseInOut):
      return true
    case (.bezier(let a1, let a2, _), .bezier(let b1, let b2, _)):
      return a1 == b1 && a2 == b2
    default:
      return false
    }
  }

  /// Hashes the kind and control points.
  public func hash(into hasher: inout Hasher) {
    switch kind {
    case .linear: hasher.combine(0)
    case .circularEaseIn: hasher.combine(1)
    case .circularEaseOut: hasher.combine(2)
    case .circularEaseInOut: hasher.combine(3)
    case .bezier(let p1, let p2, _):
      hasher.combine(4)
      hasher.combine(p1)
      hasher.combine(p2)
    }
  }

  /// A cubic Bézier curve from (0, 0) to (1, 1) with the given control points.
  ///
  /// - Precondition: coordinates are finite; ``checkedBezier(startControlPoint:endControlPoint:)``
  ///   throws instead.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
    Check.require { () throws(MotionError) in
      try validate(startControlPoint, endControlPoint)
    }
    return UnitCurve(
      kind: .bezier(
        startControlPoint, endControlPoint,
        CubicBezierSolver(startControlPoint, endControlPoint)))
  }

  /// Validates and creates a Bézier curve, throwing if a coordinate is NaN or infinite.
  public static func checkedBezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
    throws(MotionError) -> UnitCurve
  {
    try validate(startControlPoint, endControlPoint)
    return bezier(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
  }

  static func validate(_ p1: UnitPoint, _ p2: UnitPoint) throws(MotionError) {
    let context = "UnitCurve.bezier(startControlPoint:endControlPoint:)"
    try Check.finite(p1.x, "startControlPoint.x", in: context)
    try Check.finite(p1.y, "startControlPoint.y", in: context)
    try Check.finite(p2.x, "endControlPoint.x", in: context)
    try Check.finite(p2.y, "endControlPoint.y", in: context)
  }

  /// y = x.
  public static let linear = UnitCurve(kind: .linear)
  /// Bézier (0.42, 0) (1, 1): starts slowly.
  public static let easeIn = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// Bézier (0, 0) (0.58, 1): ends slowly.
  public static let easeOut = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Bézier (0.42, 0) (0.58, 1): starts and ends slowly.
  public static let easeInOut = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// The deprecated SwiftUI alias of ``easeInOut``.
  public static let easeInEaseOut = easeInOut
  /// y = 1 − √(1 − x²): a quarter circle, slow start.
  public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
  /// y = √(1 − (1 − x)²): a quarter circle, slow end.
  public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
  /// Two quarter circles: circularEaseIn for the first half, circularEaseOut for the second.
  public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

  /// The value's progress at time progress `progress` (clamped to 0…1). O(1); a Bézier takes a
  /// few Newton steps.
  @inlinable
  public func value(at progress: Double) -> Double {
    let x = progress > 0 ? min(progress, 1) : 0
    switch kind {
    case .linear:
      return x
    case .circularEaseIn:
      return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut:
      return ((2 - x) * x).squareRoot()
    case .circularEaseInOut:
      if x < 0.5 { return (1 - (1 - 4 * x * x).squareRoot()) / 2 }
      return (max(0, (8 - 4 * x) * x - 3).squareRoot() + 1) / 2
    case .bezier(_, _, let solver):
      return solver.value(x: x)
    }
  }

  /// The slope dy/dx at `progress` (clamped to 0…1); may be infinite where the curve is vertical
  /// (circular curves at their steep end).
  @inlinable
  public func velocity(at progress: Double) -> Double {
    let x = progress > 0 ? min(progress, 1) : 0
    switch kind {
    case .linear:
      return 1
    case .circularEaseIn:
      return x / (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (1 - x) / ((2 - x) * x).squareRoot()
    case .circularEaseInOut:
      if x < 0.5 { return 2 * x / (1 - 4 * x * x).squareRoot() }
      return (2 - 2 * x) / ((8 * x - 4 * x * x - 3)).squareRoot()
    case .bezier(_, _, let solver):
      return solver.velocity(x: x)
    }
  }

  /// The curve mirrored in the diagonal y = x (x and y swapped): the inverse function for
  /// monotonic curves. circularEaseIn ↔ circularEaseOut; linear and circularEaseInOut map to
  /// themselves.
  public var inverse: UnitCurve {
    switch kind {
    case .linear: return .linear
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .circularEaseInOut: return .circularEaseInOut
    case .bezier(let p1, let p2, _):
      return .bezier(
        startControlPoint: UnitPoint(x: p1.y, y: p1.x), endControlPoint: UnitPoint(x: p2.y, y: p2.x)
      )
    }
  }
}
