import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

@Suite struct FilterTests {
  func square(_ size: Int = 40, color: Color = .white) throws -> Pixmap {
    var canvas = try Pixmap(width: size, height: size)
    canvas.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(color))
    return canvas
  }

  func alphaSum(_ canvas: Pixmap) -> Int {
    canvas.withUnsafePremultipliedBytes { bytes in
      stride(from: 3, to: bytes.count, by: 4).reduce(0) { $0 + Int(bytes[$1]) }
    }
  }

  @Test(arguments: [1.0, 2.0, 8.0])
  func blur_conservesAlphaAndHasNoDarkFringes(radius: Double) throws {
    var canvas = try Pixmap(width: 80, height: 80)
    canvas.fill(Path(CGRect(x: 30, y: 30, width: 20, height: 20)), with: .color(.white))
    let before = alphaSum(canvas)
    canvas.apply(.blur(radius: radius))
    #expect(abs(alphaSum(canvas) - before) < before / 100)
    // Premultiplied blur of white stays white wherever anything is visible.
    for y in 0..<80 {
      for x in 0..<80 where canvas.color(atX: x, y: y).opacity > 0.05 {
        #expect(canvas.color(atX: x, y: y).red > 0.9)
      }
    }
    #expect(canvas.color(atX: 40, y: 40).opacity > 0.5)
  }

  @Test(arguments: [2.0, 8.0, 24.0])
  func blur_spreadMatchesSigma(radius: Double) throws {
    // Blur an opaque band 21 px wide: the row profile's variance grows by σ².
    let size = 301
    var canvas = try Pixmap(width: size, height: size)
    canvas.fill(Path(CGRect(x: 140, y: 0, width: 21, height: 301)), with: .color(.black))
    canvas.apply(.blur(radius: radius))
    var total = 0.0
    var moment = 0.0
    for x in 0..<size {
      let a = canvas.color(atX: x, y: 150).opacity
      total += a
      moment += a * (Double(x) - 150) * (Double(x) - 150)
    }
    let bandVariance = (21.0 * 21.0 - 1) / 12
    let sigma = (moment / total - bandVariance).squareRoot()
    #expect(abs(sigma - radius) < max(0.2, radius * 0.02), "σ measured \(sigma)")
  }

  @Test(arguments: [3.0, 4.5, 8.0, 24.0, 100.0])
  func blur_extendedBoxesHaveTheGaussianVariance(sigma: Double) {
    let box = ExtendedBox(sigma: sigma)
    #expect(abs(3 * box.variance - sigma * sigma) < 1e-9 * sigma * sigma)
    #expect(box.alpha >= 0 && box.alpha < 1)
  }

  @Test func blur_zeroRadiusIsIdentity() throws {
    let canvas = try square()
    var blurred = canvas
    blurred.apply(.blur(radius: 0))
    #expect(blurred.color(atX: 10, y: 10) == canvas.color(atX: 10, y: 10))
    #expect(blurred.color(atX: 9, y: 10) == .clear)
  }

  @Test func shadow_isOffsetBeneathContent() throws {
    var canvas = try square(color: .red)
    canvas.apply(.shadow(color: .black, radius: 0, x: 5, y: 5))
    #expect(canvas.color(atX: 32, y: 32) == .black)
    #expect(canvas.color(atX: 20, y: 20) == .red)
    #expect(canvas.color(atX: 8, y: 8).opacity == 0)
  }

  @Test func colorFilters() throws {
    let base = try square(color: Color(red: 0.8, green: 0.4, blue: 0.2))
    let gray = base.applying(.grayscale(1)).color(atX: 15, y: 15)
    #expect(abs(gray.red - gray.green) < 0.01 && abs(gray.green - gray.blue) < 0.01)
    let multiplied = base.applying(.colorMultiply(Color(red: 0.5, green: 1, blue: 1, opacity: 0.5)))
      .color(atX: 15, y: 15)
    #expect(abs(multiplied.red - 0.4) < 0.01 && abs(multiplied.opacity - 0.5) < 0.01)
    let brighter = base.applying(.brightness(0.1)).color(atX: 15, y: 15)
    #expect(abs(brighter.green - 0.5) < 0.01)
    let desaturated = base.applying(.saturation(0)).color(atX: 15, y: 15)
    #expect(abs(desaturated.red - desaturated.blue) < 0.01)
    let inverted = base.applying(.colorInvert()).color(atX: 15, y: 15)
    #expect(abs(inverted.red - 0.2) < 0.01)
    let flat = base.applying(.contrast(0)).color(atX: 15, y: 15)
    #expect(abs(flat.red - 0.5) < 0.01)
    // A full turn is the identity (the other angles are in FilterReferenceTests).
    let turned = base.applying(.hueRotation(.degrees(360))).color(atX: 15, y: 15)
    #expect(abs(turned.red - 0.8) <= 1 / 255 && abs(turned.green - 0.4) <= 1 / 255)
    #expect(abs(turned.blue - 0.2) <= 1 / 255)
  }

  @Test func alphaThreshold_keepsOnlyAlphaInRange() throws {
    var canvas = try square()
    canvas.apply(.blur(radius: 3))
    canvas.apply(.alphaThreshold(min: 0.5, color: .blue))
    #expect(canvas.color(atX: 20, y: 20) == .blue)
    #expect(canvas.color(atX: 3, y: 3).opacity == 0)
    canvas.withUnsafePremultipliedBytes { bytes in
      #expect(
        stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 0 || bytes[$0] == 255 })
    }
  }

  @Test func luminanceToAlpha_makesBlackMask() throws {
    var canvas = try square(color: .white)
    canvas.apply(.luminanceToAlpha)
    let c = canvas.color(atX: 20, y: 20)
    #expect(c.red == 0 && c.opacity > 0.99)
  }
}
