// UAX #9 conformance by Bidi_Class sequences: BidiTest.txt (Unicode 15.0) against
// BidiParagraph, each class played by one representative character.
import Testing

@testable import KinetypeText

@Suite struct BidiClassConformanceTests {
  /// A character of each Bidi_Class, none of them a paired bracket, so that brackets (tested by
  /// BidiCharacterTest.txt) stay out of the class-level tests as UAX #9 intends.
  static let representatives: [String: UInt16] = [
    "L": 0x0061, "R": 0x05D0, "AL": 0x0627, "EN": 0x0030, "ES": 0x002B, "ET": 0x0023,
    "AN": 0x0660, "CS": 0x002C, "NSM": 0x0300, "BN": 0x00AD, "B": 0x2029, "S": 0x0009,
    "WS": 0x0020, "ON": 0x0021, "LRE": 0x202A, "LRO": 0x202D, "RLE": 0x202B, "RLO": 0x202E,
    "PDF": 0x202C, "LRI": 0x2066, "RLI": 0x2067, "FSI": 0x2068, "PDI": 0x2069,
  ]

  /// Cases (line × paragraph direction) in BidiTest.txt 15.0.0.
  static let caseCount = 770_241

  @Test func bidi_conformsToBidiTest() throws {
    guard let lines = UnicodeTestData.lines("BidiTest.txt") else { return }
    var expectedLevels: [UInt8?] = []
    var expectedOrder: [Int] = []
    var passed = 0
    var parityOnly = 0
    var failed = 0
    let directions: [(bit: Int, direction: BaseDirection)] = [
      (1, .automatic), (2, .leftToRight), (4, .rightToLeft),
    ]
    for (number, text) in lines {
      if text.hasPrefix("@Levels:") {
        expectedLevels = BidiConformanceTests.parseLevels(text.dropFirst(8))
        continue
      }
      if text.hasPrefix("@Reorder:") {
        expectedOrder = BidiConformanceTests.parseOrder(text.dropFirst(9))
        continue
      }
      if text.hasPrefix("@") { continue }
      let fields = text.split(separator: ";")
      guard fields.count == 2, let bits = Int(fields[1].filter { $0 != " " }, radix: 16) else {
        Issue.record("BidiTest.txt line \(number) does not parse: \(text)")
        continue
      }
      var utf16: [UInt16] = []
      for name in fields[0].split(separator: " ") {
        guard let unit = Self.representatives[String(name)] else {
          Issue.record("BidiTest.txt line \(number): unknown class \(name)")
          continue
        }
        utf16.append(unit)
      }
      let expected = BidiConformanceTests.Expectation(levels: expectedLevels, order: expectedOrder)
      for (bit, direction) in directions where bits & bit != 0 {
        let paragraph = try BidiParagraph(utf16: utf16, baseDirection: direction)
        let actual = BidiConformanceTests.outcome(paragraph, utf16: utf16) {
          expectedLevels[$0] == nil
        }
        let match = BidiConformanceTests.compare(actual, expected)
        if match != .different {
          passed += 1
          if match == .parityOnly { parityOnly += 1 }
        } else {
          failed += 1
          if failed <= 20 {
            let message =
              "BidiTest.txt line \(number) (\(direction)): \(text) expected \(expectedLevels) "
              + "order \(expectedOrder); ICU gives \(actual.levels) order \(actual.order)"
            Issue.record(Comment(rawValue: message))
          }
        }
      }
    }
    print(
      "BidiTest.txt: \(passed) passed (\(parityOnly) by ICU's unidirectional shortcut), "
        + "\(failed) failed, 0 skipped")
    #expect(failed == 0)
    #expect(passed == Self.caseCount)
  }
}
