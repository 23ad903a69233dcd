import Testing

@testable import KinetypeCore

/// The one JSON reader scene files and transcripts share: positions, strict grammar, limits.
@Suite struct PositionedJSONTests {
  private func parse(_ text: String, depth: Int = 8, bom: Bool = false) throws -> PositionedJSON {
    try PositionedJSON.parse(
      text, maximumDepth: depth, trailingText: "more text", allowsByteOrderMark: bom)
  }

  private func failure(_ text: String, depth: Int = 8) -> PositionedJSON.SyntaxError? {
    do {
      _ = try PositionedJSON.parse(text, maximumDepth: depth, trailingText: "more text")
      return nil
    } catch { return error }
  }

  @Test func valuesKeepTheLineAndColumnWhereTheyStart() throws {
    let json = try parse("{\n  \"a\": [1,\n    \"two\"]\n}")
    guard case .object(let members) = json.value, case .array(let items) = members[0].value.value
    else { Issue.record("expected an object holding an array"); return }
    #expect((members[0].value.line, members[0].value.column) == (2, 8))
    #expect((items[1].line, items[1].column) == (3, 5))
    #expect(items[1].value == .string("two"))
  }

  @Test func aDuplicateKeyIsAnErrorAtTheSecondKey() {
    let error = failure("{\"a\": 1,\n \"a\": 2}")
    #expect(error?.line == 2)
    #expect(error?.column == 2)
    #expect(error?.message.contains("\"a\"") == true)
  }

  @Test(arguments: ["01", "+1", ".5", "1.", "1e", "-", "NaN", "0x10"])
  func numbersOutsideJSONsGrammarAreRefused(text: String) {
    #expect(failure(text) != nil)
  }

  @Test func strictNumbersStillRead() throws {
    #expect(try parse("-0.5e2").value == .number(-50))
    #expect(try parse("0").value == .number(0))
  }

  @Test func nestingPastTheLimitIsRefusedNotCrashedOn() throws {
    #expect(failure(String(repeating: "[", count: 10) + String(repeating: "]", count: 10)) != nil)
    _ = try parse(String(repeating: "[", count: 8) + String(repeating: "]", count: 8))
    #expect(failure(String(repeating: "[", count: 100_000), depth: 200) != nil)
  }

  @Test func trailingTextUsesTheCallersWords() {
    let error = failure("{} x")
    #expect(error?.message == "more text")
    #expect((error?.line, error?.column) == (1, 4))
  }

  @Test func aByteOrderMarkIsReadOnlyWhenAllowed() throws {
    #expect(try parse("\u{FEFF}[]", bom: true).value == .array([]))
    #expect(failure("\u{FEFF}[]") != nil)
  }
}
