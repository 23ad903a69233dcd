import Foundation
import Testing

@testable import KinetypeMotion

/// An independent reference: Bernstein form in 80-bit precision, x inverted by bisection.
/// Returns y and dx/dt at the solution (small dx/dt means y is ill-conditioned in x).
private func referenceSolve(
  _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, _ x: Double
) -> (y: Double, slope: Double) {
  func bernstein(_ a: Float80, _ b: Float80, _ t: Float80) -> Float80 {
    let u = 1 - t
    return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
  }
  let x = Float80(x)
  var low: Float80 = 0
  var high: Float80 = 1
  for _ in 0..<200 {
    let middle = (low + high) / 2
    if bernstein(Float80(p1x), Float80(p2x), middle) < x { low = middle } else { high = middle }
  }
  let t = (low + high) / 2
  let u = 1 - t
  let slope =
    3 * u * u * Float80(p1x) + 6 * u * t * Float80(p2x - p1x) + 3 * t * t * (1 - Float80(p2x))
  return (Double(bernstein(Float80(p1y), Float80(p2y), t)), Double(slope))
}

private func referenceBezier(
  _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, _ x: Double
)
  -> Double
{
  referenceSolve(p1x, p1y, p2x, p2y, x).y
}

private let controlPoints: [(Double, Double, Double, Double)] = [
  (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
  (0.68, -0.55, 0.27, 1.55), (0.175, 0.885, 0.32, 1.275), (0.6, -0.28, 0.735, 0.045),
  (0.333, 0, 0.667, 1), (1, 0, 0, 1), (0, 1, 1, 0), (0.05, 2.5, 0.95, -1.5),
]

@Test func unitCurve_bezier_matchesReferenceTo1e7() {
  for (p1x, p1y, p2x, p2y) in controlPoints {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y))
    for step in 0...1000 {
      let x = Double(step) / 1000
      let (expected, slope) = referenceSolve(p1x, p1y, p2x, p2y, x)
      // Next to a vertical tangent y is ill-conditioned in x (x − x₀ ∝ (t − t₀)³): skip.
      guard abs(slope) > 1e-2 else { continue }
      #expect(abs(curve.value(at: x) - expected) < 1e-7, "\((p1x, p1y, p2x, p2y)) at \(x)")
    }
  }
  // (1, 0) (0, 1) has a vertical tangent at its centre: value 0.5 by symmetry, slope +∞.
  let sShape = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 1, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))
  #expect(sShape.value(at: 0.5) == 0.5)
  #expect(sShape.velocity(at: 0.5) == .infinity)
}

@Test func unitCurve_bezier_velocityMatchesFiniteDifference() {
  for (p1x, p1y, p2x, p2y) in controlPoints where p1x > 0 && p2x < 1 && p1x <= p2x {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y))
    for step in 1..<100 {
      let x = Double(step) / 100
      let h = 1e-6
      let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
      #expect(
        abs(curve.velocity(at: x) - numeric) < 1e-4 * max(1, abs(numeric)),
        "\((p1x, p1y, p2x, p2y)) at \(x)")
    }
  }
}

@Test func unitCurve_namedCurves_haveSwiftUIControlPoints() {
  for step in 0...20 {
    let x = Double(step) / 20
    #expect(abs(UnitCurve.easeIn.value(at: x) - referenceBezier(0.42, 0, 1, 1, x)) < 1e-9)
    #expect(abs(UnitCurve.easeOut.value(at: x) - referenceBezier(0, 0, 0.58, 1, x)) < 1e-9)
    #expect(abs(UnitCurve.easeInOut.value(at: x) - referenceBezier(0.42, 0, 0.58, 1, x)) < 1e-9)
    #expect(UnitCurve.linear.value(at: x) == x)
  }
  #expect(UnitCurve.easeInEaseOut == UnitCurve.easeInOut)
  #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-12)
}

@Test func unitCurve_circular_closedForms() {
  for step in 0...40 {
    let x = Double(step) / 40
    #expect(abs(UnitCurve.circularEaseIn.value(at: x) - (1 - (1 - x * x).squareRoot())) < 1e-15)
    #expect(
      abs(UnitCurve.circularEaseOut.value(at: x) - (1 - (1 - x) * (1 - x)).squareRoot()) < 1e-12)
    let inOut = UnitCurve.circularEaseInOut.value(at: x)
    let expected =
      x < 0.5
      ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((8 - 4 * x) * x - 3).squareRoot() / 2 + 0.5
    #expect(abs(inOut - expected) < 1e-12)
  }
  #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
  #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.6) - 0.6 / 0.8) < 1e-12)
  #expect(abs(UnitCurve.circularEaseInOut.velocity(at: 0.25) - 0.5 / (0.75).squareRoot()) < 1e-12)
}

@Test func unitCurve_inputsOutsideUnitInterval_areClamped() {
  let curves: [UnitCurve] = [
    .linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
  ]
  for curve in curves {
    #expect(curve.value(at: -0.5) == curve.value(at: 0))
    #expect(curve.value(at: 1.7) == curve.value(at: 1))
    #expect(curve.value(at: .nan) == curve.value(at: 0))
    #expect(curve.value(at: -.infinity) == 0)
    #expect(abs(curve.value(at: .infinity) - 1) < 1e-12)
    #expect(abs(curve.value(at: 0)) < 1e-12)
  }
}

@Test func unitCurve_controlXOutsideUnitInterval_isClamped() {
  let wild = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: -0.5, y: 0.2), endControlPoint: UnitPoint(x: 1.8, y: 0.9))
  let clamped = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0, y: 0.2), endControlPoint: UnitPoint(x: 1, y: 0.9))
  for step in 0...10 {
    let x = Double(step) / 10
    #expect(abs(wild.value(at: x) - clamped.value(at: x)) < 1e-12)
  }
}

@Test func unitCurve_velocityAtDegenerateEnds_followsSwiftUI() {
  // dx/dt = dy/dt = 0 at t = 0 for easeOut: SwiftUI reports 1.
  #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
  #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
  #expect(abs(UnitCurve.easeIn.velocity(at: 0) - 0) < 1e-12)
}

@Test func unitCurve_inverse_swapsAxes() {
  #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
  #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
  #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
  #expect(UnitCurve.linear.inverse == .linear)
  #expect(
    UnitCurve.easeIn.inverse
      == .bezier(
        startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
  for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut] {
    for step in 1..<20 {
      let x = Double(step) / 20
      #expect(abs(curve.inverse.value(at: curve.value(at: x)) - x) < 1e-7)
    }
  }
}

@Test func unitCurve_checkedBezier_rejectsNonFinite() {
  #expect(throws: MotionError.self) {
    try UnitCurve.checkedBezier(
      startControlPoint: UnitPoint(x: .nan, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  }
  #expect(throws: MotionError.self) {
    try UnitCurve.checkedBezier(
      startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: .infinity))
  }
}

@Test func mediaTimingFunction_namedControlPoints() {
  let expected: [MediaTimingFunction.Name: (Double, Double, Double, Double)] = [
    .default: (0.25, 0.1, 0.25, 1), .easeIn: (0.42, 0, 1, 1), .easeOut: (0, 0, 0.58, 1),
    .easeInEaseOut: (0.42, 0, 0.58, 1), .linear: (0, 0, 1, 1),
  ]
  for name in MediaTimingFunction.Name.allCases {
    let function = MediaTimingFunction(name: name)
    let points = expected[name] ?? (-1, -1, -1, -1)
    #expect(function.startControlPoint == UnitPoint(x: points.0, y: points.1))
    #expect(function.endControlPoint == UnitPoint(x: points.2, y: points.3))
  }
  #expect(MediaTimingFunction(name: .easeInEaseOut).curve == UnitCurve.easeInOut)
  let caDefault = MediaTimingFunction(name: .default).curve
  #expect(abs(caDefault.value(at: 0.5) - referenceBezier(0.25, 0.1, 0.25, 1, 0.5)) < 1e-9)
}
