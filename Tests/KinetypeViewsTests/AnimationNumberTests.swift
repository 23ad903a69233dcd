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

/// A dot moved by two buttons with the same spring.
private struct SpringDot: View {
  @State private var x: CGFloat = 0

  var body: some View {
    VStack {
      Color.blue.frame(width: 10, height: 10).offset(x: x)
      Button("Go") { withAnimation(.spring(duration: 0.5, bounce: 0.3)) { x = 100 } }
      Button("Further") { withAnimation(.spring(duration: 0.5, bounce: 0.3)) { x = 200 } }
    }
  }
}

/// Records when an animation's completion runs, in state a test reads.
private struct CompletionProbe: View {
  let animation: Animation
  let criteria: AnimationCompletionCriteria
  @State private var isOn = false
  @State private var completions = 0

  var body: some View {
    VStack {
      Color.red.frame(width: 10, height: 10).offset(x: isOn ? 100 : 0)
      Text("\(completions)")
      Button("Go") {
        withAnimation(animation, completionCriteria: criteria) {
          isOn = true
        } completion: {
          completions += 1
        }
      }
    }
  }
}

@Suite struct AnimationNumberTests {
  @Test func numbers_interruptedSpringKeepsItsVelocity() throws {
    var script = ViewScript()
    script.tap("Go", at: 0.1)
    script.tap("Further", at: 0.3)
    let runtime = try played(1.5, script) { SpringDot() }
    let offset = try #require(
      track(runtime, "offset", as: AnimatablePair<CGFloat, CGFloat>.self))
    let spring = Spring(duration: 0.5, bounce: 0.3)
    // Before the interruption the dot follows the spring's own motion towards 100 (the fluid
    // spring integrates in 1/300 s steps: within 1 %).
    let x0 = Double(offset.value(at: 0.3).first)
    let v0 = Double(offset.velocity(at: 0.3).first)
    #expect(abs(x0 - spring.value(target: 100.0, time: 0.2)) < 1)
    #expect(abs(v0 - spring.velocity(target: 100.0, time: 0.2)) < 0.01 * abs(v0))
    // The interrupting spring merges: the dot keeps that velocity at 0.3 s…
    let justBefore = Double(offset.value(at: 0.3 - 1e-9).first)
    #expect(abs(justBefore - x0) < 1e-3)
    // …and then moves as the spring does from (x0, v0) towards 200.
    for t in [0.35, 0.45, 0.6, 0.8] {
      let expected =
        x0 + spring.value(target: 200 - x0, initialVelocity: v0, time: t - 0.3)
      #expect(abs(Double(offset.value(at: t).first) - expected) < 1.5)
    }
    // Without the velocity (a spring starting at rest from x0), the dot would be behind.
    let atRest = x0 + spring.value(target: 200 - x0, time: 0.15)
    #expect(Double(offset.value(at: 0.45).first) > atRest + 5)
  }

  @Test func numbers_withAnimationCompletionAtLogicalCompletion() throws {
    func completions(_ animation: Animation, _ criteria: AnimationCompletionCriteria) throws
      -> [(time: Double, value: Int)]
    {
      var script = ViewScript()
      script.tap("Go", at: 0.5)
      let runtime = try played(3, script) {
        CompletionProbe(animation: animation, criteria: criteria)
      }
      let storages = runtime.states.values.compactMap { $0.last?.storage as? StateStorage<Int> }
      let storage = try #require(storages.first)
      return storage.history.map { ($0.time, $0.value) }
    }
    // A timing curve is logically complete when it ends: 0.5 + 0.35 s.
    let curve = try completions(.easeInOut(duration: 0.35), .logicallyComplete)
    #expect(curve.count == 2)
    #expect(abs(curve[1].time - 0.85) < 1e-12 && curve[1].value == 1)
    // A spring after its duration (response): 0.5 + 0.5 s.
    let spring = try completions(.spring(duration: 0.5), .logicallyComplete)
    #expect(abs(spring[1].time - 1.0) < 1e-12)
    // `.removed`: when the spring has come to rest, later.
    let removed = try completions(.spring(duration: 0.5), .removed)
    #expect(removed[1].time > 1.2)
    let offset = try #require(
      track(
        try played(
          3,
          {
            var s = ViewScript(); s.tap("Go", at: 0.5); return s
          }()
        ) {
          CompletionProbe(animation: .spring(duration: 0.5), criteria: .removed)
        }, "offset", as: AnimatablePair<CGFloat, CGFloat>.self))
    #expect(abs(offset.restTime - removed[1].time) < 1e-9)
    // No animation: the completion runs right after the change.
    let none = try completions(Animation.linear(duration: 0), .logicallyComplete)
    #expect(abs(none[1].time - 0.5) < 1e-12)
  }
}
