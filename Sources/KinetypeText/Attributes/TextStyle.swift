public import Foundation
import KinetypeCore

/// The former name of ``Text/LineStyle``.
public typealias TextLineStyle = Text.LineStyle

extension Text {
  /// How an underline or strikethrough is drawn, as SwiftUI's `Text.LineStyle`. Kinetype draws
  /// every pattern as a solid line for now.
  public struct LineStyle: Hashable, Sendable {
    /// The line's pattern.
    public enum Pattern: Hashable, Sendable {
      /// A continuous line.
      case solid
      /// A dotted line.
      case dot
      /// A dashed line.
      case dash
      /// Alternating dashes and dots.
      case dashDot
      /// Alternating dashes and two dots.
      case dashDotDot
    }

    /// The pattern. Default: solid.
    public var pattern: Pattern
    /// The color, or nil for the text's foreground color.
    public var color: Color?

    /// Creates a line style.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's color.
    public static let single = LineStyle()
  }
}

/// Every attribute a span can carry; nil means "not set here", so an outer modifier may set
/// it (inner attributes take precedence, as in SwiftUI).
public struct TextAttributes: Hashable, Sendable {
  /// The font descriptor. Nil: the default font.
  public var font: Font?
  /// A family overriding the font's (the markup `font:` attribute), keeping its size, weight
  /// and style. Nil: the font's own family.
  var fontFamily: String?
  /// A weight overriding the font's.
  public var fontWeight: Font.Weight?
  /// A width (percent) overriding the font's.
  public var fontWidth: Double?
  /// Italic overriding the font's.
  public var isItalic: Bool?
  /// Variation axis values overriding the font's, merged per axis.
  public var fontVariations: [FontTag: Double] = [:]
  /// OpenType features on (true) or off (false), merged per feature.
  public var features: [FontTag: Bool] = [:]
  /// The fill color. Nil: the renderer's default (black).
  public var foregroundColor: Color?
  /// Extra space after each character, in px; also turns off optional ligatures.
  public var tracking: Double?
  /// Extra space after each character, in px, keeping ligatures.
  public var kerning: Double?
  /// A shift of the baseline, in px (positive = up).
  public var baselineOffset: Double?
  /// The underline, if any.
  public var underline: Text.LineStyle?
  /// The strikethrough, if any.
  public var strikethrough: Text.LineStyle?
  /// A BCP 47 language tag such as `ar` or `sr-Latn`, used by shaping and line breaking.
  public var language: String?
  /// Whether the font's monospaced design is used (`Text.monospaced()`, Markdown `` `code` ``).
  public var isMonospaced: Bool?
  /// Where the text links to (Markdown `[text](url)`, `AttributedString.link`); links are
  /// drawn in the link color (``Color/blue``) unless they set their own.
  public var link: URL?
  var custom = CustomAttributes()

  /// No attributes set.
  public init() {}

  /// The custom attribute of type `T`, or nil.
  public subscript<T: TextAttribute>(_ type: T.Type) -> T? { custom[type] }

  /// The custom attributes, sorted by type name.
  public var customAttributes: [any TextAttribute] { custom.sorted }

  /// The descriptor with the overrides applied.
  public var resolvedFont: Font {
    var font = self.font ?? .body
    if let fontFamily { font.family = fontFamily }
    if let fontWeight { font.weight = fontWeight }
    if let fontWidth { font.width = fontWidth }
    if let isItalic { font.isItalic = isItalic }
    if isMonospaced == true { font = font.monospaced() }
    for (tag, value) in fontVariations { font.variations[tag] = value }
    return font
  }

  /// Fills every unset attribute from `outer`.
  mutating func inherit(_ outer: TextAttributes) {
    font = font ?? outer.font
    fontFamily = fontFamily ?? outer.fontFamily
    fontWeight = fontWeight ?? outer.fontWeight
    fontWidth = fontWidth ?? outer.fontWidth
    isItalic = isItalic ?? outer.isItalic
    fontVariations.merge(outer.fontVariations) { inner, _ in inner }
    features.merge(outer.features) { inner, _ in inner }
    foregroundColor = foregroundColor ?? outer.foregroundColor
    tracking = tracking ?? outer.tracking
    kerning = kerning ?? outer.kerning
    baselineOffset = baselineOffset ?? outer.baselineOffset
    underline = underline ?? outer.underline
    strikethrough = strikethrough ?? outer.strikethrough
    language = language ?? outer.language
    isMonospaced = isMonospaced ?? outer.isMonospaced
    link = link ?? outer.link
    for value in outer.custom.values.values { custom.setIfAbsent(value) }
  }
}
