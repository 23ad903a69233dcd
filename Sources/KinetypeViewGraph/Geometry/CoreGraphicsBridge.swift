public import Foundation
public import KinetypeCore

// SwiftUI speaks Core Graphics types (from Foundation on Linux); the layers below speak
// KinetypeCore's. These bridges convert without loss (both are Double-based).

extension Point {
  /// The same point as a KinetypeCore value.
  public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
  /// The same size as a KinetypeCore value.
  public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
  /// The same rectangle as a KinetypeCore value.
  public init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }
}

extension CGPoint {
  /// The same point as a Core Graphics value.
  public init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension CGSize {
  /// The same size as a Core Graphics value.
  public init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension CGRect {
  /// The same rectangle as a Core Graphics value.
  public init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
}

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
