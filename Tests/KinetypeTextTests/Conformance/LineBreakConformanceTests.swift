// UAX #14 conformance: LineBreakTest.txt (Unicode 15.0, the version ICU 72 implements) against
// LineBreaks, i.e. ICU's root line break rules.
import Testing

@testable import KinetypeText

@Suite struct LineBreakConformanceTests {
  /// Cases where ICU 72's root rules knowingly differ from the test data; ICU's own conformance
  /// test skips exactly these (rbbitst.cpp, testCaseIsKnownIssue, ticket ICU-21097). Each entry
  /// is a whole test text as code points; the test checks that each still fails, so the list
  /// cannot silently grow stale.
  static let knownDifferences: [String: String] = {
    // ICU does not break after HYPHEN-MINUS at the start of text (a leading "-" stays with
    // what follows, e.g. "-x"; ICU-8151 moved this Finnish tailoring to root).
    let leadingHyphen = "ICU keeps a leading hyphen-minus with the next character (ICU-8151)"
    // LineBreakTest.txt applies LB25 as the regular expression of UAX #14 example 7.1, where a
    // number starts with a digit; ICU's number rule also starts a number at an infix separator
    // before a digit (",0", ".35"), so it does not break before the digits.
    let infixNumber = "ICU starts a number at an infix separator before digits (ICU-12017)"
    var table: [String: String] = [:]
    for text in [
      "2D 23", "2D 308 23", "2D A7", "2D 308 A7", "2D 50005", "2D 308 50005", "2D E01",
      "2D 308 E01",
    ] {
      table[text] = leadingHyphen
    }
    for text in [
      "2C 30", "2C 308 30", "65 71 75 61 6C 73 20 2E 33 35 20 63 65 6E 74 73", "61 2E 32 20",
      "61 2E 32 20 915", "61 2E 32 20 672C", "61 2E 32 3000 672C", "61 2E 32 3000 307E",
      "61 2E 32 3000 33", "41 2E 31 20 BABB", "BD24 C5B4 2E 20 41 2E 32 20 BCFC",
      "BD10 C694 2E 20 41 2E 33 20 BABB", "C694 2E 20 41 2E 34 20 BABB", "61 2E 32 3000 300C",
    ] {
      table[text] = infixNumber
    }
    return table
  }()

  /// Cases in LineBreakTest.txt 15.0.0.
  static let expectedCaseCount = 7654

  @Test func lineBreak_conformsToLineBreakTest() {
    guard let lines = UnicodeTestData.lines("auxiliary/LineBreakTest.txt") else { return }
    var passed = 0
    var skipped = 0
    for (number, text) in lines {
      guard let testCase = BoundaryTestCase(text, line: number) else {
        Issue.record("LineBreakTest.txt line \(number) does not parse: \(text)")
        continue
      }
      let expected = testCase.breaks.filter { $0 > 0 }
      let actual = LineBreaks.opportunities(in: testCase.utf16).map(\.offset)
      let known = Self.knownDifferences[codePointsDisplay(testCase.utf16)]
      if actual == expected {
        passed += 1
        #expect(known == nil, "LineBreakTest \(testCase.display) now passes: drop its skip")
      } else if known != nil {
        skipped += 1
      } else {
        Issue.record("LineBreakTest \(testCase.display), ICU gives \(actual)")
      }
    }
    print("LineBreakTest.txt: \(passed) passed, \(skipped) skipped as known ICU differences")
    #expect(passed + skipped == Self.expectedCaseCount)
    #expect(skipped == Self.knownDifferences.count)
  }

  @Test func unicode_testDataIsTheVersionICUImplements() {
    // The skip lists above are for ICU 72 (Unicode 15.0) against the 15.0.0 test files; other
    // versions need the lists reviewed.
    #expect(ICUVersion.unicode == "15.0")
    #expect(ICUVersion.library.hasPrefix("72."))
    for file in [
      "auxiliary/LineBreakTest.txt", "auxiliary/GraphemeBreakTest.txt",
      "auxiliary/WordBreakTest.txt", "BidiCharacterTest.txt", "BidiTest.txt",
    ] {
      let name = file.split(separator: "/").last.map(String.init) ?? file
      let stem = name.dropLast(4)  // ".txt"
      #expect(UnicodeTestData.header(file) == "# \(stem)-\(ICUVersion.unicode).0.txt")
    }
  }
}
