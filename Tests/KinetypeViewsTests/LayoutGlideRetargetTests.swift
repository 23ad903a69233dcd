import Foundation
import Kinetype
import Testing

/// A 40 × 10 view whose frame the tests follow (the outermost node of its body).
private struct Follower: View {
  var body: some View { Color.blue.frame(width: 40, height: 10) }
}

/// Two 20-point bars inserted one after the other above `Follower` in a VStack without
/// spacing, at the top of a 40 × 60 frame: "Add" sends `Follower` from y = 0 to 20 with
/// `first`, "More" on to 40 with `second`.
private struct RetargetProbe: View {
  let first: Animation
  let second: Animation
  @State private var count = 0

  var body: some View {
    VStack(spacing: 0) {
      if count > 0 { Color.red.frame(width: 40, height: 20) }
      if count > 1 { Color.orange.frame(width: 40, height: 20) }
      Follower()
      Button("Add") { withAnimation(first) { count = 1 } }
      Button("More") { withAnimation(second) { count = 2 } }
    }
    .frame(width: 40, height: 60, alignment: .top)
  }
}

/// An interrupted layout glide keeps its velocity, as SwiftUI's springs do: a spring started
/// while a glide plays merges (continues from the views' offset and velocity towards their
/// new frames); a timing curve adds.
@Suite struct LayoutGlideRetargetTests {
  /// 160 pixels per point (within the canvas-pixel limit for 40 × 60 points): the layout's
  /// pixel rounding (1/160 point) is well below what the finite differences measure.
  private let scale: CGFloat = 160

  private func played(_ first: Animation, _ second: Animation) throws -> ViewFrames {
    var script = ViewScript()
    script.tap("Add", at: 0.2)
    script.tap("More", at: 0.4)
    return try ViewFrames(
      duration: 3, size: CGSize(width: 40, height: 60), scale: scale, script: script
    ) { RetargetProbe(first: first, second: second) }
  }

  private func y(_ frames: ViewFrames, _ time: Double) throws -> Double {
    let frame = try #require(try frames.layoutInspection(at: time).element(named: "Follower"))
    return Double(frame.frame.minY)
  }

  @Test func aSpringRetargetedMidGlideKeepsPositionAndVelocity() throws {
    // A slow spring to y = 20, interrupted at 0.4 s by a quick one to y = 40.
    let frames = try played(.spring(duration: 1, bounce: 0), .spring(duration: 0.4, bounce: 0))
    // Three of the fluid spring's 1/300 s integration steps (it holds its value between them).
    let h = 0.01
    let samples = try [-2.0, -1, 0, 1, 2].map { try y(frames, 0.4 + $0 * h) }
    let at = samples[2]
    // At the retarget the view is where the first spring had it (0.2 s into a 1 s spring to 20).
    let slow = Spring(duration: 1, bounce: 0)
    #expect(abs(at - slow.value(target: 20.0, time: 0.2)) < 0.05)
    #expect(abs(at - samples[1]) < 0.5)
    // The velocity on either side of the retarget frame, by second-order one-sided differences
    // (the quick spring's pull makes plain ones differ by its acceleration × h, ≈ 70 points/s):
    // ≈ 45 points/s on both sides, not dropping to zero (the rest is the spring's jerk × h²/3).
    let vBefore = (3 * at - 4 * samples[1] + samples[0]) / (2 * h)
    let vAfter = (-3 * at + 4 * samples[3] - samples[4]) / (2 * h)
    #expect(abs(vBefore - slow.velocity(target: 20.0, time: 0.2)) < 5)
    #expect(vBefore > 40)
    #expect(abs(vAfter - vBefore) < 12, "before \(vBefore), after \(vAfter)")
  }

  @Test func aRetargetingSpringTakesOverTheRunningGlide() throws {
    let frames = try played(.spring(duration: 1, bounce: 0), .spring(duration: 0.4, bounce: 0))
    let slow = Spring(duration: 1, bounce: 0)
    let quick = Spring(duration: 0.4, bounce: 0)
    let x0 = slow.value(target: 20.0, time: 0.2)
    let v0 = slow.velocity(target: 20.0, time: 0.2)
    // SwiftUI's merge: from (x0, v0) the quick spring alone carries the view to 40 (the slow
    // one's pull towards 20 is gone).
    for t in [0.45, 0.5, 0.6, 0.8] {
      let merged = x0 + quick.value(target: 40 - x0, initialVelocity: v0, time: t - 0.4)
      let added =
        slow.value(target: 20.0, time: t - 0.2) + quick.value(target: 20.0, time: t - 0.4)
      let shown = try y(frames, t)
      #expect(abs(shown - merged) < 0.3, "at \(t): \(shown), merged \(merged), added \(added)")
    }
    // At rest at the new frame.
    #expect(abs(try y(frames, 2.5) - 40) < 0.01)
  }

  @Test func aTimingCurveRetargetAddsToTheRunningGlide() throws {
    let frames = try played(.linear(duration: 1), .linear(duration: 1))
    // Both runs play: 20 · (t − 0.2) + 20 · (t − 0.4) until 1.2 s.
    for t in [0.3, 0.5, 0.8, 1.1] {
      let expected = 20 * min(1, t - 0.2) + 20 * max(0, min(1, t - 0.4))
      #expect(abs(try y(frames, t) - expected) < 0.01, "at \(t)")
    }
    #expect(abs(try y(frames, 1.5) - 40) < 0.01)
  }
}
