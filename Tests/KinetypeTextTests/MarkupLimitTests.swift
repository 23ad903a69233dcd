import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

/// Hostile markup (issue 8): deep nesting overflowed the parser's stack, huge numbers trapped
/// or made layouts 2e300 px wide, and `ligaXYZ` was silently cut to `liga`. Every value has a
/// documented range and nesting a documented limit; both fail with a ``MarkupError`` naming
/// the line, column, attribute and limit.
@Suite struct MarkupLimitTests {
  let fonts: FontCollection

  init() throws {
    fonts = try FontCollection.bundled()
  }

  /// The error `markup` throws, or nil.
  func markupError(_ markup: String) -> MarkupError? {
    do {
      _ = try Text(markup: markup)
      return nil
    } catch let error as MarkupError {
      return error
    } catch {
      Issue.record("not a MarkupError: \(error)")
      return nil
    }
  }

  @Test(arguments: [20_000, 1_000_000])
  func markup_deepSpansStopAtTheNestingLimit(depth: Int) throws {
    // 20,000 nested `^[` overflowed the stack (SIGSEGV in parseInline).
    let markup = String(repeating: "^[", count: depth) + "x"
    let error = try #require(markupError(markup))
    // The 101st opener, at column 2·100 + 1.
    #expect(error.line == 1 && error.column == 2 * Text.markupNestingLimit + 1)
    #expect(error.message.contains("deeper than 100 levels"), "\(error)")
  }

  @Test(arguments: ["{a: ", "[", "{a: [", "["])
  func markup_deepValuesStopAtTheNestingLimit(opener: String) throws {
    let markup = "^[x](emphasis: " + String(repeating: opener, count: 50_000)
    let error = try #require(markupError(markup))
    #expect(error.message.contains("deeper than 100 levels"), "\(error)")
    #expect(error.line == 1)
  }

  @Test func markup_nestingUpToTheLimitParses() throws {
    // 99 spans and one bold inside them: exactly 100 levels.
    let limit = Text.markupNestingLimit
    let markup =
      String(repeating: "^[", count: limit - 1) + "**x**"
      + String(repeating: "](emphasis: true)", count: limit - 1)
    let text = try Text(markup: markup)
    #expect(text.string == "x")
    #expect(text.spans[0].attributes.fontWeight == .bold)
    #expect(markupError("^[" + markup + "](emphasis: true)") != nil)
    // Values count too: 99 spans around a value nested one level is over the limit.
    let value =
      String(repeating: "^[", count: limit) + "x](emphasis: {a: 1})"
      + String(repeating: "](emphasis: true)", count: limit - 1)
    #expect(markupError(value)?.message.contains("deeper") == true)
  }

  @Test(arguments: [
    ("tracking", "1e300", "-1000…1000 px"), ("tracking", "-1001", "-1000…1000 px"),
    ("kerning", "-1e300", "-1000…1000 px"), ("kerning", "1000.5", "-1000…1000 px"),
    ("baselineOffset", "1e300", "-1000…1000 px"), ("baselineOffset", "-2000", "-1000…1000 px"),
    ("size", "1e-300", "1…16384 px"), ("size", "0.5", "1…16384 px"),
    ("size", "0", "1…16384 px"), ("size", "20000", "1…16384 px"),
    ("weight", "0", "1…1000"), ("weight", "1e9", "1…1000"),
  ])
  func markup_numbersOutsideTheirRangeAreErrors(name: String, value: String, range: String)
    throws
  {
    let markup = "ok\n^[x](\(name): \(value))"
    let error = try #require(markupError(markup))
    // Line 2, at the value: after "^[x](", the name, ": ".
    #expect(error.line == 2 && error.column == 6 + name.count + 2, "\(error)")
    #expect(error.message.contains("'\(name)'"), "\(error)")
    #expect(error.message.contains(range), "\(error)")
  }

  @Test(arguments: [
    ("tracking", "1000"), ("tracking", "-1000"), ("kerning", "-3.5"), ("baselineOffset", "-1000"),
    ("size", "1"), ("size", "16384"), ("weight", "1"), ("weight", "1000"),
  ])
  func markup_numbersAtTheirBoundsAreAccepted(name: String, value: String) throws {
    let text = try Text(markup: "^[x](\(name): \(value))")
    // 16,384 px is past the default font-size limit (2,000) but within what it can be raised to.
    var limits = Limits()
    limits.fontSize = Limits.maximumFontSize
    let layout = try Text.Layout(text, fonts: fonts, limits: limits)
    #expect(layout.size.width.isFinite && layout.size.height.isFinite)
  }

  @Test func markup_featureTagsAreFourCharacters() throws {
    let error = try #require(markupError("^[office](features: {ligaXYZ: true})"))
    #expect(error.message.contains("'ligaXYZ' is not an OpenType feature tag"), "\(error)")
    #expect(markupError("^[x](features: {lig: true})") != nil)
    #expect(markupError("^[x](features: {\"li\u{e9}a\": true})") != nil)
    let text = try Text(markup: "^[x](features: {liga: false, ss01: true})")
    #expect(text.spans[0].attributes.features == ["liga": false, "ss01": true])
  }

  @Test func text_modifiersClampToTheDocumentedRanges() throws {
    let text = Text("x").tracking(1e300).kerning(-.infinity).baselineOffset(5e3)
      .fontWeight(Font.Weight(1e9)).fontWidth(-4)
    let attributes = text.spans[0].attributes
    #expect(attributes.tracking == TextAttributes.trackingRange.upperBound)
    #expect(attributes.kerning == TextAttributes.kerningRange.lowerBound)
    #expect(attributes.baselineOffset == 1_000)
    #expect(attributes.fontWeight?.value == 1_000)
    #expect(attributes.fontWidth == 1)
    let unset = Text("x").tracking(.nan).kerning(.nan).baselineOffset(.nan).fontWidth(.nan)
      .fontWeight(Font.Weight(.nan)).fontVariation("opsz", .nan)
    #expect(unset.spans[0].attributes == TextAttributes())
    // The clamped text lays out with finite numbers and dumps without trapping.
    let layout = try Text.Layout(text, fonts: fonts)
    #expect(layout.size.width.isFinite)
    #expect(layout.dump(includeSlices: true).contains("tracking=1000"))
  }

  @Test func layout_sizeOutsideTheRangeIsAFontError() {
    for size in [1e-300, 0.5, .nan, .infinity, 1e300] {
      #expect(throws: FontError.self) {
        _ = try Text.Layout(Text("x").font(.system(size: size)), fonts: fonts)
      }
    }
  }

  @Test func layout_lineSpacingAndMultipleHaveRanges() throws {
    for spacing in [1e300, -1e300, .nan, 1000.5] {
      #expect(throws: LayoutError.self) {
        _ = try Text.Layout(Text("x"), fonts: fonts, options: LayoutOptions(lineSpacing: spacing))
      }
    }
    for factor in [0, 1e300, .nan, 0.05, 11] {
      #expect(throws: LayoutError.self) {
        _ = try Text.Layout(
          Text("x"), fonts: fonts, options: LayoutOptions(lineHeight: .multiple(factor)))
      }
    }
    _ = try Text.Layout(
      Text("x\ny"), fonts: fonts,
      options: LayoutOptions(lineSpacing: -1000, lineHeight: .multiple(10)))
  }

  @Test func layout_nonFiniteWeightTakesTheAxisDefault() throws {
    // A NaN weight reached FreeType's 16.16 conversion and trapped.
    let font = Font(weight: Font.Weight(.nan))
    let layout = try Text.Layout(Text("x").font(font), fonts: fonts)
    #expect(layout.size.width > 0)
  }

  @Test(arguments: [1e300, -1e300, 1e15, 123.4567, -0.0004, Double.nan, .infinity])
  func format_anyNumberPrints(value: Double) {
    let text = FontFace.format(value)
    #expect(!text.isEmpty)
    if value == 123.4567 { #expect(text == "123.457") }
    if value == 1e300 { #expect(text == "1e+300") }
  }
}

@Suite struct MarkupResourceLimitTests {
  @Test func markup_nestingDepthFollowsTheLimitsPassedIn() throws {
    var limits = Limits()
    limits.nestingDepth = 3
    let three = "^[^[**x**](emphasis: true)](emphasis: true)"
    #expect(try Text(markup: three, limits: limits).string == "x")
    let error = #expect(throws: MarkupError.self) {
      try Text(markup: "^[" + three + "](emphasis: true)", limits: limits)
    }
    #expect(error?.message.contains("deeper than 3 levels, the nesting-depth limit") == true)
    // Raised, 150 levels parse where the default stops at 100.
    limits.nestingDepth = 150
    let deep =
      String(repeating: "^[", count: 150) + "x"
      + String(repeating: "](emphasis: true)", count: 150)
    #expect(throws: MarkupError.self) { try Text(markup: deep) }
    #expect(try Text(markup: deep, limits: limits).string == "x")
  }

  @Test func markup_textOverTheByteLimitIsRefusedBeforeParsing() throws {
    var limits = Limits()
    limits.textBytes = 8
    #expect(try Text(markup: "12345678", limits: limits).string == "12345678")
    // "é" is two bytes: 9 in all.
    let error = #expect(throws: LimitError.self) { try Text(markup: "1234567é", limits: limits) }
    #expect(error?.limit == .textBytes)
    #expect(error?.value == 9)
  }
}

@Suite struct MarkupBadValueTests {
  @Test func markup_attributeGivenTwiceIsAnError() throws {
    let error = #expect(throws: MarkupError.self) {
      try Text(markup: "^[moon](size: 12, size: 14)")
    }
    #expect(error?.message == "attribute 'size' is given twice")
    #expect(error?.column == 19)
    // Different attributes in one span are fine.
    #expect(try Text(markup: "^[moon](size: 12, weight: 700)").string == "moon")
  }

  @Test(arguments: [
    ("nan", "bad value 'nan': numbers must be finite"), ("tru", "bad value 'tru' (values are"),
    ("inf", "bad value 'inf': numbers must be finite"),
    ("1e999", "bad value '1e999': numbers must be finite"),
  ])
  func markup_nonFiniteNumbersSayWhy(word: String, message: String) throws {
    let error = #expect(throws: MarkupError.self) { try Text(markup: "^[x](size: \(word))") }
    #expect(error?.message.hasPrefix(message) == true, "\(String(describing: error))")
  }
}
