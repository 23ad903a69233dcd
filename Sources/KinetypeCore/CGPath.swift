import Foundation

/// An immutable graphics path, as Core Graphics' `CGPath`.
///
/// A class, as in Core Graphics: layers and `UIBezierPath` share one. It holds a ``Path``
/// (SwiftUI's value type); `Path(cgPath)` and ``Path/cgPath`` convert between the two without
/// changing an element. Coordinates are in pixels, y down, as everywhere in Kinetype.
open class CGPath: Equatable, CustomStringConvertible, @unchecked Sendable {
  // safety: `path` changes only through `CGMutablePath`'s methods, never after the path is
  // shared as an immutable `CGPath` (as in Core Graphics, where mutating a shared path is a
  // programming error).
  var path: Path

  init(path: Path) { self.path = path }

  /// Creates a path of `rect`, as `CGPath(rect:transform:)`.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    // safety: `transform` is read once, during the call, as Core Graphics does.
    self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
  }

  /// Creates a path of the ellipse inscribed in `rect`, as `CGPath(ellipseIn:transform:)`.
  public convenience init(
    ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    // safety: `transform` is read once, during the call.
    self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
  }

  /// Creates a rounded rectangle with circular corners, as
  /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    var path = Path()
    path.addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
    // safety: `transform` is read once, during the call.
    self.init(path: path.applying(transform?.pointee ?? .identity))
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { path.isEmpty }

  /// The smallest rectangle holding every point and control point, as `boundingBox`.
  public var boundingBox: CGRect { path.controlPointBounds }

  /// The last point added, or `.zero`.
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: path) }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(path: path) }

  /// A copy with `transform` applied, as `copy(using:)`.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    // safety: `transform` is read once, during the call.
    CGPath(path: path.applying(transform?.pointee ?? .identity))
  }

  /// Paths are equal when their elements are.
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

  /// The element count.
  public var description: String { "CGPath(\(path.elements.count) elements)" }
}

/// A path that can be built, as Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// Creates an empty path.
  public init() { super.init(path: Path()) }

  override init(path: Path) { super.init(path: path) }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.move(to: point.applying(transform))
  }

  /// Adds a line to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.addLine(to: point.applying(transform))
  }

  /// Adds lines through `points` (the first starts a subpath).
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// Adds a quadratic Bézier curve.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
  }

  /// Adds a cubic Bézier curve.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    path.addCurve(
      to: end.applying(transform), control1: control1.applying(transform),
      control2: control2.applying(transform))
  }

  /// Adds a rectangle as a closed subpath.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addPath(Path(rect), transform: transform)
  }

  /// Adds rectangles, each a closed subpath.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    path.addRects(rects, transform: transform)
  }

  /// Adds the ellipse inscribed in `rect`.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addPath(Path(ellipseIn: rect), transform: transform)
  }

  /// Adds a rounded rectangle with circular corners, as
  /// `addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    var corner = Path()
    corner.addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight), style: .circular)
    path.addPath(corner, transform: transform)
  }

  /// Adds an arc of a circle, as `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`
  /// (angles in radians, with SwiftUI's `Path.addArc` sense of `clockwise`).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: .radians(startAngle),
      endAngle: .radians(endAngle), clockwise: clockwise, transform: transform)
  }

  /// Adds an arc tangent to the lines current point → `tangent1End` → `tangent2End`.
  public func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    path.addArc(
      tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
  }

  /// Adds `other`'s elements.
  public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
    path.addPath(other.path, transform: transform)
  }

  /// Closes the current subpath.
  public func closeSubpath() { path.closeSubpath() }
}

extension Path {
  /// The path of `cgPath`, as SwiftUI's `Path(_:)` taking a `CGPath`.
  public init(_ cgPath: CGPath) { self = cgPath.path }

  /// The path as a Core Graphics path, as SwiftUI's `Path.cgPath`.
  public var cgPath: CGPath { CGPath(path: self) }
}
