import Foundation
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

@Test func seededRandom_isSplitMix64() {
  // The reference SplitMix64 sequence for seed 0.
  var generator = SeededRandom(seed: 0)
  #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
  #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
  #expect(generator.next() == 0x06C4_5D18_8009_454F)
}

@Test func seededRandom_permutationIsDeterministic() {
  let a = SeededRandom.permutation(count: 12, seed: 7)
  #expect(a == SeededRandom.permutation(count: 12, seed: 7))
  #expect(a.sorted() == Array(0..<12))
  #expect(a != Array(0..<12))
  #expect(SeededRandom.permutation(count: 0, seed: 1).isEmpty)
}

@Test func gsapStagger_each_fromStartAndEnd() {
  let indices = (0..<12).map(Double.init)
  expectClose(GSAPStagger(each: 0.1).startTimes(count: 12), indices.map { $0 * 0.1 })
  expectClose(
    GSAPStagger(each: 0.1, from: .end).startTimes(count: 12), indices.map { (11 - $0) * 0.1 })
  expectClose(GSAPStagger(amount: 1).startTimes(count: 12), indices.map { $0 / 11 })
  #expect(GSAPStagger(each: 0.1).startTimes(count: 1) == [0])
  #expect(GSAPStagger(each: 0.1).startTimes(count: 0).isEmpty)
}

@Test func gsapStagger_centerEdgesAndIndex_useNormalizedDistance() {
  // GSAP spreads each · (N − 1) over the normalized distance from the origin.
  let indices = (0..<12).map(Double.init)
  let center = indices.map { 1.1 * (abs($0 - 5.5) - 0.5) / 5 }
  expectClose(GSAPStagger(each: 0.1, from: .center).startTimes(count: 12), center)
  expectClose(
    GSAPStagger(each: 0.1, from: .edges).startTimes(count: 12), center.map { 1.1 - $0 })
  expectClose(
    GSAPStagger(each: 0.1, from: .index(3)).startTimes(count: 12),
    indices.map { 1.1 * abs($0 - 3) / 8 })
  let odd = GSAPStagger(amount: 1, from: .center).startTimes(count: 5)
  expectClose(odd, [1, 0.5, 0, 0.5, 1])
}

@Test func gsapStagger_ease_distributesDelays() {
  let indices = (0..<12).map(Double.init)
  expectClose(
    GSAPStagger(amount: 1, ease: .easeIn).startTimes(count: 12),
    indices.map { UnitCurve.easeIn.value(at: $0 / 11) })
  // Edges inverts the ease, as GSAP does for negative spreads.
  let center = indices.map { (abs($0 - 5.5) - 0.5) / 5 }
  expectClose(
    GSAPStagger(amount: 1, from: .edges, ease: .easeIn).startTimes(count: 12),
    center.map { UnitCurve.easeIn.value(at: 1 - $0) })
}

@Test func gsapStagger_random_isSeededPermutation() {
  let stagger = GSAPStagger(each: 0.1, from: .random(seed: 42))
  let times = stagger.startTimes(count: 12)
  #expect(times == stagger.startTimes(count: 12))
  expectClose(times.sorted(), (0..<12).map { Double($0) * 0.1 })
  #expect(times != GSAPStagger(each: 0.1, from: .random(seed: 43)).startTimes(count: 12))
  let permutation = SeededRandom.permutation(count: 12, seed: 42)
  expectClose(times, permutation.map { Double($0) * 0.1 })
}

@Test func stagger_localTimes_clampBeforeTheStart() {
  expectClose(GSAPStagger(each: 0.1).localTimes(at: 0.15, count: 4), [0.15, 0.05, 0, 0])
}

@Test func gsapStagger_negativeEach_reversesLikeGSAP() {
  // GSAP inverts a negative spread: the last unit starts first, the first after |each|·(N − 1).
  expectClose(GSAPStagger(each: -0.1).startTimes(count: 4), [0.3, 0.2, 0.1, 0])
}

@Test func lagRatioStagger_fitsRunTime() {
  let stagger = LagRatioStagger(runTime: 2, lagRatio: 0.2)
  let d = 2 / (1 + 11 * 0.2)
  #expect(abs(stagger.unitDuration(count: 12) - d) < 1e-12)
  let times = stagger.startTimes(count: 12)
  expectClose(times, (0..<12).map { Double($0) * 0.2 * d })
  #expect(abs((times.last ?? 0) + d - 2) < 1e-12)
  let write = LagRatioStagger.write(count: 12)
  #expect(write.runTime == 1 && abs(write.lagRatio - 0.2) < 1e-12)
  #expect(LagRatioStagger.write(count: 40) == LagRatioStagger(runTime: 2, lagRatio: 0.1))
  expectClose(LagRatioStagger(runTime: 1, lagRatio: 0).startTimes(count: 3), [0, 0, 0])
}

@Test func fittedSpacing_followsSampleCodeNotComment() {
  // Apple's sample: delay = max((T − N·e)/(N + 1), (T − e)/N); its comment says (T − e)/(N − 1).
  let spacing = StaggerSpacing.fitted(totalDuration: 1, elementDuration: 0.5)
  #expect(abs(spacing.each(count: 2) - 0.25) < 1e-12)
  #expect(abs(spacing.each(count: 3) - 1.0 / 6) < 1e-12)
  let sample = StaggerSpacing.fitted(totalDuration: 0.8, elementDuration: 0.4)
  let delay = sample.each(count: 14)
  #expect(abs(delay - max((0.8 - 14 * 0.4) / 15, 0.4 / 14)) < 1e-12)
  let times = GSAPStagger(sample).startTimes(count: 14)
  // The sample multiplies: unit i starts at exactly i · delay.
  #expect(times == (0..<14).map { Double($0) * delay })
  #expect(times[13] + 0.4 <= 0.8)
  // The element duration is clamped to the total, as the sample does.
  #expect(
    StaggerSpacing.fitted(totalDuration: 0.3, elementDuration: 0.4).each(count: 3)
      == StaggerSpacing.fitted(totalDuration: 0.3, elementDuration: 0.3).each(count: 3))
  // from and ease apply to the fitted spacing as to each: from the end, the last starts first.
  expectClose(
    GSAPStagger(sample, from: .end).startTimes(count: 14), times.reversed(), 1e-12)
}

@Test func staggerSpacing_eachAndSpread() {
  #expect(StaggerSpacing.each(0.1).each(count: 5) == 0.1)
  #expect(abs(StaggerSpacing.each(0.1).spread(count: 5) - 0.4) < 1e-12)
  #expect(StaggerSpacing.amount(1).each(count: 5) == 0.25)
  #expect(StaggerSpacing.amount(1).spread(count: 5) == 1)
  #expect(StaggerSpacing.amount(1).each(count: 1) == 0)
  // amount and each with the same spread give the same starts.
  expectClose(
    GSAPStagger(amount: 0.4).startTimes(count: 5), GSAPStagger(each: 0.1).startTimes(count: 5))
}

@Test func rangeSelector_shapes() {
  let n = 4
  let x = (0..<n).map { (Double($0) + 0.5) / Double(n) }
  expectClose(RangeSelector().weights(count: n), [1, 1, 1, 1])
  expectClose(RangeSelector(shape: .rampUp).weights(count: n), x)
  expectClose(RangeSelector(shape: .rampDown).weights(count: n), x.map { 1 - $0 })
  expectClose(
    RangeSelector(shape: .triangle).weights(count: n), x.map { $0 < 0.5 ? 2 * $0 : 2 - 2 * $0 })
  expectClose(
    RangeSelector(shape: .smooth).weights(count: n), x.map { (1 + cos(.pi + 2 * .pi * $0)) / 2 })
  expectClose(
    RangeSelector(shape: .round).weights(count: n),
    x.map { (1 - pow(($0 - 0.5) * 2, 2)).squareRoot() })
  expectClose(RangeSelector(offset: -50).weights(count: n), [1, 1, 0, 0])
  expectClose(RangeSelector(start: 1, end: 3, units: .index).weights(count: n), [0, 1, 1, 0])
  expectClose(RangeSelector(shape: .rampUp, amount: 50).weights(count: n), x.map { $0 / 2 })
}

@Test func rangeSelector_easeHighLow_reshapeWeights() {
  let selector = RangeSelector(shape: .rampUp, easeHigh: 50, easeLow: 50)
  let curve = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0.5, y: 0), endControlPoint: UnitPoint(x: 0.5, y: 1))
  #expect(selector.easeCurve == curve)
  let x = (0..<6).map { (Double($0) + 0.5) / 6 }
  expectClose(selector.weights(count: 6), x.map { curve.value(at: $0) })
  #expect(
    RangeSelector(easeHigh: -100, easeLow: -100).easeCurve
      == .bezier(startControlPoint: UnitPoint(x: 0, y: 1), endControlPoint: UnitPoint(x: 1, y: 0)))
  #expect(RangeSelector().easeCurve == .linear)
}

@Test func rangeSelector_randomizeOrder_isSeeded() {
  let selector = RangeSelector(shape: .rampUp, randomizeOrder: true, randomSeed: 9)
  let weights = selector.weights(count: 12)
  #expect(weights == selector.weights(count: 12))
  expectClose(weights.sorted(), RangeSelector(shape: .rampUp).weights(count: 12))
  let permutation = SeededRandom.permutation(count: 12, seed: 9)
  expectClose(weights, permutation.map { (Double($0) + 0.5) / 12 })
  #expect(abs(selector.weight(ofUnit: 5, count: 12) - weights[5]) < 1e-15)
}

@Test func rangeSelector_nonFinite_selectsNothing() {
  #expect(RangeSelector(start: .nan).weights(count: 3) == [0, 0, 0])
  #expect(RangeSelector(end: .infinity).weights(count: 2) == [0, 0])
  #expect(RangeSelector().weight(ofUnit: 7, count: 3) == 0)
}

@Test func rangeSelectorSweep_endReveal_startsAtUnitCentres() {
  let sweep = RangeSelectorSweep(sweeping: .end, from: 0, to: 100, duration: 1)
  expectClose(sweep.startTimes(count: 12), (0..<12).map { (Double($0) + 0.5) / 12 }, 1e-9)
  let weights = sweep.weights(at: 0.5, count: 12)
  expectClose(weights, (0..<12).map { $0 < 6 ? 1 : 0 })
}

@Test func stagger_progresses_runAnimationFromEachStart() {
  let stagger = GSAPStagger(each: 0.1)
  let animation = Animation.easeOut(duration: 0.3)
  let progress = stagger.progresses(of: animation, at: 0.25, count: 4)
  expectClose(progress, [0.25, 0.15, 0.05, -0.05].map { animation.progress(at: $0) })
  #expect(progress[3] == 0)
  #expect(stagger.progresses(of: animation, at: 0, count: 4, reduceMotion: true) == [1, 1, 1, 1])
}
