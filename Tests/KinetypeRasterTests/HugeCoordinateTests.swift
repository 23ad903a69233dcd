import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

/// Finite but huge coordinates and widths (issue 8's sweep of Double → integer conversions):
/// flattening, dashing and stroking saturate instead of trapping.
@Suite struct HugeCoordinateTests {
  @Test(arguments: [1e300, -1e300, 1e154, Double.greatestFiniteMagnitude])
  func raster_hugeCurvesFillDashAndStroke(value: Double) throws {
    var path = Path()
    path.move(to: CGPoint(x: 1, y: 1))
    path.addCurve(
      to: CGPoint(x: 30, y: 30), control1: CGPoint(x: value, y: 0),
      control2: CGPoint(x: 0, y: value))
    path.addQuadCurve(to: CGPoint(x: 2, y: 40), control: CGPoint(x: -value, y: value))
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

  @Test(arguments: [-0.03, 1.04, Double.nan, .infinity, -.infinity])
  func raster_colorComponentsOutsideTheUnitRangeAreClamped(value: Double) throws {
    // A spring overshooting a color (red = -0.03) trapped converting to a pixel.
    var color = Color.white
    color.red = value
    color.opacity = value == 1.04 ? value : 1
    var canvas = try Pixmap(width: 4, height: 4, background: color)
    canvas.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(color))
    canvas.withUnsafePremultipliedBytes { bytes in
      let expected: UInt8 = value > 1 ? 255 : 0
      #expect(bytes[0] == expected && bytes[1] == 255 && bytes[3] == 255)
    }
  }
}
