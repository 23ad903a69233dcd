import Foundation
import KinetypeCore
import Testing

@testable import KinetypeMotion

private struct Values {
  var y = 0.0
  var scale = 1.0
  var opacity = 1.0
  var rotation = Angle.zero
  var position = CGPoint.zero
}

private func smoothstep(_ s: Double) -> Double { 3 * s * s - 2 * s * s * s }

private func hermite(
  _ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double, _ d: Double, _ s: Double
)
  -> Double
{
  let s2 = s * s
  let s3 = s2 * s
  return (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * d * m0 + (3 * s2 - 2 * s3) * p1
    + (s3 - s2) * d * m1
}

@Test func keyframes_appleDocExample_cubicPair() {
  let timeline = KeyframeTimeline(initialValue: Values()) {
    KeyframeTrack(\.y) {
      CubicKeyframe(100, duration: 0.3)
      CubicKeyframe(0, duration: 0.7)
    }
  }
  #expect(abs(timeline.value(time: 0.45).y - 88.192) < 0.0005)
  #expect(timeline.duration == 1.0)
}

@Test func keyframes_loneCubic_isSmoothstep() {
  let timeline = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10, duration: 2) }
  for step in 0...20 {
    let t = Double(step) / 10
    #expect(abs(timeline.value(time: t) - 10 * smoothstep(t / 2)) < 1e-12)
  }
}

@Test func keyframes_adjacentCubics_formCatmullRom() {
  let timeline = KeyframeTimeline(initialValue: 0.0) {
    CubicKeyframe(10, duration: 1)
    CubicKeyframe(30, duration: 2)
    CubicKeyframe(0, duration: 1)
  }
  let m1 = (30.0 - 0) / 3
  let m2 = (0.0 - 10) / 3
  #expect(abs(timeline.value(time: 0.4) - hermite(0, 0, 10, m1, 1, 0.4)) < 1e-12)
  #expect(abs(timeline.value(time: 2.2) - hermite(10, m1, 30, m2, 2, 0.6)) < 1e-12)
  #expect(abs(timeline.value(time: 3.5) - hermite(30, m2, 0, 0, 1, 0.5)) < 1e-12)
  // C1 at the knots: one-sided differences agree with the tangent.
  let h = 1e-6
  for (knot, tangent) in [(1.0, m1), (3.0, m2)] {
    let left = (timeline.value(time: knot) - timeline.value(time: knot - h)) / h
    let right = (timeline.value(time: knot + h) - timeline.value(time: knot)) / h
    #expect(abs(left - tangent) < 1e-3)
    #expect(abs(right - tangent) < 1e-3)
  }
}

@Test func keyframes_cubicNextToLinear_takesLinearVelocity() {
  let timeline = KeyframeTimeline(initialValue: 0.0) {
    LinearKeyframe(4, duration: 2)
    CubicKeyframe(10, duration: 1)
    LinearKeyframe(0, duration: 5)
  }
  // Start tangent 2/s (the linear before), end tangent −2/s (the linear after).
  #expect(abs(timeline.value(time: 2.5) - hermite(4, 2, 10, -2, 1, 0.5)) < 1e-12)
  #expect(abs(timeline.value(time: 1) - 2) < 1e-12)
  #expect(abs(timeline.value(time: 5.5) - 5) < 1e-12)
}

@Test func keyframes_cubicExplicitVelocities_win() {
  let timeline = KeyframeTimeline(initialValue: 0.0) {
    CubicKeyframe(10, duration: 1, startVelocity: 5, endVelocity: -3)
  }
  #expect(abs(timeline.value(time: 0.3) - hermite(0, 5, 10, -3, 1, 0.3)) < 1e-12)
}

@Test func keyframes_linearWithTimingCurve() {
  let timeline = KeyframeTimeline(initialValue: 2.0) {
    LinearKeyframe(12, duration: 0.5, timingCurve: .easeIn)
  }
  #expect(abs(timeline.value(time: 0.2) - (2 + 10 * UnitCurve.easeIn.value(at: 0.4))) < 1e-12)
}

@Test func keyframes_spring_takesIncomingVelocityAndIsCut() {
  let spring = Spring.bouncy
  let timeline = KeyframeTimeline(initialValue: 0.0) {
    LinearKeyframe(10, duration: 1)
    SpringKeyframe(0, duration: 0.5, spring: spring)
    LinearKeyframe(5, duration: 1)
  }
  let during = 10 + spring.value(target: -10.0, initialVelocity: 10.0, time: 0.2)
  #expect(abs(timeline.value(time: 1.2) - during) < 1e-12)
  let cut = 10 + spring.value(target: -10.0, initialVelocity: 10.0, time: 0.5)
  #expect(abs(cut) > 1e-3)  // not forced to its target
  #expect(abs(timeline.value(time: 1.5) - cut) < 1e-12)
  #expect(abs(timeline.value(time: 2.0) - (cut + (5 - cut) * 0.5)) < 1e-12)
}

@Test func keyframes_springHandsVelocityToCubic() {
  let spring = Spring.snappy
  let timeline = KeyframeTimeline(initialValue: 0.0) {
    SpringKeyframe(1, duration: 0.2, spring: spring)
    CubicKeyframe(0, duration: 0.4)
  }
  let cut = spring.value(target: 1.0, time: 0.2)
  let velocity = spring.velocity(target: 1.0, time: 0.2)
  #expect(abs(timeline.value(time: 0.4) - hermite(cut, velocity, 0, 0, 0.4, 0.5)) < 1e-12)
}

@Test func keyframes_springWithoutDuration_usesSettlingDuration() {
  let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, spring: .smooth) }
  #expect(timeline.duration == Spring.smooth.settlingDuration)
  #expect(abs(timeline.value(progress: 1) - 1) < 0.001)
}

@Test func keyframes_moveAndZeroDuration_jumpWithoutNaN() {
  let timeline = KeyframeTimeline(initialValue: 0.0) {
    LinearKeyframe(10, duration: 1)
    MoveKeyframe(-5)
    LinearKeyframe(7, duration: 0)
    LinearKeyframe(5, duration: 1)
  }
  #expect(timeline.value(time: 0.999) < 10)
  #expect(timeline.value(time: 1) == 7)
  #expect(abs(timeline.value(time: 1.5) - 6) < 1e-12)
  for t in [0.0, 1.0, 2.0, 3.0, -1.0, .nan, .infinity, -.infinity] {
    #expect(timeline.value(time: t).isFinite)
  }
  let onlyZero = KeyframeTimeline(initialValue: 1.0) { LinearKeyframe(3, duration: 0) }
  #expect(onlyZero.duration == 0)
  #expect(onlyZero.value(time: 0) == 3)
  #expect(onlyZero.value(progress: 0.5) == 3)
  #expect(onlyZero.value(time: -0.1) == 1)
}

@Test func keyframes_tracksRunInParallelAndHoldTheirEnd() {
  let timeline = KeyframeTimeline(initialValue: Values()) {
    KeyframeTrack(\.scale) { LinearKeyframe(2, duration: 1) }
    KeyframeTrack(\.position) { LinearKeyframe(CGPoint(x: 10, y: 20), duration: 2) }
    KeyframeTrack(\.rotation) { LinearKeyframe(.degrees(90), duration: 0.5) }
  }
  #expect(timeline.duration == 2)
  let v = timeline.value(time: 1.5)
  #expect(v.scale == 2)
  #expect(abs(v.position.x - 7.5) < 1e-12)
  #expect(abs(v.position.y - 15) < 1e-12)
  #expect(abs(v.rotation.degrees - 90) < 1e-9)
  #expect(v.opacity == 1)
  #expect(timeline.value(time: -3).scale == 1)
  #expect(timeline.value(time: 99).position == CGPoint(x: 10, y: 20))
  #expect(abs(timeline.value(progress: 0.25).position.x - 2.5) < 1e-12)
  #expect(timeline.value(progress: 7).position == CGPoint(x: 10, y: 20))
  #expect(timeline.value(time: 0.2, reduceMotion: true).position == CGPoint(x: 10, y: 20))
}

@Test func keyframes_lastCompetingTrackWins() {
  let timeline = KeyframeTimeline(initialValue: Values()) {
    KeyframeTrack(\.y) { LinearKeyframe(100, duration: 1) }
    KeyframeTrack(\.y) { LinearKeyframe(-100, duration: 1) }
  }
  #expect(timeline.value(time: 0.5).y == -50)
}

@Test func keyframes_builderSupportsConditionsAndLoops() {
  let bounces = 3
  let includeSettle = true
  let timeline = KeyframeTimeline(initialValue: 0.0) {
    for index in 0..<bounces {
      LinearKeyframe(Double(index + 1), duration: 0.1)
    }
    if includeSettle {
      SpringKeyframe(0, duration: 0.3)
    } else {
      MoveKeyframe(0)
    }
  }
  #expect(abs(timeline.duration - 0.6) < 1e-12)
  #expect(abs(timeline.value(time: 0.25) - 2.5) < 1e-12)
}

@Test func keyframes_seedBouncingBadge_evaluates() {
  let timeline = KeyframeTimeline(initialValue: Values()) {
    KeyframeTrack(\.y) {
      SpringKeyframe(-20, duration: 0.2)
      CubicKeyframe(5, duration: 0.15)
      SpringKeyframe(0, duration: 0.3)
    }
    KeyframeTrack(\.scale) {
      CubicKeyframe(1.3, duration: 0.2)
      CubicKeyframe(0.95, duration: 0.15)
      SpringKeyframe(1.0, duration: 0.3)
    }
    KeyframeTrack(\.rotation) {
      LinearKeyframe(.degrees(-5), duration: 0.1)
      LinearKeyframe(.degrees(5), duration: 0.1)
      SpringKeyframe(.zero, duration: 0.2)
    }
    KeyframeTrack(\.opacity) { MoveKeyframe(1.0) }
  }
  #expect(abs(timeline.duration - 0.65) < 1e-12)
  #expect(abs(timeline.value(time: 0.05).rotation.degrees + 2.5) < 1e-9)
  let y = Spring().value(target: -20.0, time: 0.1)
  #expect(abs(timeline.value(time: 0.1).y - y) < 1e-12)
  for step in 0...70 {
    let v = timeline.value(time: Double(step) / 100)
    #expect(v.y.isFinite && v.scale.isFinite && v.rotation.radians.isFinite)
  }
}

@Test func keyframes_negativeDuration_isRejected() async {
  await #expect(processExitsWith: .failure) { _ = LinearKeyframe(1.0, duration: -1) }
  await #expect(processExitsWith: .failure) { _ = CubicKeyframe(1.0, duration: .nan) }
}
