import Foundation
import Kinetype
import Testing

/// Seed 000's springs, curves and keyframe timeline evaluate to what the seed says (its
/// comments: `// 157.9`), and otherwise to SwiftUI's closed forms (the anchor's § 4 and § 5),
/// computed here independently.
@Suite struct SeedValueTests {
  static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
  }

  /// The unit step response of an underdamped spring, decay `λ`, damped frequency `ω`.
  static func underdamped(_ lambda: Double, _ omega: Double, time t: Double) -> Double {
    1 - exp(-lambda * t) * (lambda * sin(omega * t) / omega + cos(omega * t))
  }

  @Test func springs_theFourInitializers() {
    // Perceptual: duration 0.5, no bounce: critically damped, stiffness (2π/D)².
    #expect(Self.near(perceptualSpring.response, 0.5))
    #expect(Self.near(perceptualSpring.dampingRatio, 1))
    #expect(Self.near(perceptualSpring.stiffness, pow(2 * .pi / 0.5, 2)))
    // Physical: m 1, k 100, c 10: ω₀ = 10, λ = 5, ζ = 0.5, ω = √75, response 2π/10.
    #expect(Self.near(physicalSpring.dampingRatio, 0.5))
    #expect(Self.near(physicalSpring.response, 2 * .pi / 10))
    #expect(Self.near(physicalSpring.bounce, 0.5))
    // Response-based: as given.
    #expect(Self.near(responseSpring.response, 0.5))
    #expect(Self.near(responseSpring.dampingRatio, 0.7))
    // Settling-based: comes to rest (within 0.001 of its target, from then on) after 1 s, not
    // much earlier.
    #expect(Self.near(settlingSpring.dampingRatio, 0.8))
    func error(_ time: Double) -> Double { abs(1 - settlingSpring.value(target: 1.0, time: time)) }
    #expect(stride(from: 1.0, through: 3, by: 0.01).allSatisfy { error($0) <= 0.001 })
    #expect(stride(from: 0.8, through: 1, by: 0.01).contains { error($0) > 0.0005 })
  }

  @Test func springs_presets() throws {
    let presets = try #require(springPresets() as? [Spring])
    // smooth, smooth(0.5, +0), snappy (0.15), snappy(0.4, +0.1), bouncy (0.3), bouncy(0.5, +0.2).
    let durations = [0.5, 0.5, 0.5, 0.4, 0.5, 0.5]
    #expect(zip(presets.map(\.duration), durations).allSatisfy { Self.near($0, $1) })
    let bounces = [0, 0, 0.15, 0.25, 0.3, 0.5]
    #expect(zip(presets.map(\.bounce), bounces).allSatisfy { Self.near($0, $1) })
  }

  @Test func springs_queryingState() {
    // duration 0.5, bounce 0.3: ζ = 0.7, λ = 2π·0.7/0.5, ω = 2π·√(1 − 0.49)/0.5.
    let lambda = 2 * Double.pi * 0.7 / 0.5
    let omega = 2 * Double.pi * (1 - 0.49).squareRoot() / 0.5
    let (v, vel, settle) = springQueryingState()
    #expect(Self.near(v, Self.underdamped(lambda, omega, time: 0.25)))
    let h = 1e-6
    let slope =
      (Self.underdamped(lambda, omega, time: 0.25 + h)
        - Self.underdamped(lambda, omega, time: 0.25 - h)) / (2 * h)
    #expect(Self.near(vel, slope, 1e-5))
    // −ln(ε / (|λx − v₀| + |x|)) / λ
    #expect(Self.near(settle, -log(0.001 / (lambda + 1)) / lambda))
  }

  @Test func springs_parameterConversionMatchesTheSeedsComments() throws {
    let values = try #require(springParameterConversion() as? [Double])
    #expect(values.count == 6)
    // "spring.mass // 1.0", "spring.stiffness // 157.9", "spring.damping // 17.6"
    #expect(Self.near(values[0], 1.0))
    #expect(Self.near(values[1], 157.9, 0.05))
    #expect(Self.near(values[2], 17.6, 0.05))
    #expect(Self.near(values[3], 0.5))  // response
    #expect(Self.near(values[4], 0.7))  // dampingRatio
    let lambda = 2 * Double.pi * 0.7 / 0.5
    #expect(Self.near(values[5], -log(0.001 / (lambda + 1)) / lambda))  // settlingDuration
  }

  /// y at x of the cubic bezier (0,0) `p1` `p2` (1,1), found by bisection: a reference
  /// independent of Kinetype's solver.
  static func bezier(_ p1: (Double, Double), _ p2: (Double, Double), at x: Double) -> Double {
    func curve(_ t: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if curve(middle, p1.0, p2.0) < x { low = middle } else { high = middle }
    }
    return curve((low + high) / 2, p1.1, p2.1)
  }

  @Test(arguments: [0.1, 0.3, 0.5, 0.8])
  func curves_builtInsFollowTheirDefinitions(x: Double) throws {
    let curves = try #require(builtInCurves() as? [UnitCurve])
    let expected = [
      x,
      Self.bezier((0.42, 0), (1, 1), at: x),
      Self.bezier((0, 0), (0.58, 1), at: x),
      Self.bezier((0.42, 0), (0.58, 1), at: x),
      1 - (1 - x * x).squareRoot(),
      (1 - (1 - x) * (1 - x)).squareRoot(),
      x < 0.5
        ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : (((8 - 4 * x) * x - 3).squareRoot() + 1) / 2,
    ]
    #expect(curves.count == 7)
    for (curve, value) in zip(curves, expected) {
      #expect(Self.near(curve.value(at: x), value, 1e-6), "\(curve) at \(x)")
    }
    // The seed's custom bezier is CSS's ease-in-out, SwiftUI's `easeInOut`.
    #expect(Self.near(customBezierCurve.value(at: x), expected[3], 1e-6))
  }

  @Test func curves_instanceMembers() throws {
    let values = unitCurveInstanceMembers()
    #expect(values.count == 3)
    // easeInOut is symmetric: 0.5 at the midpoint, where its slope is dy/dt ÷ dx/dt =
    // 1.5 / 0.87 for (0.42, 0) (0.58, 1).
    #expect(Self.near(try #require(values[0] as? Double), 0.5, 1e-6))
    #expect(Self.near(try #require(values[1] as? Double), 1.5 / 0.87, 1e-6))
    // "swaps x and y components": the inverse undoes the curve.
    let inverse = try #require(values[2] as? UnitCurve)
    for x in [0.2, 0.5, 0.9] {
      #expect(Self.near(inverse.value(at: UnitCurve.easeInOut.value(at: x)), x, 1e-5))
    }
  }

  @Test func keyframes_manualEvaluation() {
    let (totalDuration, valueAtHalf) = keyframeTimelineManualEvaluation()
    #expect(Self.near(totalDuration, 0.7))
    // Halfway, 0.05 s into the cubic keyframe from 1.5 back to 1.0.
    #expect(valueAtHalf.scale > 1 && valueAtHalf.scale < 1.5)
  }
}
