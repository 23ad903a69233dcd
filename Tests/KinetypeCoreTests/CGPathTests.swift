import Foundation
import KinetypeCore
import Testing

/// `CGPath`/`CGMutablePath` as Core Graphics code builds them, and the conversions SwiftUI
/// gives between them and `Path`.
@Suite struct CGPathTests {
  @Test func mutablePath_buildsTheElementsItIsGiven() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 1, y: 2))
    path.addLine(to: CGPoint(x: 5, y: 2))
    path.addQuadCurve(to: CGPoint(x: 5, y: 8), control: CGPoint(x: 9, y: 5))
    path.addCurve(
      to: CGPoint(x: 1, y: 8), control1: CGPoint(x: 4, y: 10), control2: CGPoint(x: 2, y: 10))
    path.closeSubpath()
    #expect(
      Path(path).elements == [
        .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 5, y: 2)),
        .quadCurve(to: CGPoint(x: 5, y: 8), control: CGPoint(x: 9, y: 5)),
        .curve(
          to: CGPoint(x: 1, y: 8), control1: CGPoint(x: 4, y: 10), control2: CGPoint(x: 2, y: 10)),
        .closeSubpath,
      ])
    #expect(path.currentPoint == CGPoint(x: 1, y: 2), "closing returns to the subpath's start")
    #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 8, height: 8))
  }

  @Test func transformArguments_moveEachPoint() {
    let path = CGMutablePath()
    let shift = CGAffineTransform(translationX: 10, y: -3)
    path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0)], transform: shift)
    path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: shift)
    #expect(Path(path).elements.first == .move(to: CGPoint(x: 10, y: -3)))
    #expect(path.boundingBox == CGRect(x: 10, y: -3, width: 2, height: 1))
    var scale = CGAffineTransform(scaleX: 2, y: 3)
    let copy = withUnsafePointer(to: &scale) { path.copy(using: $0) }
    #expect(copy?.boundingBox == CGRect(x: 20, y: -9, width: 4, height: 3))
  }

  @Test func arcInRadians_matchesPathsArcInAngles() {
    let cg = CGMutablePath()
    cg.addArc(
      center: CGPoint(x: 5, y: 5), radius: 4, startAngle: 0, endAngle: .pi / 2,
      clockwise: false)
    var path = Path()
    path.addArc(
      center: CGPoint(x: 5, y: 5), radius: 4, startAngle: .degrees(0), endAngle: .degrees(90),
      clockwise: false)
    #expect(Path(cg) == path)
    #expect(path.elements.first == .move(to: CGPoint(x: 9, y: 5)))
  }

  @Test func roundedRect_hasCircularCornersOfTheGivenSize() {
    let cg = CGPath(
      roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 4, cornerHeight: 4,
      transform: nil)
    var expected = Path()
    expected.addRoundedRect(
      in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerSize: CGSize(width: 4, height: 4),
      style: .circular)
    #expect(Path(cg) == expected)
    #expect(cg.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test func pathAndCGPath_roundTripUnchanged() {
    let path = Path(ellipseIn: CGRect(x: 2, y: 3, width: 10, height: 6))
    #expect(Path(path.cgPath) == path)
    #expect(
      path.cgPath == CGPath(ellipseIn: CGRect(x: 2, y: 3, width: 10, height: 6), transform: nil))
    // A mutable copy is independent of the path it came from.
    let shared = path.cgPath
    let copy = shared.mutableCopy()
    copy?.addLine(to: .zero)
    #expect(Path(shared) == path)
    #expect(Path(copy!).elements.count == path.elements.count + 1)
  }

  @Test func vector_holdsItsComponents() {
    let v = CGVector(dx: 3, dy: -4.5)
    #expect(v.dx == 3 && v.dy == -4.5)
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    #expect(v.description == "(3.0, -4.5)")
  }
}
