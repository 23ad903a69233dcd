import Foundation
public import KinetypeMotion

/// The named points of a unit square, as SwiftUI's `UnitPoint` statics (y grows downward:
/// `top` is y = 0).
extension UnitPoint {
  /// (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The point of `rect` this unit point names.
  package func point(in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + CGFloat(x) * rect.width, y: rect.minY + CGFloat(y) * rect.height)
  }
}
