import Foundation
import KinetypeCore
import KinetypeMotion
import Testing

@testable import KinetypeRaster

/// Random and degenerate paths through the fill and the stroker, with NaN, infinite and huge
/// coordinates among them: nothing may trap or hang, and every result must keep properties that
/// hold for any path.
@Suite struct FuzzTests {
  /// A random path, and how many of the points it was given were not finite.
  static func randomPath(_ random: inout SeededRandom) -> (path: Path, nonFinitePoints: Int) {
    var path = Path()
    var nonFinite = 0
    for _ in 0..<(1 + random.next(below: 12)) {
      func p() -> CGPoint {
        let point = CGPoint(x: random.fuzzCoordinate(), y: random.fuzzCoordinate())
        if !point.isFinite { nonFinite += 1 }
        return point
      }
      switch random.next(below: 6) {
      case 0: path.move(to: p())
      case 1, 2: path.addLine(to: p())
      case 3: path.addQuadCurve(to: p(), control: p())
      case 4: path.addCurve(to: p(), control1: p(), control2: p())
      default: path.closeSubpath()
      }
    }
    return (path, nonFinite)
  }

  static let transforms = [
    CGAffineTransform.identity, CGAffineTransform(rotationAngle: 0.3),
    CGAffineTransform(scaleX: 3, y: 0.5),
    CGAffineTransform(a: 1, b: 0, c: 0.7, d: 1, tx: 0.3, ty: -0.2),
  ]

  @Test func fuzz_randomPathsFillAndStroke() throws {
    var random = SeededRandom(seed: 42)
    var canvas = try Pixmap(width: 64, height: 64)
    var nonFinitePaths = 0
    var hugePaths = 0
    var filledPaths = 0
    for iteration in 0..<400 {
      let (path, nonFinitePoints) = FuzzTests.randomPath(&random)
      if nonFinitePoints > 0 { nonFinitePaths += 1 }
      let style = StrokeStyle(
        lineWidth: [0.1, 1, 3, 12][random.next(below: 4)],
        lineCap: LineCap.allCases[random.next(below: 3)],
        lineJoin: LineJoin.allCases[random.next(below: 3)],
        miterLimit: [1, 4, 10][random.next(below: 3)],
        dash: iteration % 5 == 0 ? [3, 2] : [], dashPhase: 1)
      let transform = Self.transforms[random.next(below: 4)]
      let clip = (width: 64, height: 64)
      let nonZero = Rasterizer.coverage(of: path, transform: transform, clipTo: clip)
      let evenOdd = Rasterizer.coverage(
        of: path, transform: transform, style: FillStyle(eoFill: true), clipTo: clip)
      let stroke = Rasterizer.strokeCoverage(
        of: path, style: style, transform: transform, clipTo: clip)
      for mask in [nonZero, evenOdd, stroke] {
        // Every mask lies inside the canvas it was clipped to.
        #expect(mask.values.count == mask.width * mask.height)
        if mask.width > 0 {
          #expect(mask.originX >= 0 && mask.originY >= 0)
          #expect(mask.originX + mask.width <= 64 && mask.originY + mask.height <= 64)
        }
      }
      // A path leaves out the elements with a NaN or infinite point.
      #expect(path.isFinite, "iteration \(iteration)")
      if path.controlPointBounds.width > 1e6 || path.controlPointBounds.height > 1e6 {
        hugePaths += 1
      }
      if nonZero.values.contains(where: { $0 > 0 }) { filledPaths += 1 }
      // The even-odd interior is inside the nonzero one, pixel by pixel.
      for y in 0..<64 {
        for x in 0..<64 where evenOdd.coverage(atX: x, y: y) > nonZero.coverage(atX: x, y: y) {
          Issue.record("iteration \(iteration): even-odd covers (\(x), \(y)) more than nonzero")
        }
      }
      canvas.fill(
        path, with: .color(.black), style: FillStyle(eoFill: iteration % 2 == 0),
        transform: transform)
      canvas.stroke(path, with: .color(.red), style: style, transform: transform)
    }
    // The generator reached every kind of input it is meant to.
    #expect(nonFinitePaths > 20 && hugePaths > 20 && filledPaths > 20)
    // Every pixel is still valid premultiplied data: no color channel above alpha.
    canvas.withUnsafePremultipliedBytes { bytes in
      for i in stride(from: 0, to: bytes.count, by: 4) {
        #expect(
          bytes[i] <= bytes[i + 3] && bytes[i + 1] <= bytes[i + 3] && bytes[i + 2] <= bytes[i + 3])
      }
    }
  }

  @Test func fuzz_fillIsTranslationInvariant() {
    // Moving a path by whole pixels moves its coverage by exactly as much.
    var random = SeededRandom(seed: 7)
    for _ in 0..<100 {
      let path = FuzzTests.randomPath(&random).path.applying(CGAffineTransform(scaleX: 0.1, y: 0.1))
      let here = Rasterizer.coverage(of: path)
      let there = Rasterizer.coverage(
        of: path, transform: CGAffineTransform(translationX: 5, y: -3))
      // Compared pixel by pixel: the masks' boxes may differ by an empty row or column.
      let box = here.bounds.union(there.bounds.offsetBy(dx: -5, dy: 3))
      guard !box.isNull, box.width * box.height < 1e6 else { continue }
      var differing = 0
      for y in Int(box.minY)..<Int(box.maxY) {
        for x in Int(box.minX)..<Int(box.maxX)
        where here.coverage(atX: x, y: y) != there.coverage(atX: x + 5, y: y - 3) {
          differing += 1
        }
      }
      #expect(differing == 0, "\(differing) pixels differ for \(path.elements)")
    }
  }
}

extension SeededRandom {
  /// A coordinate mostly on a small grid, so points coincide often, sometimes anywhere nearby,
  /// and now and then NaN, infinite or huge.
  mutating func fuzzCoordinate() -> Double {
    switch next(below: 40) {
    case 0: return .nan
    case 1: return next(below: 2) == 0 ? .infinity : -.infinity
    case 2: return next(below: 2) == 0 ? 1e300 : -1e9
    case 3...12: return Double(next(below: 200_000)) / 1000 - 50
    default: return Double(next(below: 5)) * 10
    }
  }
}
