/// Shapes built from lines and cubic curves.
extension Path {
  /// The magic number for a quarter circle as one cubic: 4/3·(√2 − 1).
  static let kappa = 0.5522847498307936

  /// Creates a rectangle path (clockwise on screen).
  @_disfavoredOverload
  public init(_ rect: Rect) {
    self.init()
    addRect(rect)
  }

  /// Creates an ellipse inscribed in `rect`.
  @_disfavoredOverload
  public init(ellipseIn rect: Rect) {
    self.init()
    addEllipse(in: rect)
  }

  /// Creates a rectangle with circular corners of `cornerRadius` (clamped to half the shorter side).
  @_disfavoredOverload
  public init(roundedRect rect: Rect, cornerRadius: Double) {
    self.init()
    addRoundedRect(in: rect, cornerSize: Size(width: cornerRadius, height: cornerRadius))
  }

  /// Adds a closed rectangle (nothing if an edge is not finite, as for `Rect.null`).
  @_disfavoredOverload
  public mutating func addRect(_ rect: Rect) {
    guard rect.hasFiniteEdges else { return }
    move(to: Point(x: rect.minX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.minY))
    addLine(to: Point(x: rect.maxX, y: rect.maxY))
    addLine(to: Point(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  /// Adds a closed ellipse inscribed in `rect`, as four cubic arcs (nothing if an edge of
  /// `rect` is not finite).
  @_disfavoredOverload
  public mutating func addEllipse(in rect: Rect) {
    guard rect.hasFiniteEdges else { return }
    let rx = rect.width / 2
    let ry = rect.height / 2
    let cx = rect.midX
    let cy = rect.midY
    let ox = rx * Path.kappa
    let oy = ry * Path.kappa
    move(to: Point(x: cx + rx, y: cy))
    addCurve(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + oy),
      control2: Point(x: cx + ox, y: cy + ry))
    addCurve(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - ox, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + oy))
    addCurve(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - oy),
      control2: Point(x: cx - ox, y: cy - ry))
    addCurve(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + ox, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - oy))
    closeSubpath()
  }

  /// Adds a rectangle with elliptical corners of `cornerSize` (each clamped to half the side;
  /// NaN counts as 0). Nothing if an edge of `rect` is not finite.
  @_disfavoredOverload
  public mutating func addRoundedRect(in rect: Rect, cornerSize: Size) {
    guard rect.hasFiniteEdges else { return }
    let rx = min(max(0, cornerSize.width), rect.width / 2)
    let ry = min(max(0, cornerSize.height), rect.height / 2)
    if rx == 0 || ry == 0 { return addRect(rect) }
    let ox = rx * (1 - Path.kappa)
    let oy = ry * (1 - Path.kappa)
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    move(to: Point(x: x0 + rx, y: y0))
    addLine(to: Point(x: x1 - rx, y: y0))
    addCurve(
      to: Point(x: x1, y: y0 + ry), control1: Point(x: x1 - ox, y: y0),
      control2: Point(x: x1, y: y0 + oy))
    addLine(to: Point(x: x1, y: y1 - ry))
    addCurve(
      to: Point(x: x1 - rx, y: y1), control1: Point(x: x1, y: y1 - oy),
      control2: Point(x: x1 - ox, y: y1))
    addLine(to: Point(x: x0 + rx, y: y1))
    addCurve(
      to: Point(x: x0, y: y1 - ry), control1: Point(x: x0 + ox, y: y1),
      control2: Point(x: x0, y: y1 - oy))
    addLine(to: Point(x: x0, y: y0 + ry))
    addCurve(
      to: Point(x: x0 + rx, y: y0), control1: Point(x: x0, y: y0 + oy),
      control2: Point(x: x0 + ox, y: y0))
    closeSubpath()
  }
}
