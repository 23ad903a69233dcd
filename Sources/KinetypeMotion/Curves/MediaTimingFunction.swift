/// Core Animation's timing functions (`CAMediaTimingFunction`): cubic Béziers from (0, 0) to
/// (1, 1) given by two control points.
public struct MediaTimingFunction: Hashable, Sendable {
  /// Core Animation's named timing functions.
  public enum Name: String, Hashable, Sendable, CaseIterable {
    /// (0.25, 0.1) (0.25, 1): the curve Core Animation uses when none is given.
    case `default`
    /// (0.42, 0) (1, 1).
    case easeIn
    /// (0, 0) (0.58, 1).
    case easeOut
    /// (0.42, 0) (0.58, 1).
    case easeInEaseOut
    /// (0, 0) (1, 1).
    case linear
  }

  /// The first control point.
  public var startControlPoint: UnitPoint
  /// The second control point.
  public var endControlPoint: UnitPoint

  /// Creates a timing function from control points, as `CAMediaTimingFunction(controlPoints:)`.
  public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    startControlPoint = UnitPoint(x: c1x, y: c1y)
    endControlPoint = UnitPoint(x: c2x, y: c2y)
  }

  /// Creates one of Core Animation's named timing functions.
  public init(name: Name) {
    switch name {
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .linear: self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  /// The same curve as a ``UnitCurve``.
  public var curve: UnitCurve {
    .bezier(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
  }
}
