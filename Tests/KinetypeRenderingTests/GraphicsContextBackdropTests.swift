import Foundation
import KinetypeCore
import KinetypeRaster
import Testing

@testable import KinetypeRendering

/// `drawBackdrop(in:radius:saturation:)`, a material's backdrop: what the canvas holds inside
/// the path becomes itself blurred; the rest of the canvas is untouched.
@Suite struct GraphicsContextBackdropTests {
  /// 120×80: black left of x = 60, white right of it, opaque.
  static func edge() throws -> Pixmap {
    var canvas = try Pixmap(width: 120, height: 80, background: .white)
    canvas.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 80)), with: .color(.black))
    return canvas
  }

  static let card = CGRect(x: 30, y: 20, width: 60, height: 40)

  @Test func blursTheEdgeInsideThePathOnly() throws {
    let before = try Self.edge()
    var canvas = before
    GraphicsContext.render(into: &canvas) { context in
      context.drawBackdrop(in: Path(Self.card), radius: 8)
    }
    // Inside, next to the edge: between black and white.
    let left = canvas.color(atX: 58, y: 40).red
    let right = canvas.color(atX: 61, y: 40).red
    #expect(left > 0.2 && left < 0.5 && right > 0.5 && right < 0.8, "\(left) \(right)")
    for y in 0..<80 {
      for x in 0..<120 where !Self.card.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
        #expect(canvas.color(atX: x, y: y) == before.color(atX: x, y: y), "(\(x), \(y))")
      }
    }
  }

  // Beyond the canvas the edge pixels are extended: a backdrop in the white corner stays
  // opaque white (a zero-padded blur would fade it towards transparent).
  @Test func theCanvasEdgesAreExtendedNotTransparent() throws {
    var canvas = try Self.edge()
    GraphicsContext.render(into: &canvas) { context in
      context.drawBackdrop(in: Path(CGRect(x: 100, y: 0, width: 20, height: 20)), radius: 6)
    }
    #expect(canvas.color(atX: 119, y: 0) == Color(red: 1, green: 1, blue: 1))
    #expect(canvas.color(atX: 110, y: 10) == Color(red: 1, green: 1, blue: 1))
  }

  // Inside a layer, the backdrop is what the layer holds (nothing): the canvas under the
  // layer is not blurred.
  @Test func insideALayerTheBackdropIsTheLayer() throws {
    let before = try Self.edge()
    var canvas = before
    GraphicsContext.render(into: &canvas) { context in
      context.drawLayer { layer in layer.drawBackdrop(in: Path(Self.card), radius: 8) }
    }
    #expect(
      canvas.withUnsafePremultipliedBytes { Array($0) }
        == before.withUnsafePremultipliedBytes { Array($0) })
  }

  @Test func opacityAndClipLimitTheBackdrop() throws {
    var half = try Self.edge()
    var full = try Self.edge()
    GraphicsContext.render(into: &full) { $0.drawBackdrop(in: Path(Self.card), radius: 8) }
    GraphicsContext.render(into: &half) { context in
      context.opacity = 0.5
      context.drawBackdrop(in: Path(Self.card), radius: 8)
    }
    // Half way between black and the blurred value.
    let blurred = full.color(atX: 58, y: 40).red
    #expect(abs(half.color(atX: 58, y: 40).red - blurred / 2) < 0.01)
    var clipped = try Self.edge()
    GraphicsContext.render(into: &clipped) { context in
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 60, height: 80)))
      context.drawBackdrop(in: Path(Self.card), radius: 8)
    }
    #expect(clipped.color(atX: 58, y: 40) == full.color(atX: 58, y: 40))
    #expect(clipped.color(atX: 61, y: 40) == Color(red: 1, green: 1, blue: 1))
  }

  @Test func aRadiusOverTheLimitIsClampedWithAWarning() throws {
    var canvas = try Self.edge()
    var limits = Limits()
    limits.blurRadius = 4
    var warnings: [Warning] = []
    GraphicsContext.render(into: &canvas, limits: limits) { context in
      context.drawBackdrop(in: Path(Self.card), radius: 50)
      warnings = context.warnings
    }
    #expect(warnings.contains { $0.kind == .clampedToLimit })
    var narrow = try Self.edge()
    GraphicsContext.render(into: &narrow) { $0.drawBackdrop(in: Path(Self.card), radius: 4) }
    #expect(canvas.color(atX: 58, y: 40) == narrow.color(atX: 58, y: 40))
  }
}
