import Foundation
import KinetypeCore
import KinetypeRaster
import Testing

/// `Pixmap.resampled(through:within:)`: what colour bitmaps (emoji) are drawn with.
@Suite struct ResamplingTests {
  /// An image whose columns alternate opaque black and opaque white.
  static func stripes(width: Int, height: Int) throws -> Pixmap {
    var bytes: [UInt8] = []
    for _ in 0..<height {
      for x in 0..<width { bytes += x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
    }
    return try Pixmap(width: width, height: height, premultipliedRGBA: bytes)
  }

  @Test func shrinking_averagesTheAreaNotTheNearestPixel() throws {
    // Halving one-pixel stripes: each output pixel covers one black and one white column, so
    // area averaging gives mid grey everywhere (nearest-neighbour would give all one colour).
    let image = try Self.stripes(width: 16, height: 4)
    let (half, x, y) = try #require(
      image.resampled(through: CGAffineTransform(scaleX: 0.5, y: 0.5)))
    #expect((x, y, half.width, half.height) == (0, 0, 8, 2))
    for column in 0..<8 {
      let (r, g, b, a) = half.premultipliedPixel(atX: column, y: 1)
      #expect(a == 255)
      #expect([r, g, b].allSatisfy { $0 == 128 || $0 == 127 }, "column \(column): \(r)")
    }
  }

  @Test func shrinking_keepsSolidInteriorsExact() throws {
    let red = try Pixmap(width: 64, height: 64, background: Color(red: 1, green: 0, blue: 0))
    let (small, _, _) = try #require(
      red.resampled(through: CGAffineTransform(scaleX: 0.75, y: 0.75)))
    #expect(small.width == 48)
    #expect(small.color(atX: 24, y: 24) == Color(red: 1, green: 0, blue: 0))
    #expect(small.isOpaque)
  }

  @Test func fractionalPlacement_spreadsCoverageWithoutLosingAny() throws {
    let square = try Pixmap(width: 10, height: 10, background: .black)
    let moved = CGAffineTransform(translationX: 3.25, y: 0)
    let (placed, x, _) = try #require(square.resampled(through: moved))
    #expect(x == 3)
    #expect(placed.width == 11)
    var alpha = 0
    for column in 0..<placed.width { alpha += Int(placed.premultipliedPixel(atX: column, y: 5).3) }
    // Ten pixels of coverage, split 3/4 + 1/4 at the edges: 10 × 255 within rounding.
    #expect(abs(alpha - 2550) <= 2)
    #expect(placed.premultipliedPixel(atX: 0, y: 5).3 == 191)
    #expect(placed.premultipliedPixel(atX: 10, y: 5).3 == 64)
  }

  @Test func quarterTurn_movesEveryPixelExactly() throws {
    var bytes: [UInt8] = []
    for y in 0..<4 {
      for x in 0..<6 { bytes += [UInt8(x * 40), UInt8(y * 60), 0, 255] }
    }
    let image = try Pixmap(width: 6, height: 4, premultipliedRGBA: bytes)
    // A clockwise quarter turn: (x, y) → (4 − y, x), so the result is 4 wide and 6 high.
    let turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 4, ty: 0)
    let (turned, x, y) = try #require(image.resampled(through: turn))
    #expect((x, y, turned.width, turned.height) == (0, 0, 4, 6))
    for sy in 0..<4 {
      for sx in 0..<6 {
        #expect(
          turned.premultipliedPixel(atX: 3 - sy, y: sx) == image.premultipliedPixel(atX: sx, y: sy))
      }
    }
  }

  @Test func rotation_shrinksByAreaFirst() throws {
    let image = try Self.stripes(width: 32, height: 32)
    // Half size and 30°: the stripes are finer than the output pixels, so every interior
    // pixel is the average grey, never a stripe.
    let transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 0.5, y: 0.5)
      .concatenating(CGAffineTransform(translationX: 20, y: 5))
    #expect(image.shrinkSize(under: transform).map { [$0.width, $0.height] } == [16, 16])
    let (turned, _, _) = try #require(image.resampled(through: transform))
    let (r, _, _, a) = turned.premultipliedPixel(atX: turned.width / 2, y: turned.height / 2)
    #expect(a == 255)
    #expect((120...135).contains(r))
  }

  @Test func resampling_rejectsWhatCannotBeDrawn() throws {
    let image = try Pixmap(width: 4, height: 4, background: .black)
    #expect(image.resampled(through: CGAffineTransform(scaleX: 0, y: 1)) == nil)
    #expect(image.resampled(through: CGAffineTransform(translationX: .nan, y: 0)) == nil)
    let outside = CGRect(x: 100, y: 100, width: 10, height: 10)
    #expect(image.resampled(through: .identity, within: outside) == nil)
    // A huge enlargement is cut to the bounds it may cover.
    let (cut, _, _) = try #require(
      image.resampled(
        through: CGAffineTransform(scaleX: 1e5, y: 1e5),
        within: CGRect(x: 0, y: 0, width: 64, height: 32)))
    #expect((cut.width, cut.height) == (64, 32))
  }
}
