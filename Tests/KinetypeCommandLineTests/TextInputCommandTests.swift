import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// Issue 8's text reproducers, run through the built `kinetype`: hostile markup ends in a
/// one-line error (never a signal), slices keep conjuncts whole, spaces hang, JSON has nulls.
@Suite struct TextInputCommandTests {
  /// Exit statuses of an error the tool reports; a crash shows as the signal's number instead
  /// (4 for SIGILL, 11 for SIGSEGV).
  static let reportedError: ClosedRange<Int32> = 1...2

  @Test func inspect_hugeTrackingIsARangeError() throws {
    // Died with SIGILL ("Double value cannot be converted to Int" in FontFace.format).
    let result = try Fixtures.runKinetype(["inspect", "--text", "^[x](tracking: 1e300)"])
    #expect(Self.reportedError.contains(result.status), "status \(result.status)")
    #expect(result.stderr.contains("line 1, column 16"), "stderr: \(result.stderr)")
    #expect(result.stderr.contains("'tracking'") && result.stderr.contains("-1000…1000 px"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test(arguments: ["kerning: -1e300", "baselineOffset: 1e300", "size: 1e-300"])
  func inspect_outOfRangeValuesAreErrors(attribute: String) throws {
    let result = try Fixtures.runKinetype(["inspect", "--json", "--text", "^[x](\(attribute))"])
    #expect(Self.reportedError.contains(result.status), "status \(result.status)")
    #expect(result.stderr.contains("must be in"), "stderr: \(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func inspect_deepNestingIsAnErrorNotAStackOverflow() throws {
    // 20,000 nested spans overflowed the stack (SIGSEGV in MarkupParser.parseInline).
    let markup = String(repeating: "^[", count: 20_000) + "x"
    let result = try Fixtures.runKinetype(["inspect", "--text", markup])
    #expect(Self.reportedError.contains(result.status), "status \(result.status)")
    #expect(
      result.stderr.contains("deeper than 100 levels"), "stderr: \(result.stderr.prefix(300))")
  }

  @Test func inspect_spaceNeverMakesALineOfItsOwn() throws {
    let result = try Fixtures.runKinetype([
      "inspect", "--text", "Hello world", "--width", "10", "--size", "24", "--json",
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let lines = try #require(root["lines"] as? [[String: Any]])
    let texts = lines.compactMap { $0["text"] as? String }
    #expect(texts.count == 10)
    #expect(texts.contains("o "))
    #expect(!texts.contains { $0.allSatisfy(\.isWhitespace) }, "\(texts)")
  }

  @Test func inspect_jsonWritesNullWidth() throws {
    let result = try Fixtures.runKinetype(["inspect", "--text", "a b", "--json"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("\"width\" : null"))
    #expect(result.stdout.contains("\"imageBounds\" : null"))
  }

  @Test func stagger_devanagariStepsThroughWholeLetters() throws {
    // Stepped through स् and ते separately.
    let result = try Fixtures.runKinetype(["stagger", "--text", "^[नमस्ते](emphasis: true)"])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let steps = result.stdout.split(separator: "\n").filter { $0.first?.isNumber == true }
    #expect(steps.count == 3, "\(result.stdout)")
    #expect(steps.last?.contains("स्ते") == true, "\(result.stdout)")
  }
}
