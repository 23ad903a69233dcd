import Foundation
import Testing

@testable import KinetypeCore

/// Shapes against geometry: a cubic quarter arc with κ = 4/3·(√2 − 1) passes exactly through
/// the circle at its midpoint (that is how κ is derived), so the midpoint of every arc of an
/// ellipse or rounded corner lies on it.
@Suite struct PathShapeTests {
  /// The point at t = ½ of each cubic of `path`.
  static func cubicMidpoints(_ path: Path) -> [CGPoint] {
    var current = CGPoint.zero
    var result: [CGPoint] = []
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p):
        current = p
      case .quadCurve(let p, _):
        current = p
      case .curve(let p, let c1, let c2):
        result.append((current + c1 * 3 + c2 * 3 + p) * 0.125)
        current = p
      case .closeSubpath:
        break
      }
    }
    return result
  }

  @Test func ellipse_arcMidpointsLieOnTheEllipse() {
    let rect = CGRect(x: 10, y: 20, width: 200, height: 100)
    let midpoints = Self.cubicMidpoints(Path(ellipseIn: rect))
    #expect(midpoints.count == 4)
    for point in midpoints {
      let u = (point.x - rect.midX) / (rect.width / 2)
      let v = (point.y - rect.midY) / (rect.height / 2)
      // A κ of 0.55 instead would already be 2e-3 off.
      #expect(abs((u * u + v * v).squareRoot() - 1) < 1e-9, "\(point)")
    }
  }

  @Test func roundedRect_cornerArcsAreQuarterCircles() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
    let midpoints = Self.cubicMidpoints(Path(roundedRect: rect, cornerRadius: 10, style: .circular))
    #expect(midpoints.count == 4)
    let centers = [
      CGPoint(x: 90, y: 10), CGPoint(x: 90, y: 50), CGPoint(x: 10, y: 50), CGPoint(x: 10, y: 10),
    ]
    for (point, center) in zip(midpoints, centers) {
      #expect(abs(point.distance(to: center) / 10 - 1) < 1e-9, "\(point)")
    }
  }
}

@Suite struct PathFinitenessTests {
  @Test func path_neverHoldsANonFinitePoint() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10, y: 0))
    let before = path.elements
    // A NaN after finite points, an infinite control point, a non-finite move: none is added.
    path.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
    path.addCurve(
      to: CGPoint(x: 1, y: 1), control1: CGPoint(x: 2, y: CGFloat.infinity),
      control2: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: CGFloat.nan, y: 0), control: CGPoint(x: 1, y: 1))
    path.move(to: CGPoint(x: -CGFloat.infinity, y: 0))
    #expect(path.elements == before)
    #expect(path.isFinite)
    // Overflow through a transform drops the element too.
    let huge = path.applying(CGAffineTransform(scaleX: 1e300, y: 1e300)).applying(
      CGAffineTransform(scaleX: 1e300, y: 1))
    #expect(huge.isFinite)
    #expect(Path().isFinite)
  }
}
