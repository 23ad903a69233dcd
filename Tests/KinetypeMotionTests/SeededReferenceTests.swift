import Testing

@testable import KinetypeMotion

/// `SeededRandom.permutation` against sequences computed outside Kinetype, from the published
/// SplitMix64 (Vigna, https://prng.di.unimi.it/splitmix64.c), a rejection draw below a bound
/// and Fisher–Yates from the last position down, by this Python script:
///
/// ```python
/// M = (1 << 64) - 1
/// def splitmix64(seed):
///     state = seed
///     while True:
///         state = (state + 0x9E3779B97F4A7C15) & M
///         z = state
///         z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
///         z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
///         yield z ^ (z >> 31)
/// def below(gen, bound):
///     limit = M - M % bound
///     while True:
///         v = next(gen)
///         if v < limit:
///             return v % bound
/// def permutation(count, seed):
///     gen = splitmix64(seed)
///     a = list(range(count))
///     for i in range(count - 1, 0, -1):
///         j = below(gen, i + 1)
///         a[i], a[j] = a[j], a[i]
///     return a
/// for count, seed in [(12, 7), (12, 42), (5, 0), (20, 123456789)]:
///     print(count, seed, permutation(count, seed))
/// ```
@Suite struct SeededReferenceTests {
  @Test(arguments: [
    (12, 7 as UInt64, [10, 11, 5, 1, 7, 4, 8, 2, 9, 6, 0, 3]),
    (12, 42, [9, 6, 7, 10, 3, 11, 4, 2, 0, 8, 5, 1]),
    (5, 0, [2, 3, 1, 4, 0]),
    (20, 123_456_789, [14, 6, 8, 0, 3, 5, 10, 19, 12, 9, 16, 7, 13, 2, 18, 11, 15, 1, 4, 17]),
  ])
  func seededRandom_permutationMatchesThePythonReference(
    count: Int, seed: UInt64, expected: [Int]
  ) {
    #expect(SeededRandom.permutation(count: count, seed: seed) == expected)
  }

  @Test func seededRandom_boundedDrawsMatchThePythonReference() {
    // below(splitmix64(0), n) for n = 10, 3, 1000 in turn, from the script above.
    var generator = SeededRandom(seed: 0)
    let draws = [10, 3, 1000].map { generator.next(below: $0) }
    var reference = SeededRandom(seed: 0)
    let raw = (0..<3).map { _ in reference.next() }
    // No draw is rejected this early (each is far below its limit), so each is raw % bound.
    #expect(draws == [Int(raw[0] % 10), Int(raw[1] % 3), Int(raw[2] % 1000)])
    #expect(raw == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
  }
}

/// The range selector's `smoothness` (After Effects, square shape): partial weights at a
/// fractional start or end are rescaled so that only the middle `smoothness` % of the 0…1
/// transition stays partial; 100 % leaves them as they are, 0 % makes the edge a hard cut at ½.
@Suite struct RangeSelectorSmoothnessTests {
  func expectClose(
    _ actual: [Double], _ expected: [Double], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (a, e) in zip(actual, expected) {
      #expect(abs(a - e) < 1e-9, "\(actual) vs \(expected)", sourceLocation: sourceLocation)
    }
  }

  @Test func rangeSelector_smoothnessRescalesPartialEdges() {
    // 4 units, start 20 % = 0.8 units, end 90 % = 3.6 units: unit 0 is 0.2 selected (1 − 0.8),
    // unit 3 is 0.6 selected (3.6 − 3), units 1 and 2 fully (lottie-web's square shape).
    let full = RangeSelector(start: 20, end: 90).weights(count: 4)
    expectClose(full, [0.2, 1, 1, 0.6])
    expectClose(RangeSelector(start: 20, end: 90, smoothness: 100).weights(count: 4), full)
    // 50 %: the band 0.25…0.75 maps onto 0…1, so 0.2 → 0 and 0.6 → 0.7.
    expectClose(
      RangeSelector(start: 20, end: 90, smoothness: 50).weights(count: 4), [0, 1, 1, 0.7])
    // 0 %: a hard cut at ½.
    expectClose(RangeSelector(start: 20, end: 90, smoothness: 0).weights(count: 4), [0, 1, 1, 1])
  }
}

/// The sampled settling duration of critically damped springs (SwiftUI's rule, as OpenSwiftUI
/// implements it: sample every 0.1 s, return the first sample after which the distance stays
/// below ε for over a second), on springs that cross their target and come back above ε within
/// that second, where the rule matters. Reference values from this Python script:
///
/// ```python
/// import math
/// def settle(duration, x, v0, eps):
///     lam, since = 2 * math.pi / duration, None
///     for step in range(1024):
///         t = step * 0.1
///         d = abs(math.exp(-lam * t) * (x + (lam * x - v0) * t))
///         if d < eps:
///             since = t if since is None else since
///             if t - since > 1: return since
///         else:
///             since = None
///     return 102.4 if since is None else since
/// print(settle(7, 1, 3, 0.5), settle(5, 1, 4, 0.5), settle(4, 1, 5, 0.5))  # 2.3 1.4 1.1
/// ```
@Suite struct SpringSettlingReferenceTests {
  @Test(arguments: [(7.0, 3.0, 2.3), (5, 4, 1.4), (4, 5, 1.1)])
  func spring_settlingDurationWaitsASecondAfterACrossing(
    duration: Double, velocity: Double, expected: Double
  ) {
    let spring = Spring(duration: duration, bounce: 0)
    let settling = spring.settlingDuration(target: 1.0, initialVelocity: velocity, epsilon: 0.5)
    #expect(abs(settling - expected) < 1e-9)
  }
}
