/// A rectangle given by its origin (top-left corner, y down) and size.
///
/// As in Core Graphics, `minX`/`maxX` and friends standardize a negative size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left corner (for a rectangle with a non-negative size).
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The null rectangle: the identity for ``union(_:)``, with infinite origin.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// Whether this is ``null``.
  public var isNull: Bool { origin.x == .infinity && origin.y == .infinity }
  /// Whether the rectangle has no area (or is null).
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// The smallest x.
  public var minX: Double { min(origin.x, origin.x + size.width) }
  /// The largest x.
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  /// The smallest y (the top).
  public var minY: Double { min(origin.y, origin.y + size.height) }
  /// The largest y (the bottom).
  public var maxY: Double { max(origin.y, origin.y + size.height) }
  /// The horizontal centre.
  public var midX: Double { (minX + maxX) / 2 }
  /// The vertical centre.
  public var midY: Double { (minY + maxY) / 2 }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }

  /// The smallest rectangle containing both; ``null`` is the identity.
  public func union(_ other: Rect) -> Rect {
    if isNull { return other }
    if other.isNull { return self }
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    let x1 = max(maxX, other.maxX)
    let y1 = max(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The overlap of both rectangles, or ``null`` if they do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    if x1 < x0 || y1 < y0 { return .null }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether `point` lies inside (min edges inclusive, max edges exclusive).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// The rectangle grown inward by `dx`, `dy` on each side (negative values grow it outward).
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The rectangle shrunk by `insets`.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading, y: minY + insets.top,
      width: width - insets.leading - insets.trailing,
      height: height - insets.top - insets.bottom)
  }

  /// The bounding box of the four corners after `transform`.
  public func applying(_ transform: Transform) -> Rect {
    if isNull { return self }
    // Four corners without an array: this runs once per glyph drawn (the canvas cull).
    let p0 = Point(x: minX, y: minY).applying(transform)
    let p1 = Point(x: maxX, y: minY).applying(transform)
    let p2 = Point(x: minX, y: maxY).applying(transform)
    let p3 = Point(x: maxX, y: maxY).applying(transform)
    // The first least and greatest in corner order (a NaN corner is skipped unless first),
    // as `Array.min()`/`max()` pick.
    @inline(__always) func least(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
      var result = a
      if b < result { result = b }
      if c < result { result = c }
      if d < result { result = d }
      return result
    }
    @inline(__always) func greatest(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
      var result = a
      if result < b { result = b }
      if result < c { result = c }
      if result < d { result = d }
      return result
    }
    let x0 = least(p0.x, p1.x, p2.x, p3.x)
    let y0 = least(p0.y, p1.y, p2.y, p3.y)
    return Rect(
      x: x0, y: y0, width: greatest(p0.x, p1.x, p2.x, p3.x) - x0,
      height: greatest(p0.y, p1.y, p2.y, p3.y) - y0)
  }

  /// Whether all four edges are finite numbers (false for ``null`` and for sizes that overflow).
  var hasFiniteEdges: Bool {
    origin.isFinite && (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
  }

  /// The smallest rectangle with integral edges that contains this one.
  public var integral: Rect {
    if isNull { return self }
    let x0 = minX.rounded(.down)
    let y0 = minY.rounded(.down)
    return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
  }

  /// A debugging description.
  public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
