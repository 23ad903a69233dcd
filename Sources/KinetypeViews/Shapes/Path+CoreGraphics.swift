public import Foundation
public import KinetypeCore
import KinetypeViewGraph

/// SwiftUI's `Path` API in Core Graphics types, so shape code written for SwiftUI compiles
/// unchanged (`p.move(to: CGPoint(x: rect.midX, y: rect.minY))`).
extension Path {
  /// A rectangle.
  public init(_ rect: CGRect) { self.init(Rect(rect)) }

  /// An ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) { self.init(ellipseIn: Rect(rect)) }

  /// A rounded rectangle with corners of `cornerRadius` in `style` (default `.continuous`).
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    self.init(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius), style: style)
  }

  /// A rounded rectangle with corners of `cornerSize` in `style` (default `.continuous`).
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    self.init(roundedRect: Rect(rect), cornerSize: Size(cornerSize), style: style)
  }

  /// Starts a subpath at `point`.
  public mutating func move(to point: CGPoint) { move(to: Point(point)) }

  /// Adds a line to `point`.
  public mutating func addLine(to point: CGPoint) { addLine(to: Point(point)) }

  /// Adds a quadratic curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    addQuadCurve(to: Point(point), control: Point(control))
  }

  /// Adds a cubic curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    addCurve(to: Point(point), control1: Point(control1), control2: Point(control2))
  }

  /// Adds a closed rectangle.
  public mutating func addRect(_ rect: CGRect) { addRect(Rect(rect)) }

  /// Adds a closed ellipse inscribed in `rect`.
  public mutating func addEllipse(in rect: CGRect) { addEllipse(in: Rect(rect)) }

  /// Adds a rounded rectangle.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: Rect(rect), cornerSize: Size(cornerSize), style: style)
  }

  /// Adds straight segments through `points`.
  public mutating func addLines(_ points: [CGPoint]) { addLines(points.map(Point.init)) }

  /// Adds an arc of a circle (angles from +x toward +y; `clockwise` as in SwiftUI).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    addArc(
      center: Point(center), radius: Double(radius), startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// The path moved by `dx`, `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    offsetBy(x: Double(dx), y: Double(dy))
  }

  /// The box of every point of the path, control points included.
  public var boundingRect: CGRect { CGRect(controlPointBounds) }
}
