import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeText
import Testing

/// Issue 5's glide test: one round glyph drawn at x = 10.00, 10.05, …, 11.00.
@Suite struct SubpixelQuantizationTests {
  static let positions = (0...20).map { 10 + Double($0) * 0.05 }

  static func centroids(options: DrawingOptions) throws -> [Double] {
    let layout = try Text.Layout(Text("o").font(.system(size: 48)), fonts: Fixtures.fonts)
    let slice = try #require(layout.first?.first?.first)
    return try positions.map { x in
      var canvas = try Pixmap(width: 80, height: 80, background: .white)
      GraphicsContext.render(into: &canvas) { context in
        context.translateBy(x: x, y: 10)
        context.draw(slice, options: options)
      }
      return Ink.centroidX(canvas)
    }
  }

  @Test func subpixel_disabledQuantizationFollowsTheTruePosition() throws {
    let centroids = try Self.centroids(options: .disablesSubpixelQuantization)
    let base = centroids[0] - Self.positions[0]
    for (x, centroid) in zip(Self.positions, centroids) {
      #expect(
        abs((centroid - base) - x) < 0.03, "at x = \(x): centroid moved to \(centroid - base)")
    }
  }

  @Test func subpixel_quantizationMovesInQuarterPixelSteps() throws {
    let centroids = try Self.centroids(options: [])
    let base = centroids[0] - Self.positions[0]
    for (x, centroid) in zip(Self.positions, centroids) {
      let snapped = (x * 4).rounded() / 4
      #expect(
        abs((centroid - base) - snapped) < 0.03, "at x = \(x): expected the 1/4 px bin \(snapped)")
    }
    // And it really is quantized: 10.00 and 10.10 draw identically.
    #expect(abs(centroids[0] - centroids[2]) < 1e-9)
  }
}
