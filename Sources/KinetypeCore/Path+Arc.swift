import Foundation

/// Circular arcs and polylines, with Core Graphics' semantics (as SwiftUI's `Path`).
extension Path {
  /// Adds straight segments through `points`, starting with a move to the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// Adds a closed rectangle for each of `rects`.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addPath(Path(rect), transform: transform) }
  }

  /// Adds an arc of a circle, as `Path.addArc(center:radius:startAngle:endAngle:clockwise:)`.
  ///
  /// Angles run from +x toward +y, so on a y-down screen `clockwise: false` turns clockwise,
  /// exactly as in SwiftUI. A line joins the current point to the arc's start (a move when the
  /// path is empty). A sweep of 2π or more draws a full circle. Non-finite input adds nothing.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let full = 2 * Double.pi
    var sweep = endAngle.radians - startAngle.radians
    guard sweep.isFinite else { return }
    if clockwise {
      sweep = sweep <= -full ? -full : -((-sweep).truncatingRemainder(dividingBy: full))
      if sweep > 0 { sweep -= full }
    } else {
      sweep = sweep >= full ? full : sweep.truncatingRemainder(dividingBy: full)
      if sweep < 0 { sweep += full }
    }
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep),
      transform: transform)
  }

  /// Adds an arc of `delta` radians from `startAngle` (positive turns from +x toward +y).
  ///
  /// A sweep of more than a full turn draws one full circle, then the rest of the sweep modulo
  /// a turn, so it ends where Core Graphics' would without retracing the circle. Non-finite
  /// input adds nothing.
  public mutating func addRelativeArc(
    center: CGPoint, radius: Double, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    var start = startAngle.radians
    var sweep = delta.radians
    guard center.isFinite, radius.isFinite, start.isFinite, sweep.isFinite, transform.isFinite
    else { return }
    let full = 2 * Double.pi
    if abs(sweep) > full {
      let turn = sweep < 0 ? -full : full
      addRelativeArc(
        center: center, radius: radius, startAngle: startAngle, delta: .radians(turn),
        transform: transform)
      start = start.truncatingRemainder(dividingBy: full)
      sweep = sweep.truncatingRemainder(dividingBy: full)
      if sweep == 0 { return }
    }
    // Reduced to one turn so that a huge start angle keeps its precision.
    start = start.truncatingRemainder(dividingBy: full)
    let r = abs(radius)
    func point(_ angle: Double) -> CGPoint {
      CGPoint(
        x: center.x + r * CGAffineTransform.cosine(angle),
        y: center.y + r * CGAffineTransform.sine(angle)
      ).applying(transform)
    }
    let first = point(start)
    if currentPoint == nil { move(to: first) } else { addLine(to: first) }
    let pieces = max(1, Int(saturating: (abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    // Control-point distance for a cubic approximating an arc of `step`: 4/3·tan(step/4).
    let k = 4.0 / 3.0 * CGAffineTransform.sine(step / 4) / CGAffineTransform.cosine(step / 4) * r
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let (c0, s0) = (CGAffineTransform.cosine(angle), CGAffineTransform.sine(angle))
      let (c1, s1) = (CGAffineTransform.cosine(next), CGAffineTransform.sine(next))
      let control1 = CGPoint(x: center.x + r * c0 - k * s0, y: center.y + r * s0 + k * c0)
      let control2 = CGPoint(x: center.x + r * c1 + k * s1, y: center.y + r * s1 - k * c1)
      addCurve(
        to: point(next), control1: control1.applying(transform),
        control2: control2.applying(transform))
      angle = next
    }
  }

  /// Adds an arc tangent to the lines current point → `tangent1End` → `tangent2End`, as
  /// `CGPath.addArc(tangent1End:tangent2End:radius:)`; degenerate input draws a line.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: Double,
    transform: CGAffineTransform = .identity
  ) {
    guard let current = currentPoint else { return move(to: tangent1End.applying(transform)) }
    // The current point is in device space; map it back to user space for the construction.
    let start = transform.inverse.map { current.applying($0) } ?? current
    let v1 = start - tangent1End
    let v2 = tangent2End - tangent1End
    let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
    let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
    let cross = v1.x * v2.y - v1.y * v2.x
    guard radius.isFinite, radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
      return addLine(to: tangent1End.applying(transform))
    }
    let u1 = v1 * (1 / l1)
    let u2 = v2 * (1 / l2)
    let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
    // Half the angle between the tangents; the tangent points lie r/tan(half) from the corner.
    let sinHalf = ((1 - cosine) / 2).squareRoot()
    let cosHalf = ((1 + cosine) / 2).squareRoot()
    let distance = radius * cosHalf / sinHalf
    let p1 = tangent1End + u1 * distance
    let bisector = u1 + u2
    let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
    let center = tangent1End + bisector * (radius / sinHalf / bl)
    addLine(to: p1.applying(transform))
    // The arc turns by π − angle; a cubic per quarter keeps it accurate.
    let turn = Double.pi - 2 * atanHalf(sinHalf: sinHalf, cosHalf: cosHalf)
    let startVector = p1 - center
    let startAngle = Path.angle(of: startVector)
    let delta = cross > 0 ? -turn : turn
    addRelativeArc(
      center: center, radius: radius, startAngle: .radians(startAngle), delta: .radians(delta),
      transform: transform)
  }

  // The half angle from its sine and cosine (both ≥ 0), without libm.
  private func atanHalf(sinHalf: Double, cosHalf: Double) -> Double {
    Path.angle(of: CGPoint(x: cosHalf, y: sinHalf))
  }

  // atan2 without libm: bisection-free via a series on the reduced angle.
  static func angle(of vector: CGPoint) -> Double {
    let (x, y) = (vector.x, vector.y)
    if x == 0 && y == 0 { return 0 }
    let ax = abs(x)
    let ay = abs(y)
    let swap = ay > ax
    let t = swap ? ax / ay : ay / ax  // 0...1
    // atan(t) for t in 0...1 via argument halving then a Taylor series.
    let reduced = t / (1 + (1 + t * t).squareRoot())  // tan(θ/2), ≤ 0.415
    let r2 = reduced * reduced
    var term = reduced
    var sum = reduced
    var n = 1.0
    while abs(term) > 1e-18 {
      term *= -r2
      n += 2
      sum += term / n
    }
    var angle = 2 * sum
    if swap { angle = Double.pi / 2 - angle }
    if x < 0 { angle = Double.pi - angle }
    return y < 0 ? -angle : angle
  }
}
