import KinetypeCore
import KinetypeMotion
import Testing

@testable import KinetypeRaster

/// Random and degenerate paths through the fill and the stroker: nothing may trap or hang.
@Suite struct FuzzTests {
  static func randomPath(_ random: inout SeededRandom) -> Path {
    var path = Path()
    for _ in 0..<(1 + random.next(below: 12)) {
      func p() -> Point { Point(x: random.fuzzCoordinate(), y: random.fuzzCoordinate()) }
      switch random.next(below: 6) {
      case 0: path.move(to: p())
      case 1, 2: path.addLine(to: p())
      case 3: path.addQuadCurve(to: p(), control: p())
      case 4: path.addCurve(to: p(), control1: p(), control2: p())
      default: path.closeSubpath()
      }
    }
    return path
  }

  @Test func fuzz_randomPathsFillAndStroke() throws {
    var random = SeededRandom(seed: 42)
    var canvas = try Pixmap(width: 64, height: 64)
    for iteration in 0..<400 {
      let path = FuzzTests.randomPath(&random)
      let style = StrokeStyle(
        lineWidth: [0.1, 1, 3, 12][random.next(below: 4)],
        lineCap: LineCap.allCases[random.next(below: 3)],
        lineJoin: LineJoin.allCases[random.next(below: 3)],
        miterLimit: [1, 4, 10][random.next(below: 3)],
        dash: iteration % 5 == 0 ? [3, 2] : [], dashPhase: 1)
      let transform = [
        Transform.identity, Transform(rotationAngle: 0.3), Transform(scaleX: 3, y: 0.5),
        Transform(a: 1, b: 0, c: 0.7, d: 1, tx: 0.3, ty: -0.2),
      ][random.next(below: 4)]
      canvas.fill(
        path, with: .color(.black), style: FillStyle(eoFill: iteration % 2 == 0),
        transform: transform)
      canvas.stroke(path, with: .color(.red), style: style, transform: transform)
    }
    // Something was drawn, and every pixel is still valid premultiplied data.
    canvas.withUnsafePremultipliedBytes { bytes in
      #expect(bytes.contains { $0 != 0 })
      for i in stride(from: 0, to: bytes.count, by: 4) {
        #expect(bytes[i] <= bytes[i + 3] && bytes[i + 1] <= bytes[i + 3])
      }
    }
  }
}

extension SeededRandom {
  /// A coordinate mostly on a small grid, so points coincide often, and sometimes anywhere.
  mutating func fuzzCoordinate() -> Double {
    next(below: 4) == 0 ? Double(next(below: 200_000)) / 1000 - 50 : Double(next(below: 5)) * 10
  }
}
