import Foundation
import KinetypeCore

extension Text.Layout.Run {
  /// Where to fill the underline, in layout coordinates, or nil when the run has none: the
  /// run's width, centred on the font's underline position, the font's thickness.
  public var underlineRect: CGRect? {
    guard underline != nil else { return nil }
    let bounds = typographicBounds
    return CGRect(
      x: bounds.origin.x,
      y: bounds.origin.y - font.underlinePosition - font.underlineThickness / 2,
      width: bounds.width, height: font.underlineThickness)
  }

  /// Where to fill the strikethrough, in layout coordinates, or nil when the run has none:
  /// the run's width, from the font's strikeout position (its top) down by its thickness.
  public var strikethroughRect: CGRect? {
    guard strikethrough != nil else { return nil }
    let bounds = typographicBounds
    return CGRect(
      x: bounds.origin.x, y: bounds.origin.y - font.strikeoutPosition, width: bounds.width,
      height: font.strikeoutThickness)
  }
}
