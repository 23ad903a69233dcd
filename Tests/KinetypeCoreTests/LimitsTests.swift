import Testing

@testable import KinetypeCore

/// The mechanism every layer's limits share; the limits themselves are each declared by the
/// layer that owns them (Tests/KinetypeTests/LimitNamesTests.swift checks them all).
@Suite struct LimitsTests {
  static let small = Limits.Name("test-small", defaultValue: 10)
  static let large = Limits.Name("test-large", defaultValue: 1_000, maximum: 5_000)

  @Test func limits_subscriptReadsTheDefaultUntilSet() {
    var limits = Limits()
    #expect(limits[Self.small] == 10)
    #expect(limits[Self.large] == 1_000)
    limits[Self.small] = 12
    #expect(limits[Self.small] == 12)
    #expect(limits[Self.large] == 1_000, "setting one limit changed another")
  }

  @Test func limits_setBackToTheDefaultEqualsTheDefaults() {
    var limits = Limits()
    limits[Self.small] = 11
    #expect(limits != Limits())
    limits[Self.small] = 10
    #expect(limits == Limits())
    #expect(limits.hashValue == Limits().hashValue)
  }

  @Test func limits_namesAreEqualByName() {
    #expect(Limits.Name("test-small", defaultValue: 99) == Self.small)
    #expect(Self.small != Self.large)
    #expect(Self.small.description == "test-small")
    #expect(Limits.maximum(of: Self.large) == 5_000)
    #expect(Limits.maximum(of: Self.small) == Int.max)
  }

  @Test func limits_checkThrowsOnlyOverTheLimit() throws {
    let limits = Limits()
    try limits.check(Self.small, 10, "ten frames")
    let error = #expect(throws: LimitError.self) {
      try limits.check(Self.small, 11, "eleven frames")
    }
    #expect(error?.description == "eleven frames is over the test-small limit (11 > 10)")
    let nan = #expect(throws: LimitError.self) { try limits.check(Self.small, Double.nan, "NaN") }
    #expect(nan?.description == "NaN is over the test-small limit (not finite)")
    try limits.check(Self.small, 9.5, "9.5 frames")
  }
}
