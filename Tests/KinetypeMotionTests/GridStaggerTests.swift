import Foundation
import KinetypeCore
import Testing

@testable import KinetypeMotion

private func expectClose(
  _ actual: [Double], _ expected: [Double], _ tolerance: Double = 1e-12,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual.count == expected.count, sourceLocation: sourceLocation)
  for (a, e) in zip(actual, expected) {
    #expect(abs(a - e) < tolerance, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
  }
}

@Test func gridStagger_fromCenterOnA3x3Grid() {
  // Cells one unit apart; the centre starts first, edge middles at spread/√2, corners last.
  let positions = (0..<9).map { CGPoint(x: Double($0 % 3), y: Double($0 / 3)) }
  let starts = GridStagger(.each(0.1), from: .center).startTimes(
    positions: positions, columns: 3, rows: 3)
  let spread = 0.1 * 2
  expectClose(
    starts,
    [
      spread, spread / 2.0.squareRoot(), spread, spread / 2.0.squareRoot(), 0,
      spread / 2.0.squareRoot(), spread, spread / 2.0.squareRoot(), spread,
    ])
  // Along x only, a column starts together.
  let columns = GridStagger(.each(0.1), from: .center, axis: .x).startTimes(
    positions: positions, columns: 3, rows: 3)
  expectClose(columns, [0.2, 0, 0.2, 0.2, 0, 0.2, 0.2, 0, 0.2])
  // From the start along y: a row (a line) starts together, rows in turn.
  let rows = GridStagger(.each(0.1), from: .start, axis: .y).startTimes(
    positions: positions, columns: 3, rows: 3)
  expectClose(rows, [0, 0, 0, 0.1, 0.1, 0.1, 0.2, 0.2, 0.2])
  // Edges reverse the ripple; amount is the whole spread.
  let edges = GridStagger(.amount(1), from: .edges).startTimes(
    positions: positions, columns: 3, rows: 3)
  #expect(edges[4] == 1)
  #expect(edges[0] == 0)
}

@Test func lagRatioSpacing_isManimsThroughGSAPsDistribution() {
  let spacing = StaggerSpacing.lagRatio(0.2, runTime: 2)
  let d = 2 / (1 + 11 * 0.2)
  #expect(spacing.unitDuration(count: 12) == d)
  expectClose(
    GSAPStagger(spacing).startTimes(count: 12),
    LagRatioStagger(runTime: 2, lagRatio: 0.2).startTimes(count: 12))
  #expect(StaggerSpacing.each(0.1).unitDuration(count: 12) == nil)
}
