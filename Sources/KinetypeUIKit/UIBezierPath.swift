public import Foundation
public import KinetypeCore

/// A path built with UIKit's API, as `UIBezierPath`; ``cgPath`` is what layers take.
open class UIBezierPath {
  private let path: CGMutablePath
  /// The stroke width for `stroke()` (stored for source compatibility).
  public var lineWidth: CGFloat = 1

  /// An empty path.
  public init() { path = CGMutablePath() }

  /// A rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// The ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with corners of `cornerRadius` (circular arcs; UIKit's are continuous).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let radius = min(cornerRadius, min(rect.width, rect.height) / 2)
    path.addPath(CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius))
  }

  /// A copy of `cgPath`.
  public init(cgPath: CGPath) { path = cgPath.mutableCopy() ?? CGMutablePath() }

  /// The path as a `CGPath`.
  public var cgPath: CGPath { path.copy() ?? path }

  /// The control points' bounds.
  public var bounds: CGRect { path.boundingBox }

  /// Whether the path is empty.
  public var isEmpty: Bool { path.isEmpty }

  /// The current point.
  public var currentPoint: CGPoint { path.currentPoint }

  /// Starts a subpath.
  public func move(to point: CGPoint) { path.move(to: point) }

  /// Adds a line.
  public func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// Adds a cubic curve.
  public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
  }

  /// Adds a quadratic curve.
  public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: end, control: controlPoint)
  }

  /// Adds an arc of the circle around `center` from `startAngle` to `endAngle` (radians,
  /// clockwise on screen when `clockwise`), as cubic pieces of at most a quarter turn.
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    var sweep = Double(endAngle - startAngle)
    if clockwise, sweep < 0 { sweep += 2 * .pi * (1 + (-sweep / (2 * .pi)).rounded(.down)) }
    if !clockwise, sweep > 0 { sweep -= 2 * .pi * (1 + (sweep / (2 * .pi)).rounded(.down)) }
    let r = Double(radius)
    let start = Double(startAngle)
    let first = CGPoint(x: Double(center.x) + r * cos(start), y: Double(center.y) + r * sin(start))
    if path.isEmpty { path.move(to: first) } else { path.addLine(to: first) }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    for i in 0..<pieces {
      let a0 = start + Double(i) * step
      let a1 = a0 + step
      let p0 = (Double(center.x) + r * cos(a0), Double(center.y) + r * sin(a0))
      let p1 = (Double(center.x) + r * cos(a1), Double(center.y) + r * sin(a1))
      path.addCurve(
        to: CGPoint(x: p1.0, y: p1.1),
        control1: CGPoint(x: p0.0 - k * r * sin(a0), y: p0.1 + k * r * cos(a0)),
        control2: CGPoint(x: p1.0 + k * r * sin(a1), y: p1.1 - k * r * cos(a1)))
    }
  }

  /// A circular arc, as `init(arcCenter:radius:startAngle:endAngle:clockwise:)`.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Appends `other`'s subpaths.
  public func append(_ other: UIBezierPath) { path.addPath(other.cgPath) }

  /// Closes the current subpath.
  public func close() { path.closeSubpath() }
}
