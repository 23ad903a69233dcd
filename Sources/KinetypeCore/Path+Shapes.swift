import Foundation

/// Shapes built from lines and cubic curves.
extension Path {
  /// The magic number for a quarter circle as one cubic: 4/3·(√2 − 1).
  static let kappa = 0.5522847498307936

  /// Creates a rectangle path (clockwise on screen).
  public init(_ rect: CGRect) {
    self.init()
    addRect(rect)
  }

  /// Creates an ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }

  /// Adds a closed rectangle (nothing if an edge is not finite, as for `CGRect.null`).
  public mutating func addRect(_ rect: CGRect) {
    guard rect.hasFiniteEdges else { return }
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Adds a closed ellipse inscribed in `rect`, as four cubic arcs (nothing if an edge of
  /// `rect` is not finite).
  public mutating func addEllipse(in rect: CGRect) {
    guard rect.hasFiniteEdges else { return }
    let rx = rect.width / 2
    let ry = rect.height / 2
    let cx = rect.midX
    let cy = rect.midY
    let ox = rx * Path.kappa
    let oy = ry * Path.kappa
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + oy),
      control2: CGPoint(x: cx + ox, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - ox, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + oy))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - oy),
      control2: CGPoint(x: cx - ox, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + ox, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - oy))
    closeSubpath()
  }

  /// Adds a rectangle with elliptical corners of `cornerSize` (each clamped to half the side;
  /// NaN counts as 0). Nothing if an edge of `rect` is not finite.
  package mutating func addCircularRoundedRect(in rect: CGRect, cornerSize: CGSize) {
    guard rect.hasFiniteEdges else { return }
    let rx = min(max(0, cornerSize.width), rect.width / 2)
    let ry = min(max(0, cornerSize.height), rect.height / 2)
    if rx == 0 || ry == 0 { return addRect(rect) }
    let ox = rx * (1 - Path.kappa)
    let oy = ry * (1 - Path.kappa)
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: CGPoint(x: x0 + rx, y: y0))
    addLine(to: CGPoint(x: x1 - rx, y: y0))
    addCurve(
      to: CGPoint(x: x1, y: y0 + ry), control1: CGPoint(x: x1 - ox, y: y0),
      control2: CGPoint(x: x1, y: y0 + oy))
    addLine(to: CGPoint(x: x1, y: y1 - ry))
    addCurve(
      to: CGPoint(x: x1 - rx, y: y1), control1: CGPoint(x: x1, y: y1 - oy),
      control2: CGPoint(x: x1 - ox, y: y1))
    addLine(to: CGPoint(x: x0 + rx, y: y1))
    addCurve(
      to: CGPoint(x: x0, y: y1 - ry), control1: CGPoint(x: x0 + ox, y: y1),
      control2: CGPoint(x: x0, y: y1 - oy))
    addLine(to: CGPoint(x: x0, y: y0 + ry))
    addCurve(
      to: CGPoint(x: x0 + rx, y: y0), control1: CGPoint(x: x0, y: y0 + oy),
      control2: CGPoint(x: x0 + ox, y: y0))
    closeSubpath()
  }
}
