import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

private struct Highlight: TextAttribute {}

/// `Text("…")` from a literal reads inline Markdown as SwiftUI's `LocalizedStringKey` does.
/// Expectations for emphasis come from the CommonMark 0.31 spec's examples (their HTML written
/// as flat styled runs: `[b]` strong, `[i]` emphasis, `[c]` code, `[s]` strikethrough,
/// `[a url]` link).
@Suite struct MarkdownTests {
  /// The spans as `[flags]text` pieces.
  static func runs(_ text: Text) -> [String] {
    text.spans.map { span in
      let a = span.attributes
      var flags = ""
      if a.fontWeight == .bold { flags += "b" }
      if a.isItalic == true { flags += "i" }
      if a.isMonospaced == true { flags += "c" }
      if a.strikethrough != nil { flags += "s" }
      if let link = a.link { flags += "a \(link.absoluteString)" }
      return "[\(flags)]\(span.string)"
    }
  }

  static func markdown(_ source: String) -> [String] {
    runs(Text(LocalizedStringKey(source)))
  }

  @Test(arguments: [
    ("*foo bar*", ["[i]foo bar"]),
    ("a * foo bar*", ["[]a * foo bar*"]),
    ("foo*bar*", ["[]foo", "[i]bar"]),
    ("5*6*78", ["[]5", "[i]6", "[]78"]),
    ("_foo bar_", ["[i]foo bar"]),
    ("foo_bar_", ["[]foo_bar_"]),
    ("_foo_bar_baz_", ["[i]foo_bar_baz"]),
    ("**foo bar**", ["[b]foo bar"]),
    ("** foo bar**", ["[]** foo bar**"]),
    ("__foo__bar", ["[]__foo__bar"]),
    ("*foo**bar**baz*", ["[i]foo", "[bi]bar", "[i]baz"]),
    ("*foo**bar*", ["[i]foo**bar"]),
    ("***foo***", ["[bi]foo"]),
    ("**foo*", ["[]*", "[i]foo"]),
    ("*foo**", ["[i]foo", "[]*"]),
    ("foo***", ["[]foo***"]),
    ("2 * 3 * 4", ["[]2 * 3 * 4"]),
    ("snake_case_name", ["[]snake_case_name"]),
    ("\\*not emphasized*", ["[]*not emphasized*"]),
    ("`foo`", ["[c]foo"]),
    ("`` foo ` bar ``", ["[c]foo ` bar"]),
    ("`*not em*`", ["[c]*not em*"]),
    ("~~Hi~~ Hello", ["[s]Hi", "[] Hello"]),
    ("[link](/uri)", ["[a /uri]link"]),
    ("[link](https://example.com \"title\")", ["[a https://example.com]link"]),
    ("[**bold** link](https://a.b)", ["[ba https://a.b]bold", "[a https://a.b] link"]),
    ("[not a link]", ["[][not a link]"]),
    ("**unclosed", ["[]**unclosed"]),
  ])
  func markdown_followsCommonMark(source: String, expected: [String]) {
    #expect(Self.markdown(source) == expected, "\(source)")
  }

  @Test func literal_isMarkdownButVariableAndVerbatimAreNot() {
    let literal = Text("**bold** and *italic*")
    #expect(Self.runs(literal) == ["[b]bold", "[] and ", "[i]italic"])
    let string = "**bold** and *italic*"
    #expect(Self.runs(Text(string)) == ["[]**bold** and *italic*"])
    #expect(Self.runs(Text(string[...])) == ["[]**bold** and *italic*"])
    #expect(Self.runs(Text(verbatim: "**bold**")) == ["[]**bold**"])
    #expect(Self.runs(Text(LocalizedStringKey(string))) == Self.runs(literal))
  }

  @Test func interpolatedText_keepsItsStylesAndAttributes() {
    let effects = Text("Visual Effects").customAttribute(Highlight()).foregroundStyle(.pink).bold()
    let text = Text("Build \(effects) with SwiftUI")
    #expect(text.string == "Build Visual Effects with SwiftUI")
    #expect(text.spans.count == 3)
    let middle = text.spans[1]
    #expect(middle.string == "Visual Effects")
    #expect(middle.attributes[Highlight.self] != nil)
    #expect(middle.attributes.foregroundColor == .pink)
    #expect(middle.attributes.fontWeight == .bold)
    #expect(text.spans[0].attributes[Highlight.self] == nil)
  }

  @Test func interpolation_isAnAtomThatMarkdownWraps() {
    let name = "x*y*"
    #expect(Self.runs(Text("**\(name)**")) == ["[b]x*y*"])
    let code = Text("code")
    #expect(Self.runs(Text("`\(code)` and *\(code)*")) == ["[c]code", "[] and ", "[i]code"])
  }

  @Test func numbers_useSwiftUIsDefaultSpecifiers() {
    #expect(Text("\(3) items").string == "3 items")
    #expect(Text("\(0.5)").string == "0.500000")
    #expect(Text("\(0.5, specifier: "%.1f")").string == "0.5")
    #expect(Text("\(Float(2))").string == "2.000000")
    #expect(Text("\(UInt8(7))").string == "7")
  }

  @Test func appleAttributes_applyWithTheDefaultRegistry() {
    let text = Text("Hello ^[moonlight](emphasis: true)!")
    #expect(text.string == "Hello moonlight!")
    #expect(text.spans[1].attributes[EmphasisAttribute.self] != nil)
    // Attributes that do not parse leave the source as typed, as SwiftUI shows it.
    #expect(Text("^[x](bogus: 1)").string == "^[x](bogus: 1)")
  }

  @Test func attributedString_keepsSwiftUIAndFoundationAttributes() throws {
    var string = AttributedString("Hello ")
    string.foregroundColor = .orange
    string.kern = 2
    var link = AttributedString("site")
    link.link = URL(string: "https://example.com")
    link.underlineStyle = .single
    var tail = AttributedString(" end")
    tail.font = Font.system(size: 30).italic()
    tail.baselineOffset = 4
    string += link
    string += tail
    let text = Text(string)
    #expect(text.spans.map(\.string) == ["Hello ", "site", " end"])
    #expect(text.spans[0].attributes.foregroundColor == .orange)
    #expect(text.spans[0].attributes.kerning == 2)
    #expect(text.spans[1].attributes.link == URL(string: "https://example.com"))
    #expect(text.spans[1].attributes.foregroundColor == .blue)
    #expect(text.spans[1].attributes.underline == .single)
    #expect(text.spans[2].attributes.font == Font.system(size: 30).italic())
    #expect(text.spans[2].attributes.baselineOffset == 4)
    // Markdown characters in an attributed string are text.
    #expect(Text(AttributedString("**x**")).string == "**x**")
  }

  @Test func markerRegistration_reachesTheRegisteredType() throws {
    var registry = MarkupAttributeRegistry.default
    registry.register("emphasis", Highlight())
    let text = try Text(markup: "^[a](emphasis: true) ^[b](emphasis: false)", attributes: registry)
    #expect(text.spans[0].attributes[Highlight.self] != nil)
    #expect(text.spans[0].attributes[EmphasisAttribute.self] == nil)
    #expect(text.spans[2].attributes[Highlight.self] == nil)
    #expect(throws: MarkupError.self) {
      try Text(markup: "^[a](emphasis: 1)", attributes: registry)
    }
  }
}
