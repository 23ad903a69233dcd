import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

/// `Pixmap.backdrop(x:y:width:height:sigma:saturation:)`: a material's backdrop, through the
/// one blur.
@Suite struct BackdropTests {
  /// 160×120, opaque, with stripes and a disc of several colors: something to blur.
  static func pattern() throws -> Pixmap {
    var canvas = try Pixmap(
      width: 160, height: 120, background: Color(red: 0.1, green: 0.6, blue: 0.3))
    for index in 0..<8 {
      canvas.fill(
        Path(CGRect(x: Double(index * 20), y: 0, width: 9, height: 120)),
        with: .color(Color(red: Double(index) / 7, green: 0.2, blue: 1 - Double(index) / 7)))
    }
    canvas.fill(Path(ellipseIn: CGRect(x: 50, y: 30, width: 60, height: 50)), with: .color(.white))
    return canvas
  }

  static func bytes(_ pixmap: Pixmap) -> [UInt8] {
    pixmap.withUnsafePremultipliedBytes { Array($0) }
  }

  // Away from the canvas's edges the backdrop is the whole canvas blurred, then cropped, byte
  // for byte: the exact kernel (σ < 3) and the box passes alike, below σ = 8.
  @Test(arguments: [1.5, 2.5, 4.0, 7.5])
  func awayFromTheEdgesItIsTheBlurOfTheWholeCanvas(sigma: Double) throws {
    let canvas = try Self.pattern()
    let grow = Int((3 * sigma).rounded(.up)) + 1
    let rect = (x: grow + 3, y: grow + 2, width: 40, height: 30)
    let backdrop = canvas.backdrop(
      x: rect.x, y: rect.y, width: rect.width, height: rect.height, sigma: sigma, saturation: 1)
    let whole = canvas.applying(.blur(radius: sigma))
      .cropped(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    #expect(Self.bytes(backdrop) == Self.bytes(whole))
  }

  // From σ = 8 the blur runs on 2×2 to 8×8 block means and is enlarged back: within 2/255
  // of the full-resolution blur on every channel.
  @Test(arguments: [8.0, 13.0, 20.0, 45.0])
  func aWideBlurAtReducedResolutionIsCloseToTheFullOne(sigma: Double) throws {
    let canvas = try Self.pattern()
    let rect = (x: 37, y: 21, width: 83, height: 71)
    let backdrop = Self.bytes(
      canvas.backdrop(
        x: rect.x, y: rect.y, width: rect.width, height: rect.height, sigma: sigma,
        saturation: 1))
    var whole = canvas.edgeExtended(x: -200, y: -200, width: 560, height: 520)
    whole.blur(sigma: sigma)
    let full = Self.bytes(
      whole.cropped(x: rect.x + 200, y: rect.y + 200, width: rect.width, height: rect.height))
    let largest = zip(backdrop, full).map { abs(Int($0) - Int($1)) }.max() ?? 0
    #expect(largest <= 2, "σ \(sigma): \(largest)")
  }

  @Test func theReductionGrowsWithSigma() {
    let factors = [7.9, 8, 15.9, 16, 32, 90, 1000].map { Pixmap.backdropReduction(sigma: $0) }
    #expect(factors == [1, 2, 2, 4, 8, 8, 8])
  }

  @Test func beyondTheEdgesTheEdgePixelsAreExtended() throws {
    let canvas = try Self.pattern()
    let part = canvas.edgeExtended(x: -3, y: -2, width: 170, height: 130)
    #expect(part.color(atX: 0, y: 0) == canvas.color(atX: 0, y: 0))
    #expect(part.color(atX: 2, y: 50) == canvas.color(atX: 0, y: 48))
    #expect(part.color(atX: 169, y: 129) == canvas.color(atX: 159, y: 119))
    #expect(part.color(atX: 100, y: 129) == canvas.color(atX: 97, y: 119))
    #expect(part.color(atX: 3, y: 2) == canvas.color(atX: 0, y: 0))
    #expect(part.color(atX: 60, y: 40) == canvas.color(atX: 57, y: 38))
    // Wholly outside: every pixel is the nearest corner's.
    let corner = canvas.edgeExtended(x: 200, y: -50, width: 4, height: 4)
    #expect(corner.color(atX: 1, y: 1) == canvas.color(atX: 159, y: 0))
  }

  // A uniform canvas blurs to itself up to its edges (a transparent margin would fade it).
  @Test func aUniformCanvasStaysUniformAtItsEdges() throws {
    let canvas = try Pixmap(
      width: 50, height: 40, background: Color(red: 0.2, green: 0.4, blue: 0.8))
    let backdrop = canvas.backdrop(x: 0, y: 0, width: 50, height: 40, sigma: 12, saturation: 1)
    #expect(Self.bytes(backdrop) == Self.bytes(canvas))
  }

  // Saturation: gray stays gray; a muted color moves away from its gray.
  @Test func saturationMakesColorsMoreVivid() throws {
    let gray = try Pixmap(width: 20, height: 20, background: Color(white: 0.5))
    #expect(
      Self.bytes(gray.backdrop(x: 5, y: 5, width: 10, height: 10, sigma: 4, saturation: 1.8))
        == Self.bytes(gray.cropped(x: 5, y: 5, width: 10, height: 10)))
    let muted = try Pixmap(
      width: 20, height: 20, background: Color(red: 0.6, green: 0.4, blue: 0.4))
    let vivid = muted.backdrop(x: 5, y: 5, width: 10, height: 10, sigma: 4, saturation: 1.8)
      .color(atX: 5, y: 5)
    #expect(vivid.red > 0.65 && vivid.green < 0.38, "\(vivid)")
  }

  // `replace(with:through:)` is a `.copy` draw through the mask, within rounding.
  @Test func replacingThroughAMaskIsACopyDraw() throws {
    let canvas = try Self.pattern()
    let mask = Rasterizer.coverage(
      of: Path(ellipseIn: CGRect(x: 30.5, y: 20.25, width: 50, height: 40)),
      clipTo: (width: 160, height: 120))
    let sized = try Pixmap(
      width: mask.width, height: mask.height,
      background: Color(red: 0.9, green: 0.1, blue: 0.5, opacity: 0.8))
    var expected = canvas
    var ours = canvas
    let inside = mask
    expected.draw(sized, atX: inside.originX, y: inside.originY, blendMode: .copy, clip: inside)
    ours.replace(with: sized, through: inside)
    let largest = zip(Self.bytes(expected), Self.bytes(ours)).map { abs(Int($0) - Int($1)) }.max()
    #expect((largest ?? 99) <= 1)
    // Outside the mask nothing moves; where it covers fully, the replacement is exact.
    #expect(ours.color(atX: 5, y: 5) == canvas.color(atX: 5, y: 5))
    #expect(
      ours.color(atX: 55, y: 40) == sized.color(atX: 55 - inside.originX, y: 40 - inside.originY))
  }
}
