/// The range of every numeric text attribute: markup outside it is an error naming the
/// attribute, the API clamps to it (documented on each modifier), so no layout is ever
/// thousands of kilometres wide or invisibly small.
extension TextAttributes {
  /// Font sizes, in px: 1…16,384. Layout throws a ``FontError`` for a size outside, markup
  /// `size:` reports a ``MarkupError``. 16,384 px is the largest canvas side; below 1 px no
  /// glyph shows.
  public static let sizeRange: ClosedRange<Double> = 1...FontFace.maximumSize
  /// Tracking, in px: −1,000…1,000 (``Text/tracking(_:)`` clamps, markup `tracking:` rejects).
  public static let trackingRange: ClosedRange<Double> = -1_000...1_000
  /// Kerning, in px: −1,000…1,000 (``Text/kerning(_:)`` clamps, markup `kerning:` rejects).
  public static let kerningRange: ClosedRange<Double> = -1_000...1_000
  /// Baseline offset, in px: −1,000…1,000 (``Text/baselineOffset(_:)`` clamps, markup
  /// `baselineOffset:` rejects).
  public static let baselineOffsetRange: ClosedRange<Double> = -1_000...1_000
  /// Weights on the OpenType `wght` scale: 1…1,000 (``Text/fontWeight(_:)`` clamps, markup
  /// `weight:` rejects).
  public static let weightRange: ClosedRange<Double> = 1...1_000
  /// Widths in percent of normal (the `wdth` axis): 1…1,000 (``Text/fontWidth(_:)`` clamps).
  public static let widthRange: ClosedRange<Double> = 1...1_000

  /// `value` clamped to `range`; nil for NaN (the attribute is then left unset).
  static func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double? {
    value.isNaN ? nil : min(range.upperBound, max(range.lowerBound, value))
  }
}

extension FontTag {
  /// A tag from exactly four printable ASCII characters (U+0020…U+007E, not starting with a
  /// space), as OpenType defines tags; nil otherwise, so `ligaXYZ` is refused rather than
  /// silently cut to `liga`.
  public init?(validating string: String) {
    let bytes = Array(string.utf8)
    guard bytes.count == 4, bytes[0] != 0x20, bytes.allSatisfy({ (0x20...0x7E).contains($0) })
    else { return nil }
    self.init(string)
  }
}
