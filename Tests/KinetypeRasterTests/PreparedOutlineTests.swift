import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

/// The glyph path's fast path (``Rasterizer/coverage(of:offsetX:offsetY:)``: a path converted
/// and flattened once, moved per draw) must give the bytes of the general path (the path
/// rasterized under the translation, which also flattens before it moves) for every offset, or
/// a glyph would change pixels between its moving and resting frames.
@Suite struct PreparedOutlineTests {
  /// Random closed contours of lines, quadratic and cubic curves. With `fontGrid`, coordinates
  /// are multiples of 7/512 px (a 2,048-unit font at 28 px), where 26.6 rounding meets exact
  /// ties: the case where flattening before moving and after moving round differently, so the
  /// two routes must do it in the same order.
  static func randomPath(_ random: inout PixmapClearTests.Random, fontGrid: Bool) -> Path {
    func coordinate() -> Double {
      fontGrid
        ? Double(random.int(-600..<2_600)) * 7 / 512
        : random.double(-3...31)
    }
    var path = Path()
    for _ in 0..<random.int(1..<4) {
      path.move(to: CGPoint(x: coordinate(), y: coordinate()))
      for _ in 0..<random.int(2..<7) {
        let end = CGPoint(x: coordinate(), y: coordinate())
        switch random.int(0..<3) {
        case 0: path.addLine(to: end)
        case 1: path.addQuadCurve(to: end, control: CGPoint(x: coordinate(), y: coordinate()))
        default:
          path.addCurve(
            to: end, control1: CGPoint(x: coordinate(), y: coordinate()),
            control2: CGPoint(x: coordinate(), y: coordinate()))
        }
      }
      path.closeSubpath()
    }
    return path
  }

  @Test(arguments: [false, true])
  func preparedOutline_movedEqualsTheTranslatedPath(fontGrid: Bool) throws {
    var random = PixmapClearTests.Random(state: fontGrid ? 7 : 11)
    for round in 0..<300 {
      let path = Self.randomPath(&random, fontGrid: fontGrid)
      let prepared = try #require(PreparedOutline(path))
      // Subpixel bins of 1/64 px (the glyph cache's exact grid) and 1/4 px, and any offset.
      let x =
        round % 3 == 0
        ? random.double(-40...40) : Double(random.int(-64 * 8..<64 * 8)) / 64
      let y = round % 3 == 1 ? random.double(-40...40) : Double(random.int(0..<64)) / 64
      let general = Rasterizer.coverage(
        of: path, transform: CGAffineTransform(translationX: x, y: y))
      let fast = Rasterizer.coverage(of: prepared, offsetX: x, offsetY: y)
      #expect(fast == general, "round \(round), offset (\(x), \(y))")
    }
  }
}
