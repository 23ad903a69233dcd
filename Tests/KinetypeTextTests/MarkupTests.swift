import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

struct Stagger: TextAttribute, Decodable {
  var delay: Double
}

struct Wobble: TextAttribute, Decodable {
  var amount: Double
  var axis: String
}

@Suite struct MarkupTests {
  @Test func markup_customAttributeSpan() throws {
    let text = try Text(markup: "Hello ^[moonlight](emphasis: true) night")
    #expect(text.spans.map(\.string) == ["Hello ", "moonlight", " night"])
    #expect(text.spans[1].attributes[EmphasisAttribute.self] != nil)
    #expect(text.spans[0].attributes[EmphasisAttribute.self] == nil)
  }

  @Test func markup_emphasisFalseAddsNothing() throws {
    let text = try Text(markup: "^[calm](emphasis: false)")
    #expect(text.spans[0].attributes[EmphasisAttribute.self] == nil)
  }

  @Test func markup_registeredDecodableWithValuesAndObjects() throws {
    var registry = MarkupAttributeRegistry.default
    registry.register("stagger", as: Stagger.self, key: "delay")
    registry.register("wobble", as: Wobble.self)
    let text = try Text(
      markup: "^[a](stagger: 0.08, emphasis: true) ^[b](wobble: {amount: 2.5, axis: \"y\"})",
      attributes: registry)
    #expect(text.spans[0].attributes[Stagger.self] == Stagger(delay: 0.08))
    #expect(text.spans[0].attributes[EmphasisAttribute.self] != nil)
    #expect(text.spans[2].attributes[Wobble.self] == Wobble(amount: 2.5, axis: "y"))
  }

  @Test func markup_boldItalicAndEscapes() throws {
    let text = try Text(markup: "**bold** *it* \\*star\\* \\^[x]")
    #expect(text.string == "bold it *star* ^[x]")
    #expect(text.spans[0].attributes.fontWeight == .bold)
    #expect(text.spans[2].attributes.isItalic == true)
    #expect(text.spans[1].attributes.isItalic == nil)
  }

  @Test func markup_loneStarsStayText() throws {
    let text = try Text(markup: "2 * 3 = 6 and 2 ** 3 = 8, *yes*")
    #expect(text.string == "2 * 3 = 6 and 2 ** 3 = 8, yes")
    #expect(text.spans.last?.attributes.isItalic == true)
  }

  @Test func markup_nestedInnerAttributeWins() throws {
    var registry = MarkupAttributeRegistry.default
    registry.register("stagger", as: Stagger.self, key: "delay")
    let text = try Text(
      markup: "^[out ^[in](stagger: 1) out](stagger: 2)", attributes: registry)
    #expect(text.spans.map { $0.attributes[Stagger.self]?.delay } == [2, 1, 2])
  }

  @Test func markup_builtInStyles() throws {
    let text = try Text(
      markup:
        "^[x](color: \"#ff0000\", weight: 650, size: 30, tracking: 2, features: {liga: false})")
    let attributes = text.spans[0].attributes
    #expect(attributes.foregroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(attributes.fontWeight == Font.Weight(650))
    #expect(attributes.font?.size == 30)
    #expect(attributes.tracking == 2)
    #expect(attributes.features[FontTag("liga")] == false)
  }

  @Test(arguments: [
    ("Hello ^[x](bogus: 1)", 1, 12, "unknown attribute 'bogus'"),
    ("ok\nthen ^[x](emphasis: true", 2, 25, "expected ')'"),
    ("**never closed", 1, 1, "unclosed '**'"),
    ("a ^[b] c", 1, 7, "expected '('"),
    ("^[b](emphasis: 12)", 1, 16, "bad value for 'emphasis'"),
    ("^[b](emphasis: tru)", 1, 16, "bad value 'tru'"),
  ])
  func markup_errorsGiveLineAndColumn(
    _ source: String, _ line: Int, _ column: Int, _ message: String
  )
    throws
  {
    do {
      _ = try Text(markup: source)
      Issue.record("expected an error for \(source)")
    } catch let error as MarkupError {
      #expect(error.line == line)
      #expect(error.column == column)
      #expect(error.description.hasPrefix("line \(line), column \(column): "))
      #expect(error.message.contains(message), "\(error)")
    }
  }
}

enum StaggerKey: AttributedStringKey {
  typealias Value = Double
  static let name = "stagger"
}

@Suite struct AttributedStringTests {
  @Test func attributedString_mapsUsersKeysToAttributes() throws {
    var source = AttributedString("Hello ")
    var moon = AttributedString("moon")
    moon[StaggerKey.self] = 0.25
    source.append(moon)
    var mapping = AttributedStringMapping()
    mapping.map(StaggerKey.self) { Stagger(delay: $0) }
    mapping.mapStyle(StaggerKey.self) { _, attributes in attributes.fontWeight = .bold }
    let text = Text(source, mapping: mapping)
    #expect(text.spans.map(\.string) == ["Hello ", "moon"])
    #expect(text.spans[1].attributes[Stagger.self] == Stagger(delay: 0.25))
    #expect(text.spans[1].attributes.fontWeight == .bold)
    #expect(text.spans[0].attributes[Stagger.self] == nil)
  }
}
