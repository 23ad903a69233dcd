import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

/// Path shapes from KinetypeCore, checked through the coverage they rasterize to.
@Suite struct ShapeTests {
  func area(_ path: Path) -> Double {
    Rasterizer.coverage(of: path).values.reduce(0.0) { $0 + Double($1) / 255 }
  }

  @Test func arc_clockwiseFalseTurnsClockwiseOnScreen() {
    var path = Path()
    path.addArc(
      center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    // From (70, 50) through the lower right quadrant to (50, 70), as SwiftUI on a y-down screen.
    #expect(abs((path.currentPoint?.x ?? 0) - 50) < 1e-9)
    #expect(abs((path.currentPoint?.y ?? 0) - 70) < 1e-9)
    let bounds = path.controlPointBounds
    #expect(bounds.minY >= 49.99 && bounds.minX >= 49.99)
  }

  @Test func arc_fullCircleArea() {
    var path = Path()
    path.addArc(
      center: CGPoint(x: 40, y: 40), radius: 30, startAngle: .zero, endAngle: .degrees(360),
      clockwise: false)
    path.closeSubpath()
    #expect(abs(area(path) - Double.pi * 900) < 3)
    var reverse = Path()
    reverse.addArc(
      center: CGPoint(x: 40, y: 40), radius: 30, startAngle: .degrees(90), endAngle: .zero,
      clockwise: false)
    reverse.closeSubpath()
    // Counter-clockwise-flagged sweep from 90° to 0° goes the long way: three quarters.
    #expect(abs(area(reverse) - Double.pi * 900 * 0.75 - 450) < 3)
  }

  @Test func arc_tangentRoundsACorner() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 40))
    path.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 40, y: 0), radius: 10)
    #expect(abs((path.currentPoint?.x ?? 0) - 10) < 1e-6)
    #expect(abs(path.currentPoint?.y ?? 1) < 1e-6)
    path.addLine(to: CGPoint(x: 40, y: 0))
    path.addLine(to: CGPoint(x: 40, y: 40))
    path.closeSubpath()
    #expect(abs(area(path) - (1600 - 100 + Double.pi * 25)) < 1)
  }

  @Test func roundedRect_continuousSitsBetweenCircularAndSquare() {
    let rect = CGRect(x: 2, y: 2, width: 100, height: 80)
    let square = area(Path(rect))
    let circular = area(Path(roundedRect: rect, cornerRadius: 16, style: .circular))
    let continuous = area(Path(roundedRect: rect, cornerRadius: 16, style: .continuous))
    #expect(abs(circular - (square - (4 - Double.pi) * 256)) < 1)
    // Continuous corners reach further along the sides, so they cut away more.
    #expect(continuous < circular - 5)
    #expect(continuous > square - 4 * 256)
  }

  @Test func roundedRect_continuousFallsBackWhenTooLarge() {
    let rect = CGRect(x: 0, y: 0, width: 60, height: 40)
    let big = Path(roundedRect: rect, cornerRadius: 20, style: .continuous)
    #expect(big == Path(roundedRect: rect, cornerRadius: 20, style: .circular))
  }

  @Test func capsule_isRectWithSemicircleEnds() {
    let capsule = Path(capsuleIn: CGRect(x: 1, y: 1, width: 80, height: 20))
    #expect(abs(area(capsule) - (60 * 20 + Double.pi * 100)) < 1)
  }

  @Test func rasterizer_isThreadSafe() async {
    let path = Path(ellipseIn: CGRect(x: 0.3, y: 0.7, width: 37, height: 23))
    let expected = Rasterizer.coverage(of: path)
    let results = await withTaskGroup(of: Bool.self) { group in
      for i in 0..<32 {
        group.addTask {
          let fill = Rasterizer.coverage(of: path)
          let stroke = Rasterizer.strokeCoverage(
            of: path, style: StrokeStyle(lineWidth: Double(i % 4 + 1)))
          return fill == expected && !stroke.isEmpty
        }
      }
      var all: [Bool] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(results.count == 32 && results.allSatisfy { $0 })
  }
}
