import Foundation
import Testing

@testable import KinetypeMotion

@Test func track_interruptedTimingCurvesAdd() {
  // Two linear animations of 1 s, the second starting half way: SwiftUI adds them, so the
  // value is the sum of each one's progress over its own change.
  var track = AnimationTrack(initial: 0.0)
  track.set(100, at: 0, animation: .linear(duration: 1))
  track.set(200, at: 0.5, animation: .linear(duration: 1))
  #expect(track.value(at: 0.25) == 25)
  // 0.75 of the first change (75) and 0.25 of the second (25).
  #expect(track.value(at: 0.75) == 100)
  #expect(track.value(at: 1.25) == 175)
  #expect(track.value(at: 1.5) == 200)
  #expect(track.restTime == 1.5)
}

@Test func track_springMergesAndKeepsVelocity() {
  let spring = Spring(duration: 0.5, bounce: 0.2)
  var track = AnimationTrack(initial: 0.0)
  track.set(1, at: 0, animation: .spring(duration: 0.5, bounce: 0.2))
  let x0 = track.value(at: 0.2)
  let v0 = track.velocity(at: 0.2)
  track.set(2, at: 0.2, animation: .spring(duration: 0.5, bounce: 0.2))
  #expect(abs(track.value(at: 0.2) - x0) < 1e-12)
  #expect(abs(track.velocity(at: 0.2) - v0) < 1e-12)
  // From there the spring runs from (x0, v0) to 2: the closed form of the same spring, to
  // within the 1/300 s integration.
  for t in [0.3, 0.5, 0.8] {
    let expected = x0 + spring.value(target: 2 - x0, initialVelocity: v0, time: t - 0.2)
    #expect(abs(track.value(at: t) - expected) < 0.01)
  }
}

@Test func track_changeWithoutAnimationJumps() {
  var track = AnimationTrack(initial: 0.0)
  track.set(100, at: 0, animation: .linear(duration: 1))
  track.set(50, at: 0.5, animation: nil)
  #expect(track.value(at: 0.25) == 25)
  #expect(track.value(at: 0.5) == 50)
  #expect(track.value(at: 0.75) == 50)
  #expect(!track.isAnimating(at: 0.75))
}

@Test func track_completionTimes() throws {
  var track = AnimationTrack(initial: 0.0)
  let spring = track.set(1, at: 2, animation: .spring(duration: 0.4))
  let started = try #require(spring)
  #expect(started.logicallyComplete == 2.4)
  #expect(started.finished > started.logicallyComplete)
  let delayed = track.set(0, at: 3, animation: .easeIn(duration: 0.3).delay(0.1))
  let curve = try #require(delayed)
  #expect(abs(curve.logicallyComplete - 3.4) < 1e-12)
}
