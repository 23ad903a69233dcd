package import Foundation
import KinetypeCore

extension CGFloat {
  /// `value` rounded "to nearest or up" on a grid of `multiple` (halves go up), as SwiftUI
  /// rounds view edges to pixels.
  package func roundedToNearestOrUp(toMultipleOf multiple: CGFloat) -> CGFloat {
    guard multiple > 0, isFinite else { return self }
    return ((self + multiple / 2) / multiple).rounded(.down) * multiple
  }

  /// `value` rounded up to a multiple of `multiple` (with a tolerance for float noise).
  package func roundedUp(toMultipleOf multiple: CGFloat) -> CGFloat {
    guard multiple > 0, isFinite else { return self }
    return (self / multiple - 1e-9).rounded(.up) * multiple
  }
}

extension CGRect {
  /// Both edges of each axis rounded to the nearest grid line (halves up), as SwiftUI's
  /// `roundCoordinatesToNearestOrUp(toMultipleOf:)`: the size may change by a pixel so that
  /// neighbours that touch keep touching.
  func roundedToPixels(_ multiple: CGFloat) -> CGRect {
    let rect = standardized
    let minX = rect.minX.roundedToNearestOrUp(toMultipleOf: multiple)
    let minY = rect.minY.roundedToNearestOrUp(toMultipleOf: multiple)
    let maxX = rect.maxX.roundedToNearestOrUp(toMultipleOf: multiple)
    let maxY = rect.maxY.roundedToNearestOrUp(toMultipleOf: multiple)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension CGSize {
  /// Whether both sides are finite numbers.
  package var isFinite: Bool { width.isFinite && height.isFinite }
}
