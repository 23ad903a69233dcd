import KinetypeCore

/// Attributed text built as in SwiftUI: `Text("Hello ") + Text("moonlight").bold()`.
///
/// A `Text` is a list of spans, each a string with its ``TextAttributes``. Modifiers apply to
/// every span that does not already set the attribute (inner attributes take precedence).
public struct Text: Hashable, Sendable {
  /// One stretch of characters with the same attributes.
  public struct Span: Hashable, Sendable {
    /// The characters.
    public var string: String
    /// The attributes.
    public var attributes: TextAttributes

    /// Creates a span.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
      self.string = string
      self.attributes = attributes
    }
  }

  /// The spans, in order.
  public private(set) var spans: [Span]

  /// Text showing `content` as it is, without Markdown: what `Text(someString)` picks for a
  /// string that is not a literal, as in SwiftUI (a literal goes to
  /// ``init(_:tableName:bundle:comment:)`` and is read as Markdown).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    spans = content.isEmpty ? [] : [Span(String(content))]
  }

  /// Text showing `content` as it is, never read as Markdown, even from a literal
  /// (SwiftUI's `Text(verbatim:)`).
  public init(verbatim content: String) {
    spans = content.isEmpty ? [] : [Span(content)]
  }

  /// Text made of spans.
  public init(spans: [Span]) {
    self.spans = spans.filter { !$0.string.isEmpty }
  }

  /// The concatenated characters.
  public var string: String { spans.map(\.string).joined() }

  /// Whether there are no characters.
  public var isEmpty: Bool { spans.isEmpty }

  /// The two texts one after the other, each keeping its attributes.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(spans: lhs.spans + rhs.spans)
  }

  /// Applies `change` to every span's attributes, then lets each span's own values win.
  func modified(_ change: (inout TextAttributes) -> Void) -> Text {
    var outer = TextAttributes()
    change(&outer)
    var copy = self
    for index in copy.spans.indices { copy.spans[index].attributes.inherit(outer) }
    return copy
  }

  /// Sets the font descriptor.
  public func font(_ font: Font) -> Text { modified { $0.font = font } }
  /// Sets the weight (the `wght` axis where the font has one), clamped to
  /// ``TextAttributes/weightRange``; a NaN weight is ignored.
  public func fontWeight(_ weight: Font.Weight) -> Text {
    guard let value = TextAttributes.clamped(weight.value, to: TextAttributes.weightRange) else {
      return self
    }
    return modified { $0.fontWeight = Font.Weight(value) }
  }
  /// Sets bold (weight 700).
  public func bold() -> Text { fontWeight(.bold) }
  /// Sets the width in percent of normal (the `wdth` axis), clamped to
  /// ``TextAttributes/widthRange``; NaN is ignored.
  public func fontWidth(_ width: Double) -> Text {
    guard let width = TextAttributes.clamped(width, to: TextAttributes.widthRange) else {
      return self
    }
    return modified { $0.fontWidth = width }
  }
  /// Uses the family's italic face.
  public func italic(_ isActive: Bool = true) -> Text { modified { $0.isItalic = isActive } }
  /// Sets a variation axis by value, e.g. `.fontVariation("opsz", 32)` (clamped to the font's
  /// range for the axis at layout); NaN is ignored.
  public func fontVariation(_ tag: FontTag, _ value: Double) -> Text {
    value.isNaN ? self : modified { $0.fontVariations[tag] = value }
  }
  /// Turns an OpenType feature on or off, e.g. `.fontFeature("smcp")`, `.fontFeature("liga", false)`.
  public func fontFeature(_ tag: FontTag, _ isOn: Bool = true) -> Text {
    modified { $0.features[tag] = isOn }
  }
  /// Sets the fill color.
  public func foregroundColor(_ color: Color) -> Text { modified { $0.foregroundColor = color } }
  /// Sets the fill color (SwiftUI's newer name for ``foregroundColor(_:)``).
  public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }
  /// Adds `tracking` px after each character and turns off optional ligatures; clamped to
  /// ``TextAttributes/trackingRange`` (−1,000…1,000 px), NaN ignored.
  public func tracking(_ tracking: Double) -> Text {
    guard let value = TextAttributes.clamped(tracking, to: TextAttributes.trackingRange) else {
      return self
    }
    return modified { $0.tracking = value }
  }
  /// Adds `kerning` px after each character; clamped to ``TextAttributes/kerningRange``
  /// (−1,000…1,000 px), NaN ignored.
  public func kerning(_ kerning: Double) -> Text {
    guard let value = TextAttributes.clamped(kerning, to: TextAttributes.kerningRange) else {
      return self
    }
    return modified { $0.kerning = value }
  }
  /// Raises the baseline by `offset` px; clamped to ``TextAttributes/baselineOffsetRange``
  /// (−1,000…1,000 px), NaN ignored.
  public func baselineOffset(_ offset: Double) -> Text {
    guard let value = TextAttributes.clamped(offset, to: TextAttributes.baselineOffsetRange)
    else { return self }
    return modified { $0.baselineOffset = value }
  }
  /// Underlines the text.
  public func underline(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
  )
    -> Text
  {
    isActive ? modified { $0.underline = LineStyle(pattern: pattern, color: color) } : self
  }
  /// Strikes the text through.
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text {
    isActive ? modified { $0.strikethrough = LineStyle(pattern: pattern, color: color) } : self
  }
  /// Uses the font's monospaced design (SwiftUI's `monospaced(_:)`).
  public func monospaced(_ isActive: Bool = true) -> Text {
    modified { $0.isMonospaced = isActive }
  }
  /// Sets the language (BCP 47), used by shaping and line breaking.
  public func language(_ language: String) -> Text { modified { $0.language = language } }
  /// Attaches a custom attribute; an inner one of the same type takes precedence.
  public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
    modified { $0.custom.set(value) }
  }
}
