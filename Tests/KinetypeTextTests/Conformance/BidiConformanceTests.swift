// UAX #9 conformance: BidiCharacterTest.txt and BidiTest.txt (Unicode 15.0) against
// BidiParagraph, i.e. ICU's ubidi, with each test text laid out as one line.
import Testing

@testable import KinetypeText

@Suite struct BidiConformanceTests {
  /// One expected result: levels per character (nil for "x", a character removed by rule X9)
  /// and the visual order of the characters that are not removed.
  struct Expectation {
    var levels: [UInt8?]
    var order: [Int]
  }

  /// What a test text gave, per character (code point), for comparison with the data.
  struct Outcome: Equatable {
    var levels: [UInt8]
    var order: [Int]
  }

  /// Lays `utf16` out as one line with ``BidiParagraph/visualRuns(in:)``: the level of each
  /// code point (its run's level, so rule L1 for the line applies) and the visual order of code
  /// point indices, leaving out those `removed` (X9).
  static func outcome(_ paragraph: BidiParagraph, utf16: [UInt16], removed: (Int) -> Bool)
    -> Outcome
  {
    var codePointIndex = [Int](repeating: -1, count: utf16.count)
    var starts: [Int] = []
    for codePoint in codePoints(of: utf16) {
      codePointIndex[codePoint.offset] = starts.count
      starts.append(codePoint.offset)
    }
    var levels = [UInt8](repeating: 0, count: starts.count)
    var order: [Int] = []
    order.reserveCapacity(starts.count)
    for run in paragraph.visualRuns(in: 0..<utf16.count) {
      let offsets = run.level % 2 == 1 ? Array(run.range.reversed()) : Array(run.range)
      for offset in offsets {
        let index = codePointIndex[offset]
        guard index >= 0 else { continue }
        levels[index] = run.level
        if !removed(index) { order.append(index) }
      }
    }
    return Outcome(levels: levels, order: order)
  }

  /// Whether `actual` matches `expected`, ignoring levels of removed characters.
  ///
  /// Like ICU's own conformance test (bidiconf.cpp, checkLevels), levels may differ when the
  /// expected levels all have one parity and ICU's do too: for unidirectional text ICU skips
  /// resolving and reports every level as the paragraph level (an Arabic digit in an LTR
  /// paragraph gets 0, not 2). Direction and visual order are unaffected; the order is still
  /// checked exactly.
  static func compare(_ actual: Outcome, _ expected: Expectation) -> Match {
    guard actual.levels.count == expected.levels.count, actual.order == expected.order else {
      return .different
    }
    let exact = zip(actual.levels, expected.levels).allSatisfy { level, wanted in
      wanted == nil || wanted == level
    }
    if exact { return .exact }
    let wantedParities = Set(expected.levels.compactMap { $0.map { $0 % 2 } })
    let actualParities = Set(actual.levels.map { $0 % 2 })
    return wantedParities.count == 1 && wantedParities == actualParities ? .parityOnly : .different
  }

  /// How an outcome compares with the expectation.
  enum Match {
    /// Same levels and order.
    case exact
    /// Same order; levels differ only by ICU's unidirectional shortcut.
    case parityOnly
    /// A real difference.
    case different
  }

  /// Parses a space-separated level list with "x" for removed characters.
  static func parseLevels(_ text: some StringProtocol) -> [UInt8?] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0 == "x" ? nil : UInt8($0) }
  }

  /// Parses a space-separated list of indices.
  static func parseOrder(_ text: some StringProtocol) -> [Int] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int($0) }
  }

  /// BidiCharacterTest.txt cases where ICU 72's ubidi knowingly differs from UAX #9 15.0,
  /// keyed by "code points;paragraph direction". All come from clarifications made in Unicode
  /// 8.0 and later that ICU's implementation does not follow; each still fails (checked), so
  /// the list cannot go stale. 30 of 91,707 cases.
  static let knownDifferences: [String: String] = {
    var table: [String: String] = [:]
    func add(_ reason: String, _ keys: [String]) {
      for key in keys { table[key] = reason }
    }
    // X5a–X6a (8.0): an isolate initiator and its PDI take the directional override in effect
    // around them; ICU applies the override of the embedding just closed (ICU-23513 "J1").
    add(
      "override around isolate flanked by embeddings (ICU-23513)",
      [
        "202E 0061 202A 0062 202C 2066 0063 2069 202A 0064 202C 0065 202C;2",
        "202E 0061 202A 0062 202C 2066 0063 2069 202A 0064 202C 0065 202C;1",
        "202D 05D0 202B 05D1 202C 2068 05D2 2069 202B 05D3 202C 05D4 202C;2",
        "202D 0661 202B 0662 202C 2068 0663 2069 202B 0664 202C 0665 202C;0",
      ])
    // BD14–BD16 (8.0): a bracket whose Bidi_Class an override changed is not ON, so it is not
    // paired; ICU still pairs it for rule N0.
    add(
      "overridden brackets still paired by ICU",
      [
        "202A 05D0 0028 05D1 202C 202D 0029;2",
        "202A 05D0 0028 05D1 202C 202D 0029 202C;2",
        "202B 0061 0028 0062 202C 202E 0029;2",
        "202B 0061 0028 0062 202C 202E 0029 202C;2",
        "202A 202E 0061 202C 0028 05D0 202C 202D 0029 202C;2",
        "202B 202D 05D0 202C 0028 0061 202C 202E 0029 202C;2",
        "202A 202E 0061 202C 0028 005B 05D0 202C 202D 005D 0029 202C;2",
        "202B 202D 05D0 202C 0028 005B 0061 202C 202E 005D 0029 202C;2",
        "202D 0028 202C 202A 05D0 0029 05D1;2",
        "202D 0028 202C 202A 05D0 0029 05D1 202C;2",
        "202E 0028 202C 202B 0061 0029 0062;2",
        "202E 0028 202C 202B 0061 0029 0062 202C;2",
        "202D 202E 0061 202C 0028 202C 202A 05D0 0029 05D1;2",
        "202E 202D 05D0 202C 0028 202C 202B 0061 0029 0062;2",
        "202D 202E 0061 202C 0028 005B 202C 202A 05D0 005D 0029 05D1;2",
        "202E 202D 05D0 202C 0028 005B 202C 202B 0061 005D 0029 0062;2",
      ])
    // N0 (8.0): a nonspacing mark after a bracket whose type N0 changed takes the same type;
    // ICU leaves the mark at the embedding direction.
    add(
      "NSM after a paired bracket keeps ICU's embedding direction",
      [
        "0061 0028 0062 0029 0331;1",
        "0061 0028 0332 0062 0029 0333;1",
        "05D0 0028 05D1 0029 0331;0",
        "05D0 0028 0332 05D1 0029 0333;0",
        "0661 0028 0662 0029 0331;0",
        "0661 0028 0332 0662 0029 0333;0",
      ])
    // The same with BN characters (ZWJ, ZWSP) between bracket and mark (14.0 test additions).
    add(
      "NSM after a paired bracket and BN characters",
      [
        "0041 200F 005B 05D0 005D 200D 20D6;0",
        "0041 200F 005B 200D 20D6 05D0 005D 200D 20D6;0",
        "0041 200F 005B 200D 200B 20D6 05D0 005D 200B 200D 20D6;0",
      ])
    // BD16: with more than 63 open brackets, bracket pairing stops for the isolating run
    // sequence; ICU keeps pairing (ICU-23513 "J2").
    let deep =
      (["0061"] + Array(repeating: "0028", count: 64) + ["0062"]
      + Array(repeating: "0029", count: 64)).joined(separator: " ")
    add("64 nested brackets overflow BD16's stack (ICU-23513)", [deep + ";1"])
    return table
  }()

  /// Cases in BidiCharacterTest.txt 15.0.0.
  static let characterTestCaseCount = 91_707

  @Test func bidi_conformsToBidiCharacterTest() throws {
    guard let lines = UnicodeTestData.lines("BidiCharacterTest.txt") else { return }
    var passed = 0
    var parityOnly = 0
    var skipped = 0
    for (number, text) in lines {
      let fields = text.split(separator: ";", omittingEmptySubsequences: false)
      guard fields.count >= 5, let direction = Int(fields[1]), let level = UInt8(fields[2])
      else {
        Issue.record("BidiCharacterTest.txt line \(number) does not parse: \(text)")
        continue
      }
      let utf16 = UnicodeTestData.utf16(hex: fields[0])
      let base: BaseDirection = [.leftToRight, .rightToLeft, .automatic][min(direction, 2)]
      let expected = Expectation(
        levels: Self.parseLevels(fields[3]), order: Self.parseOrder(fields[4]))
      let paragraph = try BidiParagraph(utf16: utf16, baseDirection: base)
      let actual = Self.outcome(paragraph, utf16: utf16) { expected.levels[$0] == nil }
      let known = Self.knownDifferences["\(fields[0]);\(fields[1])"]
      let match = Self.compare(actual, expected)
      if paragraph.baseLevel == level && match != .different {
        passed += 1
        if match == .parityOnly { parityOnly += 1 }
        #expect(known == nil, "BidiCharacterTest.txt line \(number) now passes: drop its skip")
      } else if known != nil {
        skipped += 1
      } else {
        Issue.record(
          """
          BidiCharacterTest.txt line \(number): \(text)
          ICU: paragraph level \(paragraph.baseLevel), levels \(actual.levels), \
          order \(actual.order)
          """)
      }
    }
    print(
      "BidiCharacterTest.txt: \(passed) passed (\(parityOnly) by ICU's unidirectional shortcut), "
        + "\(skipped) skipped as known ICU differences")
    #expect(passed + skipped == Self.characterTestCaseCount)
    #expect(skipped == Self.knownDifferences.count)
  }
}
