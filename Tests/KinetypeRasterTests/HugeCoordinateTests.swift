import KinetypeCore
import Testing

@testable import KinetypeRaster

/// Finite but huge coordinates and widths (issue 8's sweep of Double → integer conversions):
/// flattening, dashing and stroking saturate instead of trapping.
@Suite struct HugeCoordinateTests {
  @Test(arguments: [1e300, -1e300, 1e154, Double.greatestFiniteMagnitude])
  func raster_hugeCurvesFillDashAndStroke(value: Double) throws {
    var path = Path()
    path.move(to: Point(x: 1, y: 1))
    path.addCurve(
      to: Point(x: 30, y: 30), control1: Point(x: value, y: 0), control2: Point(x: 0, y: value))
    path.addQuadCurve(to: Point(x: 2, y: 40), control: Point(x: -value, y: value))
    path.closeSubpath()
    var canvas = try Pixmap(width: 48, height: 48)
    canvas.fill(path, with: .color(.black))
    canvas.stroke(path, with: .color(.red), style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
    canvas.stroke(path, with: .color(.blue), style: StrokeStyle(lineWidth: value))
    canvas.stroke(path, with: .color(.blue), style: StrokeStyle(lineWidth: -.infinity))
    canvas.withUnsafePremultipliedBytes { bytes in
      for i in stride(from: 0, to: bytes.count, by: 4) {
        #expect(bytes[i] <= bytes[i + 3] && bytes[i + 2] <= bytes[i + 3])
      }
    }
  }
}
