import Foundation
import KinetypeCore
import Testing

@testable import KinetypeMotion

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// Springs spanning over-damped, critical and under-damped, with odd masses.
private let sampleSprings: [Spring] = [
  Spring(duration: 0.5, bounce: 0.3),
  Spring(duration: 0.35, bounce: 0.55),
  Spring(duration: 0.8, bounce: 0),
  Spring(duration: 0.4, bounce: -0.5),
  Spring(mass: 2, stiffness: 300, damping: 8),
  Spring(mass: 0.5, stiffness: 100, damping: 40, allowOverDamping: true),
  Spring(response: 0.3, dampingRatio: 1.8),
]

@Test func spring_seedNumbers_durationHalfBounce03() {
  let spring = Spring(duration: 0.5, bounce: 0.3)
  #expect(spring.mass == 1)
  #expect(close(spring.stiffness, pow(2 * Double.pi / 0.5, 2)))
  #expect(abs(spring.stiffness - 157.9) < 0.05)
  #expect(abs(spring.damping - 17.6) < 0.05)
  #expect(close(spring.damping, 4 * Double.pi * 0.7 / 0.5))
  #expect(close(spring.dampingRatio, 0.7))
  #expect(close(spring.response, 0.5))
}

@Test func spring_applePage_mass1Stiffness100Damping10() {
  let spring = Spring(mass: 1, stiffness: 100, damping: 10)
  #expect(abs(spring.duration - 0.63) < 0.005)
  #expect(close(spring.duration, 2 * Double.pi / 10))
  #expect(close(spring.bounce, 0.5))
  #expect(close(spring.stiffness, 100))
  #expect(close(spring.damping, 10))
}

@Test(arguments: [-0.9, -0.5, -0.2, 0.0, 0.15, 0.3, 0.55, 0.9, 1.0])
func spring_durationBounce_roundTrips(bounce: Double) {
  let spring = Spring(duration: 0.7, bounce: bounce)
  #expect(close(spring.duration, 0.7))
  #expect(close(spring.bounce, bounce, 1e-12))
  #expect(close(spring.stiffness, pow(2 * Double.pi / 0.7, 2)))
  let ratio = bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
  #expect(close(spring.dampingRatio, ratio))
  #expect(close(spring.damping, 2 * ratio * spring.stiffness.squareRoot()))
}

@Test func spring_responseDampingRatio_matchesDurationBounce() {
  #expect(Spring(response: 0.5, dampingRatio: 0.7) == Spring(duration: 0.5, bounce: 0.3))
  let over = Spring(response: 0.4, dampingRatio: 2)
  #expect(close(over.bounce, 1 / 2.0 - 1))
  #expect(close(over.response, 0.4))
}

@Test func spring_overDamping_clampedUnlessAllowed() {
  let clamped = Spring(mass: 1, stiffness: 100, damping: 30)
  #expect(close(clamped.dampingRatio, 1))
  #expect(close(clamped.bounce, 0))
  let over = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
  #expect(close(over.dampingRatio, 1.5))
  #expect(close(over.stiffness, 100))
  #expect(close(over.damping, 30))
  #expect(close(over.bounce, 1 / 1.5 - 1))
}

@Test func spring_presets_haveSwiftUIBounces() {
  #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
  #expect(close(Spring.snappy.bounce, 0.15))
  #expect(close(Spring.bouncy.bounce, 0.3))
  let sample = Spring.snappy(duration: 0.35, extraBounce: 0.4)
  #expect(close(sample.bounce, 0.55))
  #expect(close(sample.duration, 0.35))
  #expect(close(Spring.bouncy(duration: 1, extraBounce: -0.1).bounce, 0.2))
  #expect(close(Spring.smooth(duration: 0.3, extraBounce: -0.2).bounce, -0.2))
}

@Test func spring_wwdcSample_residualOffsetAtElementDuration() {
  // The anchor's [CALC]: u(0.4) = 0.958257 for the sample's spring.
  let spring = Spring.snappy(duration: 0.35, extraBounce: 0.4)
  #expect(abs(spring.value(target: 1.0, time: 0.4) - 0.958257) < 5e-7)
}

@Test(arguments: sampleSprings)
func spring_startsAtRestWithInitialVelocity(spring: Spring) {
  #expect(spring.value(target: 3.0, initialVelocity: 2.0, time: 0) == 0)
  #expect(close(spring.velocity(target: 3.0, initialVelocity: 2.0, time: 0), 2.0, 1e-12))
  #expect(spring.value(target: 3.0, initialVelocity: 2.0, time: -1) == 0)
  #expect(spring.value(target: 3.0, initialVelocity: 2.0, time: .nan) == 0)
  #expect(spring.value(target: 3.0, initialVelocity: 2.0, time: .infinity) == 3)
  #expect(spring.value(target: 3.0, time: 1e6) == 3)
}

@Test(arguments: sampleSprings)
func spring_closedForm_solvesTheSpringEquation(spring: Spring) {
  // m·x'' = k·(target − x) − c·x', checked with central differences of the exact velocity.
  let target = 2.5
  let v0 = -1.5
  let h = 1e-6
  for step in 1...40 {
    let t = Double(step) * 0.025
    let x = spring.value(target: target, initialVelocity: v0, time: t)
    let v = spring.velocity(target: target, initialVelocity: v0, time: t)
    let xPlus = spring.value(target: target, initialVelocity: v0, time: t + h)
    let xMinus = spring.value(target: target, initialVelocity: v0, time: t - h)
    #expect(abs((xPlus - xMinus) / (2 * h) - v) < 1e-5 * max(1, abs(v)))
    let vPlus = spring.velocity(target: target, initialVelocity: v0, time: t + h)
    let vMinus = spring.velocity(target: target, initialVelocity: v0, time: t - h)
    let acceleration = (vPlus - vMinus) / (2 * h)
    let force = (spring.stiffness * (target - x) - spring.damping * v) / spring.mass
    #expect(abs(acceleration - force) < 1e-4 * max(1, abs(force)))
    #expect(close(spring.force(target: target, position: x, velocity: v), force, 1e-9))
  }
}

@Test func spring_nearCritical_isContinuousAcrossBounceZero() {
  for t in stride(from: 0.0, through: 1.0, by: 0.05) {
    let critical = Spring(duration: 0.5, bounce: 0).value(target: 1.0, initialVelocity: 3, time: t)
    let under = Spring(duration: 0.5, bounce: 1e-7).value(target: 1.0, initialVelocity: 3, time: t)
    let over = Spring(duration: 0.5, bounce: -1e-7).value(target: 1.0, initialVelocity: 3, time: t)
    #expect(abs(critical - under) < 1e-5)
    #expect(abs(critical - over) < 1e-5)
  }
}

@Test func spring_criticalClosedForm_matchesTextbook() {
  let spring = Spring(duration: 0.6, bounce: 0)
  let omega = 2 * Double.pi / 0.6
  for t in stride(from: 0.0, through: 2, by: 0.1) {
    let expected = 1 - (1 + omega * t) * exp(-omega * t)
    #expect(close(spring.value(target: 1.0, time: t), expected, 1e-12))
  }
}

@Test func spring_settlingDuration_underDampedEnvelope() {
  let spring = Spring(duration: 0.5, bounce: 0.3)
  let lambda = 2 * Double.pi * 0.7 / 0.5
  let expected = -log(0.001 / (lambda + 1)) / lambda
  #expect(close(spring.settlingDuration, expected))
  // After settling every sample stays within epsilon.
  for step in 0..<200 {
    let t = spring.settlingDuration + Double(step) * 0.01
    #expect(abs(spring.value(target: 1.0, time: t) - 1) < 0.001)
  }
  #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
}

@Test(arguments: [0.0, -0.3, -0.7])
func spring_settlingDuration_sampledForCriticalAndOverDamped(bounce: Double) {
  let spring = Spring(duration: 0.5, bounce: bounce)
  let settling = spring.settlingDuration
  #expect(settling > 0)
  #expect(close(settling * 10, (settling * 10).rounded(), 1e-9))
  #expect(abs(spring.value(target: 1.0, time: settling) - 1) < 0.001)
  #expect(abs(spring.value(target: 1.0, time: settling - 0.1) - 1) >= 0.001)
}

@Test(arguments: [0.2, 0.5, 0.8, 1.0])
func spring_settlingDurationInit_solvesEnvelope(ratio: Double) {
  let spring = Spring(settlingDuration: 1.5, dampingRatio: ratio)
  #expect(close(spring.dampingRatio, ratio, 1e-9))
  let natural = (spring.stiffness / spring.mass).squareRoot()
  let decay = ratio * natural
  if ratio < 1 {
    let envelope = ratio / (1 - ratio * ratio).squareRoot() * exp(-decay * 1.5)
    #expect(close(envelope, 0.001, 1e-9))
  } else {
    #expect(close((1 + decay * 1.5) * exp(-decay * 1.5), 0.001, 1e-9))
  }
}

@Test func spring_settlingDurationInit_clampsLikeSwiftUI() {
  let long = Spring(settlingDuration: 100, dampingRatio: 2)
  let ten = Spring(settlingDuration: 10, dampingRatio: 1)
  #expect(long == ten)
}

@Test func spring_genericValues_matchScalarPerComponent() {
  let spring = Spring.bouncy
  let target = CGPoint(x: 10, y: -4).animatableData
  let velocity = CGPoint(x: 1, y: 2).animatableData
  let point = spring.value(target: target, initialVelocity: velocity, time: 0.21)
  #expect(close(point.first, spring.value(target: 10.0, initialVelocity: 1.0, time: 0.21)))
  #expect(close(point.second, spring.value(target: -4.0, initialVelocity: 2.0, time: 0.21)))
  let size = spring.value(
    fromValue: CGSize(width: 1, height: 2), toValue: CGSize(width: 3, height: 2),
    initialVelocity: .zero, time: 0.1)
  #expect(close(size.width, 1 + spring.value(target: 2.0, time: 0.1)))
  #expect(size.height == 2)
  let color = spring.value(
    fromValue: Color.black, toValue: Color.white, initialVelocity: .zero,
    time: 0.3)
  #expect(close(color.red, spring.value(target: 1.0, time: 0.3)))
  let angle = spring.value(
    fromValue: Angle.degrees(0), toValue: .degrees(90),
    initialVelocity: .zero, time: 0.2)
  #expect(close(angle.radians, Double.pi / 2 * spring.value(target: 1.0, time: 0.2)))
}

@Test func spring_fromValue_isOffsetOfTarget() {
  let spring = Spring(duration: 0.35, bounce: 0.55)
  let y = spring.value(fromValue: -6.0, toValue: 0.0, initialVelocity: 0, time: 0.12)
  #expect(close(y, -6 + spring.value(target: 6.0, time: 0.12)))
}

@Test func spring_update_stepsAlongClosedForm() {
  let spring = Spring.snappy
  var value = 0.0
  var velocity = 0.0
  for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.01) }
  #expect(close(value, spring.value(target: 1.0, time: 0.3), 1e-9))
  #expect(close(velocity, spring.velocity(target: 1.0, time: 0.3), 1e-9))
}

@Test func spring_checked_rejectsBadParameters() {
  #expect(throws: MotionError.self) { try Spring.checked(duration: 0, bounce: 0) }
  #expect(throws: MotionError.self) { try Spring.checked(duration: .nan, bounce: 0) }
  #expect(throws: MotionError.self) { try Spring.checked(duration: .infinity, bounce: 0) }
  #expect(throws: MotionError.self) { try Spring.checked(duration: 0.5, bounce: -1) }
  #expect(throws: MotionError.self) { try Spring.checked(mass: 0, stiffness: 1, damping: 1) }
  #expect(throws: MotionError.self) { try Spring.checked(mass: 1, stiffness: -1, damping: 1) }
  #expect(throws: MotionError.self) { try Spring.checked(response: 0.5, dampingRatio: .nan) }
  #expect(throws: Never.self) { try Spring.checked(duration: 0.5, bounce: -0.99) }
  let error = #expect(throws: MotionError.self) { try Spring.checked(duration: -1, bounce: 0) }
  #expect(
    error?.description == "Spring(duration:bounce:): duration must be finite and > 0, got -1.0")
}

@Test func spring_preconditions_stopBadConstruction() async {
  await #expect(processExitsWith: .failure) { _ = Spring(duration: -0.5, bounce: 0) }
  await #expect(processExitsWith: .failure) { _ = Spring(mass: 0, stiffness: 10, damping: 1) }
  await #expect(processExitsWith: .failure) { _ = Spring(duration: .nan) }
}

/// A user struct animated by springs, as SwiftUI users conform their own types.
private struct Offset3: VectorArithmetic {
  var x = 0.0
  var y = 0.0
  var z = 0.0
  static let zero = Offset3()
  static func + (a: Offset3, b: Offset3) -> Offset3 {
    Offset3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z)
  }
  static func - (a: Offset3, b: Offset3) -> Offset3 {
    Offset3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z)
  }
  mutating func scale(by rhs: Double) {
    x *= rhs
    y *= rhs
    z *= rhs
  }
  var magnitudeSquared: Double { x * x + y * y + z * z }
}

@Test func spring_userVectorType_animatesPerComponent() {
  let spring = Spring(duration: 0.4, bounce: -0.3)
  let target = Offset3(x: 1, y: -2, z: 3)
  let value = spring.value(target: target, initialVelocity: Offset3(x: 0, y: 0, z: 5), time: 0.1)
  #expect(close(value.y, spring.value(target: -2.0, time: 0.1)))
  #expect(close(value.z, spring.value(target: 3.0, initialVelocity: 5.0, time: 0.1)))
  let settle = spring.settlingDuration(target: target, epsilon: 0.01)
  #expect(settle > 0 && settle.isFinite)
  let scalar = Spring(duration: 0.4, bounce: 0.2)
  let expected =
    -log(
      0.001
        / ((target.scaled(by: scalar.damping / 2)).magnitudeSquared.squareRoot()
          + target.magnitudeSquared.squareRoot())) / (scalar.damping / 2)
  #expect(close(scalar.settlingDuration(target: target, epsilon: 0.001), expected))
}
