import Foundation
import Kinetype
import KinetypeMotion
import Testing

/// Whether `T` is `Hashable` and `Sendable` (a call compiles only if it is).
private func isHashableAndSendable<T: Hashable & Sendable>(_: T.Type) -> Bool { true }

/// Whether every `CustomAnimation` is `Hashable` and `Sendable`: this compiles only if the
/// protocol refines both, as the seed declares it.
private func customAnimationsAreHashableAndSendable<T: CustomAnimation>(_: T.Type) -> Bool {
  isHashableAndSendable(T.self)
}

/// The declarations seed 000 shows as documentation match Kinetype's: the types in
/// Seed000_CustomAnimation*.swift conform with exactly the seed's signatures, and
/// `TransitionPhase` has exactly the seed's cases.
@Suite struct SeedSignatureTests {
  @Test func customAnimation_refinesHashableAndSendable() {
    #expect(customAnimationsAreHashableAndSendable(RequiredMethodOnly.self))
    #expect(Animation(RequiredMethodOnly()) == Animation(RequiredMethodOnly()))
  }

  @Test func customAnimation_theRequiredMethodAloneAnimates() {
    let animation = Animation(RequiredMethodOnly())
    #expect(animation.progress(at: 0.125) == 0.5)
    #expect(animation.progress(at: 0.3) == 1)
    // The optional methods' defaults: no velocity, never merges.
    var context = AnimationContext<Double>()
    #expect(animation.velocity(value: 1.0, time: 0.1, context: context) == nil)
    #expect(
      !RequiredMethodOnly().shouldMerge(
        previous: animation, value: 1.0, time: 0.1, context: &context))
  }

  @Test func customAnimation_theOptionalMethodsAreCalled() {
    let animation = Animation(OptionalMethodsAnimation())
    // `velocity(value:time:context:)`: the seed's signature is the one Kinetype calls.
    #expect(animation.velocity(value: 1.0, time: 0.1, context: AnimationContext()) == 2)
    // `shouldMerge(previous:value:time:context:)`: sent to 100 at 0 s and to 200 at 0.25 s,
    // a merging animation continues on its own clock towards 200 (at 0.3 s: 200 × 0.3 / 0.5);
    // one that does not merge adds a second run for the other 100 (60 + 10).
    var merging = AnimationTrack<Double>(initial: 0)
    merging.set(100, at: 0, animation: animation)
    merging.set(200, at: 0.25, animation: animation)
    #expect(abs(merging.value(at: 0.3) - 120) < 1e-9)
    var adding = AnimationTrack<Double>(initial: 0)
    let linear = Animation(RequiredMethodOnly()).speed(0.5)
    adding.set(100, at: 0, animation: linear)
    adding.set(200, at: 0.25, animation: linear)
    #expect(abs(adding.value(at: 0.3) - 70) < 1e-9)
  }

  @Test func transitionPhase_hasExactlyTheSeedsCases() {
    let phases: [TransitionPhase] = [.willAppear, .identity, .didDisappear]
    // An exhaustive switch without `default`: a fourth case would not compile.
    let names = phases.map { phase -> String in
      switch phase {
      case .willAppear: "willAppear"
      case .identity: "identity"
      case .didDisappear: "didDisappear"
      }
    }
    #expect(names == ["willAppear", "identity", "didDisappear"])
    // "phase.isIdentity  // true when fully presented"
    #expect(phases.map(\.isIdentity) == [false, true, false])
    #expect(phases.map(\.value) == [-1, 0, 1])
  }
}
