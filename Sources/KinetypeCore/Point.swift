/// A point in a two-dimensional coordinate space, in pixels; y grows downward.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate (down is positive).
  public var y: Double

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// Whether both coordinates are finite (not NaN, not infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The point moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }

  /// The point transformed by `transform`.
  public func applying(_ transform: Transform) -> Point {
    Point(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }

  /// The straight-line distance to `other`.
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// A debugging description.
  public var description: String { "(\(x), \(y))" }

  /// Component-wise sum.
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }
  /// Component-wise difference.
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
  /// Both coordinates scaled by `scale`.
  public static func * (lhs: Point, scale: Double) -> Point {
    Point(x: lhs.x * scale, y: lhs.y * scale)
  }
}
