import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

/// SwiftUI's blur and shadow options and the projection filter, each against what it is
/// documented to do.
@Suite struct FilterOptionTests {
  static func square(
    _ size: Int = 40, rect: CGRect = CGRect(x: 10, y: 10, width: 20, height: 20),
    color: Color = .red
  ) throws -> Pixmap {
    var canvas = try Pixmap(width: size, height: size)
    canvas.fill(Path(rect), with: .color(color))
    return canvas
  }

  @Test func blurOpaque_dividesByAlphaSoEveryPixelIsOpaque() throws {
    var canvas = try Pixmap(width: 40, height: 40, background: Color(red: 0.2, green: 0.6, blue: 1))
    canvas.apply(.blur(radius: 4, options: .opaque))
    // Edges faded into transparency are divided back to full color: the picture is unchanged.
    for (x, y) in [(0, 0), (20, 20), (39, 0), (5, 38)] {
      let color = canvas.color(atX: x, y: y)
      #expect(color.opacity == 1)
      #expect(abs(color.blue - 1) < 0.02 && abs(color.red - 0.2) < 0.02, "\(x),\(y): \(color)")
    }
    var plain = try Pixmap(width: 40, height: 40, background: Color(red: 0.2, green: 0.6, blue: 1))
    plain.apply(.blur(radius: 4))
    #expect(plain.color(atX: 0, y: 0).opacity < 0.5)
    // Pixels the blur leaves empty stay empty.
    var shape = try Pixmap(width: 60, height: 60)
    shape.fill(Path(CGRect(x: 20, y: 20, width: 20, height: 20)), with: .color(.blue))
    shape.apply(.blur(radius: 2, options: .opaque))
    #expect(shape.color(atX: 18, y: 30).opacity == 1)
    #expect(shape.color(atX: 2, y: 2).opacity == 0)
  }

  @Test func blurDither_keepsTheMeanAndStaysWithinOneStep() throws {
    // A wide soft ramp, blurred with and without dithering.
    var base = try Pixmap(width: 96, height: 16)
    base.fill(Path(CGRect(x: 0, y: 0, width: 48, height: 16)), with: .color(.black))
    var plain = base
    plain.apply(.blur(radius: 12))
    var dithered = base
    dithered.apply(.blur(radius: 12, options: .dithers))
    var differing = 0
    var sumPlain = 0
    var sumDithered = 0
    for y in 0..<16 {
      for x in 0..<96 {
        let a = Int(plain.premultipliedPixel(atX: x, y: y).3)
        let b = Int(dithered.premultipliedPixel(atX: x, y: y).3)
        #expect(abs(a - b) <= 1)
        if a != b { differing += 1 }
        sumPlain += a
        sumDithered += b
      }
    }
    #expect(differing > 50, "the dither changed \(differing) pixels")
    #expect(abs(sumPlain - sumDithered) < 16 * 96 / 8, "the mean moved")
    // Deterministic: the same input dithers the same way.
    var again = base
    again.apply(.blur(radius: 12, options: .dithers))
    let first = dithered.withUnsafePremultipliedBytes { Array($0) }
    let second = again.withUnsafePremultipliedBytes { Array($0) }
    #expect(first == second)
  }

  @Test func shadow_optionsPlaceAndShapeTheShadow() throws {
    let base = try Self.square()
    // Below (default): the content wins where both are.
    let below = base.applying(.shadow(color: .blue, radius: 0, x: 4, y: 4))
    #expect(below.color(atX: 20, y: 20) == .red)
    #expect(below.color(atX: 32, y: 32) == .blue)
    // Above: the shadow covers the content where they overlap.
    let above = base.applying(.shadow(color: .blue, radius: 0, x: 4, y: 4, options: .above))
    #expect(above.color(atX: 20, y: 20) == .blue)
    #expect(above.color(atX: 11, y: 11) == .red)
    // Only: the content is gone.
    let only = base.applying(.shadow(color: .blue, radius: 0, x: 4, y: 4, options: .only))
    #expect(only.color(atX: 11, y: 11).opacity == 0)
    #expect(only.color(atX: 32, y: 32) == .blue)
    // Inverted alpha, above, source-atop: an inner shadow along the top-left inside edges.
    let inner = base.applying(
      .shadow(
        color: .blue, radius: 0, x: 4, y: 4, blendMode: .sourceAtop,
        options: [.above, .invertsAlpha]))
    #expect(inner.color(atX: 11, y: 11) == .blue)  // inside, within 4 px of the top-left edge
    #expect(inner.color(atX: 20, y: 20) == .red)  // deeper inside: content
    #expect(inner.color(atX: 5, y: 5).opacity == 0)  // outside: nothing
  }

  @Test func shadow_fractionalOffsetIsBilinear() throws {
    let base = try Self.square(color: .black)
    let half = base.applying(.shadow(color: .black, radius: 0, x: 0.5, y: 0, options: .only))
    // The column the shadow half enters is half covered.
    #expect(abs(half.color(atX: 10, y: 20).opacity - 0.5) < 0.01)
    #expect(half.color(atX: 30, y: 20).opacity > 0.49 && half.color(atX: 30, y: 20).opacity < 0.51)
    #expect(half.color(atX: 20, y: 20).opacity == 1)
  }

  @Test func projection_affineMovesPixelsAndPerspectiveFollowsTheHomography() throws {
    let base = try Self.square()
    let moved = base.applying(
      .projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 5, y: -3))))
    #expect(moved.color(atX: 15, y: 7) == .red)
    #expect(moved.color(atX: 12, y: 12).opacity == 0)
    #expect(moved.color(atX: 34, y: 26) == .red)
    // A perspective matrix: a source pixel centre p maps to (p·M) / w; the square's centre
    // lands where the formula says.
    var perspective = ProjectionTransform()
    perspective.m13 = 0.004
    let projected = base.applying(.projectionTransform(perspective))
    let center = try #require(CGPoint(x: 20, y: 20).applying(perspective))
    let (cx, cy) = (Int(center.x), Int(center.y))
    #expect(projected.color(atX: cx, y: cy) == .red)
    let corner = try #require(CGPoint(x: 30, y: 30).applying(perspective))
    #expect(projected.color(atX: Int(corner.x) + 1, y: Int(corner.y) + 1).opacity == 0)
    #expect(projected.color(atX: Int(corner.x) - 1, y: Int(corner.y) - 1).opacity > 0.5)
  }

  @Test func projectionTransform_invertsAndConcatenates() throws {
    var m = ProjectionTransform(CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: -2))
    m.m13 = 0.001
    m.m23 = -0.002
    let point = CGPoint(x: 7, y: 11)
    let there: CGPoint? = point.applying(m)
    let back: CGPoint? = there.flatMap { $0.applying(m.inverted()) }
    #expect(back.map { abs($0.x - 7) < 1e-9 && abs($0.y - 11) < 1e-9 } == true)
    let product = m.concatenating(m.inverted())
    for value in [product.m11, product.m22, product.m33] { #expect(abs(value - 1) < 1e-12) }
    for value in [product.m12, product.m13, product.m21, product.m23, product.m31, product.m32] {
      #expect(abs(value) < 1e-12)
    }
    var singular = ProjectionTransform()
    singular.m11 = 0
    singular.m21 = 0
    singular.m31 = 0
    let inverted = singular.invert()
    #expect(!inverted)
  }
}
