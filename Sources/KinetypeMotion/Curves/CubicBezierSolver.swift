/// Evaluates a cubic Bézier timing curve from (0, 0) to (1, 1), as WebKit's `UnitBezier`.
///
/// The polynomial coefficients are computed once; ``solveT(x:)`` inverts x(t) with up to eight
/// Newton steps from t = x and falls back to bisection, which always converges because x(t) is
/// monotonic once the control points' x are clamped to 0…1. t is found to about 1e-13, so y is
/// accurate well beyond 1e-7 even next to a vertical tangent. Control-point y may lie anywhere.
@usableFromInline
struct CubicBezierSolver: Sendable {
  @usableFromInline let ax: Double
  @usableFromInline let bx: Double
  @usableFromInline let cx: Double
  @usableFromInline let ay: Double
  @usableFromInline let by: Double
  @usableFromInline let cy: Double

  /// Creates a solver; x of each control point is clamped to 0…1.
  @usableFromInline
  init(_ p1: UnitPoint, _ p2: UnitPoint) {
    let p1x = min(max(p1.x, 0), 1)
    let p2x = min(max(p2.x, 0), 1)
    cx = 3 * p1x
    bx = 3 * (p2x - p1x) - cx
    ax = 1 - cx - bx
    cy = 3 * p1.y
    by = 3 * (p2.y - p1.y) - cy
    ay = 1 - cy - by
  }

  @inlinable func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inlinable func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inlinable func derivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
  @inlinable func derivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

  /// The curve parameter t whose x is `x` (x in 0…1), to about 1e-13 in t.
  ///
  /// Newton steps stop once a step is below 1e-13 (quadratic convergence makes t that exact).
  /// Where dx/dt nearly vanishes (a vertical tangent, x control points at 1 and 0) Newton is
  /// abandoned for bisection down to an interval of 1e-15, so y stays accurate even there.
  @inlinable
  func solveT(x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var t = x
    for _ in 0..<8 {
      let slope = derivativeX(t)
      if abs(slope) < 1e-6 { break }
      let step = (sampleX(t) - x) / slope
      t -= step
      if abs(step) < 1e-13 {
        if t >= 0, t <= 1 { return t }
        break
      }
    }
    var low = 0.0
    var high = 1.0
    while high - low > 1e-15 {
      let middle = (low + high) / 2
      let value = sampleX(middle)
      if value == x { return middle }
      if value < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// y at horizontal position `x` (x in 0…1).
  @inlinable
  func value(x: Double) -> Double { sampleY(solveT(x: x)) }

  /// dy/dx at horizontal position `x`: 1 where both derivatives vanish, ±infinity where only
  /// dx/dt does (as SwiftUI).
  @inlinable
  func velocity(x: Double) -> Double {
    let t = solveT(x: x)
    let dx = derivativeX(t)
    let dy = derivativeY(t)
    if dx == dy { return 1 }
    if dx == 0 { return dy > 0 ? .infinity : -.infinity }
    return dy / dx
  }
}
