import Testing

@testable import KinetypeMotion

/// Kinetype's own stagger models take values from files and the command line through
/// throwing `checked` factories (docs/errors.md): a bad value is an error naming it, not a trap.
@Suite struct StaggerCheckedTests {
  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func gsapStagger_checkedRejectsNonFiniteSpacing(value: Double) {
    let error = #expect(throws: MotionError.self) { try GSAPStagger.checked(.each(value)) }
    #expect(error?.parameter == "each" && error?.context == "GSAPStagger")
    #expect(throws: MotionError.self) {
      try GSAPStagger.checked(.fitted(totalDuration: 1, elementDuration: -1))
    }
  }

  @Test func gsapStagger_checkedAcceptsWhatTheInitializerDoes() throws {
    #expect(
      try GSAPStagger.checked(.each(0.1), from: .center) == GSAPStagger(.each(0.1), from: .center))
  }

  @Test func lagRatioStagger_checkedNamesTheBadValue() throws {
    let error = #expect(throws: MotionError.self) {
      try LagRatioStagger.checked(runTime: 1, lagRatio: -0.5)
    }
    #expect(error?.description == "LagRatioStagger: lagRatio must be finite and >= 0, got -0.5")
    #expect(try LagRatioStagger.checked(runTime: 1, lagRatio: 0.2).lagRatio == 0.2)
  }

  @Test func rangeSelectorSweep_checkedNamesTheBadValue() throws {
    let error = #expect(throws: MotionError.self) {
      try RangeSelectorSweep.checked(sweeping: .end, from: 0, to: 1, duration: 0)
    }
    #expect(error?.parameter == "duration")
    #expect(throws: MotionError.self) {
      try RangeSelectorSweep.checked(sweeping: .end, from: .nan, to: 1, duration: 1)
    }
    #expect(
      try RangeSelectorSweep.checked(sweeping: .end, from: 0, to: 1, duration: 2).duration == 2)
  }
}
