import Foundation
import Kinetype
import Testing

@testable import KinetypeViewGraph

/// A runtime played for `duration` seconds with `script`.
private func played<V: View>(
  _ duration: Double, _ script: ViewScript = ViewScript(), _ view: @escaping () -> V
) throws -> ViewRuntime {
  let runtime = ViewRuntime(
    duration: duration, environment: EnvironmentValues(), script: script, root: { view() })
  try runtime.run()
  return runtime
}

/// The track of the animated value named `name` (the one slot with that name).
private func track<V: VectorArithmetic>(_ runtime: ViewRuntime, _ name: String, as type: V.Type)
  -> AnimationTrack<V>?
{
  let matches = runtime.records.table(AnySlot.self).filter { $0.key.name == name }
  guard matches.count == 1 else { return nil }
  return (matches.first?.value as? Slot<V>)?.track
}

/// Numbers the seeds' views produce on the virtual clock (docs/animation.md quotes them).
@Suite struct SeedNumberTests {
  @Test func numbers_phaseAnimatorAdvancesWhenLogicallyComplete() throws {
    var script = ViewScript()
    script.set("feedbackTrigger", to: 1, at: 0.1)
    let runtime = try played(2, script) { FeedbackDot() }
    let record = try #require(runtime.records.all(PhaseRecord.self).last)
    // `.spring(duration: 0.25, bounce: 0.5)` is logically complete after 0.25 s: the phases
    // change at 0.1 (true), 0.35 (false) and 0.6 (back to the first), long before the spring
    // settles.
    #expect(record.history.map(\.index) == [0, 1, 2, 0])
    let times = record.history.map(\.time)
    #expect(abs(times[1] - 0.1) < 1e-12)
    #expect(abs(times[2] - 0.35) < 1e-12)
    #expect(abs(times[3] - 0.6) < 1e-12)
    #expect(Spring(duration: 0.25, bounce: 0.5).settlingDuration > 0.5)
    // At 0.35 s the dot is still on its way to 1.5 (bouncing); the next phase retargets it.
    let scale = try #require(track(runtime, "scale", as: AnimatablePair<CGFloat, CGFloat>.self))
    #expect(scale.velocity(at: 0.35).first != 0)
  }

  @Test func workedExample_badgeValueAtFrame18() throws {
    // docs/animation.md: the badge tapped at 0.1 s, frame 18 of 60 fps (0.3 s) shows the
    // keyframes 0.2 s in: the first spring keyframe (Spring(), towards −20) cut at 0.2 s,
    // the cubic scale at its 1.3 and the linear rotation at 5°.
    var script = ViewScript()
    script.tap("NEW", at: 0.1)
    let runtime = try played(1, script) { BouncingBadge() }
    let record = try #require(runtime.records.all(KeyframeRecord<BounceValues>.self).last)
    let value = record.value(at: 18.0 / 60)
    #expect(abs(value.yOffset - Spring().value(target: -20.0, time: 0.2)) < 1e-9)
    #expect(abs(value.yOffset - -14.31) < 0.01)
    #expect(abs(value.scale - 1.3) < 1e-9)
    #expect(abs(value.rotation.degrees - 5) < 1e-9)
  }
}
