import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

@Suite struct RasterizerTests {
  func total(_ mask: CoverageMask) -> Double {
    mask.values.reduce(0.0) { $0 + Double($1) / 255 }
  }

  @Test func coverage_pixelAlignedRectIsExact() {
    let mask = Rasterizer.coverage(of: Path(CGRect(x: 2, y: 3, width: 4, height: 5)))
    #expect(mask.originX == 2 && mask.originY == 3 && mask.width == 4 && mask.height == 5)
    #expect(mask.values.allSatisfy { $0 == 255 })
  }

  @Test func coverage_halfPixelEdgeIsHalfCovered() {
    let mask = Rasterizer.coverage(of: Path(CGRect(x: 0.5, y: 0, width: 2, height: 1)))
    #expect(mask.originX == 0 && mask.width == 3)
    #expect(abs(Int(mask.coverage(atX: 0, y: 0)) - 128) <= 1)
    #expect(mask.coverage(atX: 1, y: 0) == 255)
    #expect(abs(Int(mask.coverage(atX: 2, y: 0)) - 128) <= 1)
  }

  @Test func coverage_rowsRunTopDown() {
    // A triangle wide at the top: the top row must hold more coverage than the bottom.
    var path = Path()
    path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 5, y: 10)])
    path.closeSubpath()
    let mask = Rasterizer.coverage(of: path)
    let top = (0..<10).reduce(0) { $0 + Int(mask.coverage(atX: $1, y: 0)) }
    let bottom = (0..<10).reduce(0) { $0 + Int(mask.coverage(atX: $1, y: 9)) }
    #expect(top > bottom * 4)
  }

  @Test func coverage_circleAreaMatches() {
    let mask = Rasterizer.coverage(
      of: Path(ellipseIn: CGRect(x: 10.3, y: 7.1, width: 40, height: 40)))
    #expect(abs(total(mask) - Double.pi * 400) < 2, "\(total(mask) - Double.pi * 400)")
  }

  @Test func coverage_evenOddMakesHoles() {
    var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
    let nonZero = Rasterizer.coverage(of: path)
    let evenOdd = Rasterizer.coverage(of: path, style: FillStyle(eoFill: true))
    #expect(abs(total(nonZero) - 100) < 0.5)
    #expect(abs(total(evenOdd) - 64) < 0.5)
  }

  @Test func coverage_transformRotatesOutline() {
    let square = Path(CGRect(x: -5, y: -5, width: 10, height: 10))
    let t = CGAffineTransform(rotationAngle: .pi / 4).concatenating(
      CGAffineTransform(translationX: 20, y: 20))
    let mask = Rasterizer.coverage(of: square, transform: t)
    #expect(abs(total(mask) - 100) < 0.5)
    #expect(mask.width == 16 || mask.width == 15)
    #expect(mask.coverage(atX: 20, y: 20) == 255)
    #expect(mask.coverage(atX: 13, y: 13) == 0)
  }

  @Test func coverage_clipToBounds() {
    let mask = Rasterizer.coverage(
      of: Path(CGRect(x: -10, y: -10, width: 30, height: 30)), clipTo: (width: 8, height: 6))
    #expect(mask.originX == 0 && mask.originY == 0 && mask.width == 8 && mask.height == 6)
  }

  /// The raster half of issue 5's subpixel test: a circle moved in 1/20 px steps has its
  /// coverage centroid follow the true position within 0.03 px.
  @Test func coverage_subpixelCentroidFollowsPosition() {
    for step in 0...20 {
      let x = 10 + Double(step) * 0.05
      let mask = Rasterizer.coverage(
        of: Path(ellipseIn: CGRect(x: x - 6, y: 4, width: 12, height: 12)))
      var sum = 0.0
      var weighted = 0.0
      for row in 0..<mask.height {
        for column in 0..<mask.width {
          let c = Double(mask.values[row * mask.width + column])
          sum += c
          weighted += c * (Double(mask.originX + column) + 0.5)
        }
      }
      #expect(abs(weighted / sum - x) < 0.03, "x = \(x), centroid \(weighted / sum)")
    }
  }

  @Test func coverage_aliasedIsBinary() {
    let mask = Rasterizer.coverage(
      of: Path(ellipseIn: CGRect(x: 0.3, y: 0.3, width: 9, height: 9)),
      style: FillStyle(antialiased: false))
    #expect(mask.values.allSatisfy { $0 == 0 || $0 == 255 })
    #expect(mask.values.contains(255))
  }

  @Test func stroke_lineCoversWidthTimesLength() {
    var line = Path()
    line.move(to: CGPoint(x: 10, y: 10))
    line.addLine(to: CGPoint(x: 30, y: 10))
    let butt = Rasterizer.strokeCoverage(of: line, style: StrokeStyle(lineWidth: 2))
    #expect(abs(total(butt) - 40) < 0.5)
    #expect(butt.coverage(atX: 15, y: 9) == 255 && butt.coverage(atX: 15, y: 10) == 255)
    let square = Rasterizer.strokeCoverage(
      of: line, style: StrokeStyle(lineWidth: 2, lineCap: .square))
    #expect(abs(total(square) - 44) < 0.5)
    let round = Rasterizer.strokeCoverage(
      of: line, style: StrokeStyle(lineWidth: 2, lineCap: .round))
    #expect(abs(total(round) - (40 + Double.pi)) < 0.5)
  }

  @Test func stroke_dashesCutThePath() {
    var line = Path()
    line.move(to: CGPoint(x: 0, y: 5))
    line.addLine(to: CGPoint(x: 40, y: 5))
    let dashed = Rasterizer.strokeCoverage(
      of: line, style: StrokeStyle(lineWidth: 2, dash: [5, 5]))
    #expect(abs(total(dashed) - 40) < 0.5)
    #expect(dashed.coverage(atX: 2, y: 5) == 255)
    #expect(dashed.coverage(atX: 7, y: 5) == 0)
    let shifted = Rasterizer.strokeCoverage(
      of: line, style: StrokeStyle(lineWidth: 2, dash: [5, 5], dashPhase: 5))
    #expect(shifted.coverage(atX: 2, y: 5) == 0)
    #expect(shifted.coverage(atX: 7, y: 5) == 255)
  }

  @Test func stroke_transformScalesWidth() {
    var line = Path()
    line.move(to: CGPoint(x: 0, y: 0))
    line.addLine(to: CGPoint(x: 10, y: 0))
    let mask = Rasterizer.strokeCoverage(
      of: line, style: StrokeStyle(lineWidth: 1),
      transform: CGAffineTransform(scaleX: 2, y: 4).concatenating(
        CGAffineTransform(translationX: 5, y: 10)))
    // 20 px long, 4 px thick (the y scale applies to the width of a horizontal line).
    #expect(abs(total(mask) - 80) < 0.5)
  }

  @Test func stroke_overlappingOppositeSubpathsDoNotCancel() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 5))
    path.addLine(to: CGPoint(x: 20, y: 5))
    path.move(to: CGPoint(x: 20, y: 5))
    path.addLine(to: CGPoint(x: 0, y: 5))
    let mask = Rasterizer.strokeCoverage(of: path, style: StrokeStyle(lineWidth: 2))
    #expect(mask.coverage(atX: 10, y: 5) == 255)
  }

  @Test func stroke_closedRectHasMiterCorners() {
    let mask = Rasterizer.strokeCoverage(
      of: Path(CGRect(x: 5, y: 5, width: 10, height: 10)), style: StrokeStyle(lineWidth: 2))
    #expect(mask.coverage(atX: 4, y: 4) == 255)
    #expect(mask.coverage(atX: 10, y: 10) == 0)
    #expect(abs(total(mask) - (144 - 64)) < 0.5)
  }

  @Test func stroke_zeroLengthSubpathsDrawCapDots() {
    var point = Path()
    point.move(to: CGPoint(x: 10, y: 10))
    point.addLine(to: CGPoint(x: 10, y: 10))
    point.addCurve(
      to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 10, y: 10), control2: CGPoint(x: 10, y: 10))
    let butt = Rasterizer.strokeCoverage(of: point, style: StrokeStyle(lineWidth: 6))
    #expect(butt.isEmpty)
    let round = Rasterizer.strokeCoverage(
      of: point, style: StrokeStyle(lineWidth: 6, lineCap: .round))
    #expect(abs(total(round) - Double.pi * 9) < 0.5)
    let square = Rasterizer.strokeCoverage(
      of: point, style: StrokeStyle(lineWidth: 6, lineCap: .square))
    #expect(abs(total(square) - 36) < 0.5)
    var closed = point
    closed.closeSubpath()
    #expect(Rasterizer.strokeCoverage(of: closed, style: StrokeStyle(lineWidth: 6)).isEmpty)
  }

  @Test func stroke_zeroDashesMakeDots() {
    var line = Path()
    line.move(to: CGPoint(x: 5, y: 5))
    line.addLine(to: CGPoint(x: 45, y: 5))
    let dots = Rasterizer.strokeCoverage(
      of: line, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 10]))
    // Dots at 5, 15, 25 and 35 (the pattern covers [0, length): none exactly at the end).
    #expect(abs(total(dots) - 4 * Double.pi * 4) < 1)
    #expect(dots.coverage(atX: 25, y: 5) == 255)
    #expect(dots.coverage(atX: 30, y: 5) == 0)
  }

  @Test func stroke_dashOnAcrossAClosedStartJoins() {
    // A square outline 40 around, dashes of 30 on / 10 off, 5 into the first dash: the
    // last dash runs into the start point and must continue with a miter corner there.
    let square = Path(CGRect(x: 10, y: 10, width: 10, height: 10))
    let joined = Rasterizer.strokeCoverage(
      of: square, style: StrokeStyle(lineWidth: 4, dash: [30, 10], dashPhase: 5))
    #expect(joined.coverage(atX: 8, y: 8) == 255)  // outer miter corner at the start (10, 10)
  }
}
