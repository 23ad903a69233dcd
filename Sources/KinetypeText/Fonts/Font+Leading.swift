extension Font {
  /// A line spacing adjustment, as SwiftUI's `Font.Leading`: Apple's documentation says
  /// `.tight` "typically reduces line spacing by 1 point for watchOS and 2 points on other
  /// platforms", and `.loose` increases it by as much (UIKit's `traitTightLeading`: "subtracts
  /// 2 points from the current leading value"). Kinetype draws iOS's 2 points.
  public enum Leading: Hashable, Sendable {
    /// The font's own line spacing.
    case standard
    /// 2 points less between lines.
    case tight
    /// 2 points more between lines.
    case loose

    /// The points this adjustment adds between lines (−2, 0 or 2).
    package var lineSpacingAdjustment: Double {
      switch self {
      case .standard: 0
      case .tight: -2
      case .loose: 2
      }
    }
  }

  /// This font with its line spacing adjusted by `leading`, as SwiftUI's `leading(_:)`.
  public func leading(_ leading: Leading) -> Font {
    var copy = self
    copy.leading = leading
    return copy
  }
}
