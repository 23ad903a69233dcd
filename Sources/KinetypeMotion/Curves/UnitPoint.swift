/// A point in a unit square, as SwiftUI's `UnitPoint`: the control points of a Bézier
/// ``UnitCurve``. Coordinates may lie outside 0…1 (y overshoots make a curve bounce).
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal coordinate (progress of time for a curve).
  public var x: Double
  /// The vertical coordinate (progress of the value for a curve).
  public var y: Double

  /// Creates a unit point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
}
