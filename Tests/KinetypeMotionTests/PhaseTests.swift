import Foundation
import Testing

@testable import KinetypeMotion

@Test func phases_oneShot_playsEachChangeThenRests() {
  let phases = PhaseTimeline<Double>([0.0, 1.0, 0.5], repeating: false) { phase in
    phase == 1 ? .linear(duration: 1) : .easeIn(duration: 0.5)
  }
  #expect(phases.cycleDuration == 1.5)
  func at(_ time: Double, reduceMotion: Bool = false) -> Double {
    phases.value(at: time, reduceMotion: reduceMotion) { (phase: Double) -> Double in phase }
  }
  #expect(at(0.25) == 0.25)
  let state = phases.state(at: 1.2)
  #expect(state.from == 1 && state.to == 0.5 && state.toIndex == 2)
  #expect(abs(state.progress - UnitCurve.easeIn.value(at: 0.4)) < 1e-12)
  #expect(at(10) == 0.5)
  #expect(at(-1) == 0)
  #expect(at(0.3, reduceMotion: true) == 0.5)
}

@Test func phases_repeating_loopsBackToFirstPhase() {
  let phases = PhaseTimeline<Double>([1.0, 1.3]) { _ in .easeInOut(duration: 0.4) }
  #expect(phases.transitions.count == 2)
  #expect(abs(phases.cycleDuration - 0.8) < 1e-12)
  func at(_ time: Double, reduceMotion: Bool = false) -> Double {
    phases.value(at: time, reduceMotion: reduceMotion) { (phase: Double) -> Double in phase }
  }
  let back = phases.state(at: 0.6)
  #expect(back.from == 1.3 && back.to == 1.0)
  #expect(abs(at(0.6) - (1.3 - 0.3 * 0.5)) < 1e-12)
  #expect(abs(at(8.1) - at(0.1)) < 1e-9)
  #expect(at(0.2, reduceMotion: true) == 1.0)
}

@Test func phases_springChange_advancesWhenLogicallyComplete() {
  // SwiftUI moves to the next phase when the spring is logically complete (after its
  // response, 0.5 s for `.bouncy`), not when it has settled.
  let phases = PhaseTimeline(["a", "b", "c"], repeating: false) { _ in .bouncy }
  #expect(phases.cycleDuration == 1.0)
  #expect(phases.state(at: 0.49).to == "b")
  #expect(phases.state(at: 0.5).to == "c")
  func scale(_ time: Double) -> Double {
    phases.value(at: time) { $0 == "a" ? 0.0 : $0 == "b" ? 10.0 : 20.0 }
  }
  #expect(abs(scale(0.2) - 10 * Animation.bouncy.progress(at: 0.2)) < 1e-9)
  // The second change merges into the first spring: at 0.5 s it is still moving towards 10
  // (bounce 0.3 overshoots), and the value stays continuous across the phase boundary.
  #expect(abs(scale(0.5) - scale(0.5 - 1e-6)) < 1e-3)
  #expect(abs(scale(5) - 20) < 0.2)
}
