/// SplitMix64: a tiny generator whose sequence is the same on every platform and Swift version,
/// so a stagger with `randomSeed` orders its units identically everywhere.
public struct SeededRandom: Hashable, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform number in `0..<1`, from the top 53 bits.
  public mutating func nextUnit() -> Double {
    Double(next() >> 11) / Double(UInt64(1) << 53)
  }

  /// A uniform integer in `0..<bound` (bound > 0), by rejection so it has no modulo bias.
  public mutating func next(below bound: Int) -> Int {
    precondition(bound > 0, "SeededRandom.next(below:): bound must be > 0")
    let range = UInt64(bound)
    let limit = UInt64.max - UInt64.max % range
    while true {
      let value = next()
      if value < limit { return Int(value % range) }
    }
  }

  /// `count` indices 0..<count in a random order (Fisher–Yates, from the last position down).
  public static func permutation(count: Int, seed: UInt64) -> [Int] {
    var generator = SeededRandom(seed: seed)
    var result = Array(0..<max(0, count))
    var index = result.count - 1
    while index > 0 {
      let other = generator.next(below: index + 1)
      result.swapAt(index, other)
      index -= 1
    }
    return result
  }
}
