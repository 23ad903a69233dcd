public import Foundation
import KinetypeCore

// Temporary: minimal `CGPath`/`CGMutablePath` until KinetypeCore provides them (another
// helper is adding them). The coordinator may delete this file at merge; the module then
// needs only `CGPath.kinetypePath` (below) rewritten over the real type.

/// An immutable graphics path, as Core Graphics' `CGPath`.
open class CGPath: Equatable, CustomStringConvertible, @unchecked Sendable {
  // safety: `path` changes only through `CGMutablePath`'s methods, never after the path is
  // shared as an immutable `CGPath` (as in Core Graphics, where mutating a shared path is a
  // programming error).
  var path: KinetypeCore.Path

  init(path: KinetypeCore.Path) { self.path = path }

  /// Creates a path of `rect`, as `CGPath(rect:transform:)`.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    self.init(
      path: KinetypeCore.Path(CAGeometry.rect(rect)).applying(transform?.pointee ?? .identity))
  }

  /// Creates a path of the ellipse inscribed in `rect`, as `CGPath(ellipseIn:transform:)`.
  public convenience init(
    ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    self.init(
      path: KinetypeCore.Path(ellipseIn: CAGeometry.rect(rect))
        .applying(transform?.pointee ?? .identity))
  }

  /// Creates a rounded rectangle, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    var path = KinetypeCore.Path()
    path.addRoundedRect(
      in: CAGeometry.rect(rect),
      cornerSize: CGSize(width: Double(cornerWidth), height: Double(cornerHeight)))
    self.init(path: path.applying(transform?.pointee ?? .identity))
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { path.isEmpty }

  /// The smallest rectangle holding every point and control point.
  public var boundingBox: CGRect {
    let r = path.controlPointBounds
    return CGRect(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height)
  }

  /// The last point added, or `.zero`.
  public var currentPoint: CGPoint {
    path.currentPoint.map { CGPoint(x: $0.x, y: $0.y) } ?? .zero
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(path: path) }

  /// Paths are equal when their elements are.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

  /// The elements.
  public var description: String { "CGPath(\(path.elements.count) elements)" }

  /// The path in KinetypeCore's terms.
  var kinetypePath: KinetypeCore.Path { path }
}

/// A path that can be built, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// Creates an empty path.
  public init() { super.init(path: KinetypeCore.Path()) }

  override init(path: KinetypeCore.Path) { super.init(path: path) }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) { path.move(to: CAGeometry.point(point)) }

  /// Adds a line to `point`.
  public func addLine(to point: CGPoint) { path.addLine(to: CAGeometry.point(point)) }

  /// Adds lines through `points` (the first starts a subpath).
  public func addLines(between points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    path.addQuadCurve(to: CAGeometry.point(end), control: CAGeometry.point(control))
  }

  /// Adds a cubic Bézier curve.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    path.addCurve(
      to: CAGeometry.point(end), control1: CAGeometry.point(control1),
      control2: CAGeometry.point(control2))
  }

  /// Adds a rectangle as a closed subpath.
  public func addRect(_ rect: CGRect) { path.addRect(CAGeometry.rect(rect)) }

  /// Adds the ellipse inscribed in `rect`.
  public func addEllipse(in rect: CGRect) { path.addEllipse(in: CAGeometry.rect(rect)) }

  /// Adds `other`'s elements.
  public func addPath(_ other: CGPath) { path.addPath(other.path) }

  /// Closes the current subpath.
  public func closeSubpath() { path.closeSubpath() }
}
