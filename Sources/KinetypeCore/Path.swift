import Foundation

/// An outline made of moves, lines, quadratic and cubic Bézier curves, as SwiftUI's `Path`.
///
/// A path is pure data: the raster layer turns it into coverage, the text layer builds one
/// from a glyph's outline. Coordinates are in pixels, y down.
///
/// A path never holds a point that is not finite: an element whose points include NaN or an
/// infinity (given, or reached by overflow as with a transform scaling by 10³⁰⁰) is not added,
/// and shapes (rectangles, ellipses, arcs) with such input add nothing. So ``isFinite`` is
/// always true and drawing never meets a NaN.
public struct Path: Hashable, Sendable {
  /// One drawing command.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight segment to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier segment.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier segment.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath with a segment back to its start.
    case closeSubpath
  }

  /// The commands, in order.
  public private(set) var elements: [Element] = []
  private var subpathStart: CGPoint = .zero

  /// The last point drawn to, if any.
  public private(set) var currentPoint: CGPoint?

  /// Creates an empty path.
  public init() {}

  /// Creates a path by running `build` on an empty one.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a subpath at `point` (nothing if `point` is not finite).
  public mutating func move(to point: CGPoint) {
    guard point.isFinite else { return }
    elements.append(.move(to: point))
    subpathStart = point
    currentPoint = point
  }

  /// Adds a line to `point` (a move if the path is empty; nothing if `point` is not finite).
  public mutating func addLine(to point: CGPoint) {
    guard point.isFinite else { return }
    guard currentPoint != nil else { return move(to: point) }
    elements.append(.line(to: point))
    currentPoint = point
  }

  /// Adds a quadratic curve to `point` (nothing if a point is not finite).
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    guard point.isFinite, control.isFinite else { return }
    if currentPoint == nil { move(to: control) }
    elements.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  /// Adds a cubic curve to `point` (nothing if a point is not finite).
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard point.isFinite, control1.isFinite, control2.isFinite else { return }
    if currentPoint == nil { move(to: control1) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  /// Closes the current subpath.
  public mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    elements.append(.closeSubpath)
    currentPoint = subpathStart
  }

  /// Appends every element of `other` (mapped through `transform`; non-finite results are left
  /// out).
  public mutating func addPath(_ other: Path, transform: CGAffineTransform = .identity) {
    let mapped = transform.isIdentity ? other : other.applying(transform)
    for element in mapped.elements {
      switch element {
      case .move(let p): move(to: p)
      case .line(let p): addLine(to: p)
      case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
      case .closeSubpath: closeSubpath()
      }
    }
  }

  /// The path with every point mapped through `transform`; elements that the transform makes
  /// non-finite are left out.
  public func applying(_ transform: CGAffineTransform) -> Path {
    if transform.isIdentity { return self }
    var result = self
    result.elements = elements.map { element in
      switch element {
      case .move(let p): .move(to: p.applying(transform))
      case .line(let p): .line(to: p.applying(transform))
      case .quadCurve(let p, let c):
        .quadCurve(to: p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        .curve(
          to: p.applying(transform), control1: c1.applying(transform),
          control2: c2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
    result.subpathStart = subpathStart.applying(transform)
    result.currentPoint = currentPoint?.applying(transform)
    guard !result.isFinite else { return result }
    // Overflow or a non-finite transform: rebuild, dropping what is no longer finite.
    var finite = Path()
    finite.addPath(result)
    return finite
  }

  /// The path moved by `x`, `y`.
  public func offsetBy(x: Double, y: Double) -> Path {
    applying(CGAffineTransform(translationX: x, y: y))
  }

  /// The box of every point of the path, control points included (cheap, may be loose).
  public var controlPointBounds: CGRect {
    var box = CGRect.null
    func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): add(p)
      case .quadCurve(let p, let c):
        add(p)
        add(c)
      case .curve(let p, let c1, let c2):
        add(p)
        add(c1)
        add(c2)
      case .closeSubpath: break
      }
    }
    return box
  }

  /// Whether every point of the path is finite (always true for a path built with the methods
  /// of this type, which leave out non-finite points).
  public var isFinite: Bool {
    elements.allSatisfy { element in
      switch element {
      case .move(let p), .line(let p): p.isFinite
      case .quadCurve(let p, let c): p.isFinite && c.isFinite
      case .curve(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
      case .closeSubpath: true
      }
    }
  }
}
