import KinetypeMotion

/// The name of a predefined timing function, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// Creates a name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// (0, 0) (1, 1): constant speed.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// (0.42, 0) (1, 1): starts slowly.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// (0, 0) (0.58, 1): ends slowly.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// (0.42, 0) (0.58, 1): starts and ends slowly.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// (0.25, 0.1) (0.25, 1): the curve of implicit animations.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction`, solved by
/// KinetypeMotion's ``MediaTimingFunction`` (its `UnitCurve`).
public final class CAMediaTimingFunction: Equatable, Sendable, CustomStringConvertible {
  /// The curve in KinetypeMotion's terms.
  public let function: MediaTimingFunction
  private let curve: UnitCurve

  /// Creates a curve from its two control points, as `init(controlPoints:_:_:_:)`.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    function = MediaTimingFunction(
      controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    curve = function.curve
  }

  /// Creates a predefined curve; an unknown name gives `default`.
  public convenience init(name: CAMediaTimingFunctionName) {
    let motionName = MediaTimingFunction.Name(rawValue: name.rawValue) ?? .default
    let f = MediaTimingFunction(name: motionName)
    self.init(
      controlPoints: Float(f.startControlPoint.x), Float(f.startControlPoint.y),
      Float(f.endControlPoint.x), Float(f.endControlPoint.y))
  }

  /// Writes control point `index` (0…3: (0, 0), c1, c2, (1, 1)) into `values`, as
  /// `getControlPoint(at:values:)`.
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let point: (Double, Double)
    switch index {
    case 0: point = (0, 0)
    case 1: point = (function.startControlPoint.x, function.startControlPoint.y)
    case 2: point = (function.endControlPoint.x, function.endControlPoint.y)
    default: point = (1, 1)
    }
    // safety: the caller passes room for two floats, as Core Animation's API requires.
    values[0] = Float(point.0)
    values[1] = Float(point.1)
  }

  /// The curve's y at x = `progress` (0…1).
  public func value(at progress: Double) -> Double { curve.value(at: progress) }

  /// Curves are equal when their control points are.
  public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
    lhs.function == rhs.function
  }

  /// `CAMediaTimingFunction(c1x, c1y, c2x, c2y)`.
  public var description: String {
    let a = function.startControlPoint
    let b = function.endControlPoint
    return "CAMediaTimingFunction(\(a.x), \(a.y), \(b.x), \(b.y))"
  }
}
