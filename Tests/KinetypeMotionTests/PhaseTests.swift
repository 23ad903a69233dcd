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

@Test func phases_springChange_lastsUntilSettled() {
  let phases = PhaseTimeline(["a", "b"], repeating: false) { _ in .bouncy }
  #expect(abs(phases.cycleDuration - Spring.bouncy.settlingDuration) < 1e-12)
  let scale = phases.value(at: 0.2) { $0 == "a" ? 0.0 : 10.0 }
  #expect(abs(scale - 10 * Spring.bouncy.value(target: 1.0, time: 0.2)) < 1e-9)
}
