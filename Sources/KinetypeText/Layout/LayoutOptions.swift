/// How lines sit between the paragraph's edges, following the paragraph's direction.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// At the start edge: left for left-to-right paragraphs, right for right-to-left ones.
  case leading
  /// Centred.
  case center
  /// At the end edge.
  case trailing
  /// Stretched to both edges by widening spaces, except the paragraph's last line and lines
  /// ending in a mandatory break (which align leading).
  case justified
}

/// Where an ellipsis replaces text that does not fit in ``LayoutOptions/lineLimit`` lines.
public enum TruncationMode: String, Hashable, Sendable, CaseIterable {
  /// At the end of the last line: "The quick…".
  case tail
  /// In the middle of the last line: "The…fox".
  case middle
  /// At the start of the last line: "…brown fox".
  case head
}

/// The paragraph's base direction (UAX #9 P2–P3 when automatic).
public enum BaseDirection: String, Hashable, Sendable, CaseIterable {
  /// From the first strong character; left to right if there is none.
  case automatic
  /// Forced left to right.
  case leftToRight
  /// Forced right to left.
  case rightToLeft
}

/// How tall each line is.
public enum LineHeight: Hashable, Sendable {
  /// The fonts' ascent + descent + line gap (the tallest run on the line).
  case font
  /// A multiple of the fonts' ascent + descent (the extra or missing space is split evenly
  /// above and below), within ``multipleRange``.
  case multiple(Double)

  /// The multiples layout accepts: 0.1…10 (``Text/Layout`` throws outside).
  public static let multipleRange: ClosedRange<Double> = 0.1...10
}

/// Paragraph settings for ``Text/Layout``.
public struct LayoutOptions: Hashable, Sendable {
  /// Line alignment. Default: leading.
  public var alignment: TextAlignment
  /// The most lines to show, or nil for no limit. Default: nil.
  public var lineLimit: Int?
  /// Where the ellipsis goes when `lineLimit` cuts text. Default: tail.
  public var truncationMode: TruncationMode
  /// Extra space between lines, in px, within ``lineSpacingRange``. Default: 0.
  public var lineSpacing: Double
  /// The line spacings layout accepts: −1,000…1,000 px (``Text/Layout`` throws outside).
  public static let lineSpacingRange: ClosedRange<Double> = -1_000...1_000
  /// Line height. Default: from the fonts.
  public var lineHeight: LineHeight
  /// Paragraph direction. Default: automatic.
  public var baseDirection: BaseDirection
  /// The direction whose edges `alignment` names: `.leading` (and a justified paragraph's
  /// last line) at its start edge, `.trailing` at its end, whatever each paragraph's own
  /// direction; nil for each paragraph's own direction. A right-to-left view environment
  /// sets it, so a `.leading` English paragraph sits flush right there. Default: nil
  /// (``init(alignment:lineLimit:truncationMode:lineSpacing:lineHeight:baseDirection:)``
  /// leaves it unset).
  public var alignmentDirection: LayoutDirection?

  /// Creates options; every parameter has the default documented on its property.
  public init(
    alignment: TextAlignment = .leading, lineLimit: Int? = nil,
    truncationMode: TruncationMode = .tail,
    lineSpacing: Double = 0, lineHeight: LineHeight = .font,
    baseDirection: BaseDirection = .automatic
  ) {
    self.alignment = alignment
    self.lineLimit = lineLimit
    self.truncationMode = truncationMode
    self.lineSpacing = lineSpacing
    self.lineHeight = lineHeight
    self.baseDirection = baseDirection
    self.alignmentDirection = nil
  }
}

/// A layout request that cannot be met: the message says what and where.
public struct LayoutError: Error, CustomStringConvertible, Sendable, Equatable {
  /// What is wrong.
  public var message: String
  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }
  /// The message.
  public var description: String { message }
}
