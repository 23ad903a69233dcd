import Testing

@testable import KinetypeText

/// `Text(markup:)` and a `LocalizedStringKey` read with one parser (`Markdown`): strict for
/// markup, lenient for literals. Where the two readers used to differ, the expectations are
/// cmark-gfm 0.29's (`printf '%s' SOURCE | cmark-gfm`, the CommonMark reference that SwiftUI's
/// `AttributedString(markdown:)` follows); its HTML is written as runs as in `MarkdownTests`.
@Suite struct MarkdownModesTests {
  static func markup(_ source: String) throws -> [String] {
    MarkdownTests.runs(try Text(markup: source))
  }

  static func lenientMarkup(_ source: String) -> [String] {
    var reader = Markdown(
      characters: Array(source), syntax: .markup, mode: .lenient, registry: .default)
    return MarkdownTests.runs((try? reader.text()) ?? Text(verbatim: "reader threw"))
  }

  @Test(arguments: [
    // <em>a <strong>b</strong> c</em>; the markup reader used to close the italic at the
    // first star: [i]a , [i]b, []* c*.
    ("*a **b** c*", ["[i]a ", "[bi]b", "[i] c"]),
    // <p>\a and C:\Users</p>: only ASCII punctuation is escaped; markup used to drop every
    // backslash ("a and C:Users").
    ("\\a and C:\\Users", ["[]\\a and C:\\Users"]),
    // foo***: a run that cannot open is text; markup used to fail with "unclosed '**'".
    ("foo***", ["[]foo***"]),
    // a*.: left-flanking needs a non-punctuation neighbour; markup used to fail.
    ("a*.", ["[]a*."]),
    // <em>foo**bar</em>
    ("*foo**bar*", ["[i]foo**bar"]),
    // <em>a <em>a x a</em> a</em>
    ("*a *a x a* a*", ["[i]a ", "[i]a x a", "[i] a"]),
  ])
  func markup_readsAsCommonMark(source: String, expected: [String]) throws {
    #expect(try Self.markup(source) == expected, "\(source)")
    #expect(MarkdownTests.markdown(source) == expected, "\(source) as a literal")
  }

  @Test func span_bracketsInsideMatchAsCommonMarksDo() throws {
    // [a [b] c](x) is one link over "a [b] c" (cmark-gfm); a span's brackets match the same
    // way, where markup used to stop at the first ']' and fail ("expected '('").
    let text = try Text(markup: "^[a [b] c](emphasis: true)")
    #expect(text.spans.map(\.string) == ["a [b] c"])
    #expect(text.spans[0].attributes[EmphasisAttribute.self] != nil)
    #expect(MarkdownTests.markdown("[a [b] c](x)") == ["[a x]a [b] c"])
  }

  @Test func link_doesNotContainALink() {
    // [a <a href="y">b</a> c](x): the literal reader used to make the outer link too.
    #expect(MarkdownTests.markdown("[a [b](y) c](x)") == ["[][a ", "[a y]b", "[] c](x)"])
  }

  @Test(arguments: [
    // cmark-gfm shows *<em>a</em>: the star left over is unclosed.
    ("**a*", 1, "unclosed '*'", ["[]*", "[i]a"]),
    ("*a", 1, "unclosed '*'", ["[]*a"]),
    ("x **a", 3, "unclosed '**'", ["[]x **a"]),
    ("^[a", 1, "unclosed '^['", ["[]^[a"]),
    // The innermost unclosed construct is the one named.
    ("^[a **b", 5, "unclosed '**'", ["[]^[a **b"]),
    // a****b: one run does not pair with itself (cmark-gfm shows it as typed); markup used
    // to read an empty bold ("ab").
    ("a****b", 2, "unclosed '****'", ["[]a****b"]),
    ("**a ^[b", 5, "unclosed '^['", ["[]**a ^[b"]),
    ("^[a [b](emphasis: true)", 1, "unclosed '^['", ["[]^[a [b](emphasis: true)"]),
  ])
  func strict_isTheLenientParseWithErrors(
    source: String, column: Int, message: String, lenient: [String]
  ) {
    let error = #expect(throws: MarkupError.self) { try Text(markup: source) }
    #expect(error?.column == column, "\(source): \(String(describing: error))")
    #expect(error?.message == message, "\(source)")
    #expect(Self.lenientMarkup(source) == lenient, "\(source)")
  }

  @Test func strict_whatParsesReadsTheSameLeniently() {
    // Every string of up to 6 pieces from these, in a fixed pseudo-random order.
    let pieces = ["*", "**", "a", " ", "^[", "]", "(emphasis: true)", "\\", "[", ".", "(", ")"]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var parsed = 0
    for _ in 0..<4_000 {
      var source = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<(1 + Int(state >> 61) % 6) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        source += pieces[Int(state >> 33) % pieces.count]
      }
      guard let strict = try? Text(markup: source) else { continue }
      parsed += 1
      #expect(MarkdownTests.runs(strict) == Self.lenientMarkup(source), "\(source)")
    }
    #expect(parsed > 1_000, "too few strings parsed to mean anything: \(parsed)")
  }

  @Test func emphasis_pastTheLimitNamesTheFirstOpenerPastIt() throws {
    // 101 nested italics: the 101st opener from the outside, at column 3 · 100 + 1.
    let limit = Text.markupNestingLimit
    let deep =
      String(repeating: "*a ", count: limit + 1) + "x" + String(repeating: " a*", count: limit + 1)
    let error = #expect(throws: MarkupError.self) { try Text(markup: deep) }
    #expect(error?.column == 3 * limit + 1, "\(String(describing: error))")
    #expect(error?.message.contains("deeper than \(limit) levels") == true)
    let exactly =
      String(repeating: "*a ", count: limit) + "x" + String(repeating: " a*", count: limit)
    #expect(try Text(markup: exactly).spans.allSatisfy { $0.attributes.isItalic == true })
    // Leniently, what nests past the limit stays text, and nothing overflows the stack.
    let deeper =
      String(repeating: "*a ", count: 20_000) + "x" + String(repeating: " a*", count: 20_000)
    let shownDeeper = Text(LocalizedStringKey(deeper)).string
    #expect(shownDeeper.count == deeper.count - 2 * limit)
    let spans =
      String(repeating: "^[", count: 20_000) + "x"
      + String(repeating: "](emphasis: true)", count: 20_000)
    // The outer 100 spans apply; the inner ones stay as typed.
    let shown = Text(LocalizedStringKey(spans))
    #expect(shown.string.count == spans.count - limit * "^[](emphasis: true)".count)
    #expect(shown.spans.allSatisfy { $0.attributes[EmphasisAttribute.self] != nil })
  }

  @Test(.timeLimit(.minutes(1)))
  func parse_isLinearOnRunsThatNeverPair() throws {
    // Closers with no opener, openers with no closer, backtick runs of many lengths: each
    // search that fails is not repeated (the reader used to rescan from the start, 10¹⁰ steps
    // here).
    let closers = String(repeating: "a* ", count: 100_000)
    let strict = try Text(markup: closers).string == closers
    let lenient = Text(LocalizedStringKey(closers)).string == closers
    #expect(strict && lenient)
    var ticks = ""
    for length in 1...400 { ticks += String(repeating: "`", count: length) + "x" }
    let shown = Text(LocalizedStringKey(ticks)).string == ticks
    #expect(shown)
  }
}
