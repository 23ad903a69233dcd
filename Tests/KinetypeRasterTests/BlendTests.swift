import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

@Suite struct BlendTests {
  /// Paints one full-coverage pixel of `source` over `destination` in `mode`.
  func blend(_ source: Color, over destination: Color, _ mode: BlendMode, space: BlendSpace = .sRGB)
    throws -> Color
  {
    var canvas = try Pixmap(width: 1, height: 1, background: destination)
    canvas.blendSpace = space
    canvas.composite(
      CoverageMask(fullyCovering: 0, y: 0, width: 1, height: 1), with: .color(source),
      blendMode: mode)
    return canvas.color(atX: 0, y: 0)
  }

  func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }

  @Test func blend_separableModesOnGrays() throws {
    let gray = Color(white: 0.5)
    let light = Color(white: 0.8)
    #expect(near(try blend(gray, over: gray, .multiply).red, 0.25))
    #expect(near(try blend(gray, over: gray, .screen).red, 0.75))
    #expect(near(try blend(gray, over: light, .darken).red, 0.5))
    #expect(near(try blend(gray, over: light, .lighten).red, 0.8))
    #expect(near(try blend(light, over: gray, .difference).red, 0.3))
    #expect(near(try blend(light, over: gray, .exclusion).red, 0.5))
    // Overlay is hard light with the layers swapped; a 0.5 source would not tell them apart
    // (both give the backdrop), so the source is 0.2: overlay screens the light backdrop,
    // hard light multiplies, soft light darkens slightly.
    let dark = Color(white: 0.2)
    #expect(near(try blend(dark, over: light, .overlay).red, 0.68))
    #expect(near(try blend(dark, over: light, .hardLight).red, 0.32))
    #expect(near(try blend(dark, over: light, .softLight).red, 0.704))
    #expect(near(try blend(light, over: gray, .hardLight).red, 0.8))
    #expect(near(try blend(gray, over: gray, .colorDodge).red, 1))
    #expect(near(try blend(gray, over: light, .colorBurn).red, 0.6))
  }

  @Test func blend_plusModesSaturate() throws {
    let a = Color(white: 0.7)
    #expect(try blend(a, over: a, .plusLighter).red == 1)
    #expect(near(try blend(a, over: a, .plusDarker).red, 0.4))
    #expect(try blend(Color(white: 0.3), over: Color(white: 0.4), .plusDarker).red == 0)
  }

  @Test func blend_porterDuffModes() throws {
    let red = Color.red
    let halfBlue = Color(red: 0, green: 0, blue: 1, opacity: 0.5)
    #expect(try blend(red, over: halfBlue, .clear).opacity == 0)
    #expect(try blend(halfBlue, over: red, .copy) == blend(halfBlue, over: .clear, .normal))
    #expect(try blend(red, over: .clear, .sourceAtop).opacity == 0)
    #expect(near(try blend(red, over: halfBlue, .sourceAtop).opacity, 0.5))
    #expect(near(try blend(halfBlue, over: red, .destinationOut).opacity, 0.5))
    #expect(near(try blend(halfBlue, over: red, .destinationIn).opacity, 0.5))
    let under = try blend(Color(red: 1, green: 0, blue: 0), over: halfBlue, .destinationOver)
    #expect(near(under.blue, 0.5) && near(under.red, 0.5) && under.opacity == 1)
    #expect(near(try blend(red, over: halfBlue, .sourceIn).opacity, 0.5))
    #expect(near(try blend(red, over: halfBlue, .sourceOut).opacity, 0.5))
    #expect(near(try blend(halfBlue, over: halfBlue, .xor).opacity, 0.5))
  }

  @Test func blend_nonSeparableModesKeepLuminosity() throws {
    let red = Color(red: 0.9, green: 0.1, blue: 0.1)
    let gray = Color(white: 0.5)
    let colored = try blend(red, over: gray, .color)
    let luminance = 0.3 * colored.red + 0.59 * colored.green + 0.11 * colored.blue
    #expect(abs(luminance - 0.5) < 0.02)
    #expect(colored.red > colored.green)
    let lum = try blend(gray, over: red, .luminosity)
    #expect(abs(0.3 * lum.red + 0.59 * lum.green + 0.11 * lum.blue - 0.5) < 0.02)
    #expect(try blend(gray, over: red, .saturation).red < 0.4)  // zero saturation → gray
  }

  @Test(arguments: BlendMode.allCases)
  func blend_transparentSourceOnlyChangesClearingModes(mode: BlendMode) throws {
    let result = try blend(.clear, over: .red, mode)
    let clears: Set<BlendMode> = [
      .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop,
    ]
    #expect((result.opacity == 0) == clears.contains(mode))
  }

  @Test func blend_partialCoverageMixes() throws {
    var canvas = try Pixmap(width: 1, height: 1, background: .white)
    canvas.composite(
      CoverageMask(originX: 0, originY: 0, width: 1, height: 1, values: [128]),
      with: .color(.black), blendMode: .multiply)
    #expect(near(canvas.color(atX: 0, y: 0).red, 0.5))
  }

  @Test func blend_linearSpaceMixesLight() throws {
    // Half-covered white over black: 50 % light is sRGB 0.735 in linear blending, 0.5 in sRGB.
    for (space, expected) in [(BlendSpace.sRGB, 0.5), (.linear, 0.735)] {
      var canvas = try Pixmap(width: 1, height: 1, background: .black)
      canvas.blendSpace = space
      canvas.composite(
        CoverageMask(originX: 0, originY: 0, width: 1, height: 1, values: [128]),
        with: .color(.white))
      #expect(abs(canvas.color(atX: 0, y: 0).red - expected) < 0.01, "\(space)")
    }
  }

  @Test func gradient_linearAndRadialEnds() throws {
    let gradient = Gradient(colors: [.black, .white])
    var canvas = try Pixmap(width: 100, height: 10)
    canvas.fill(
      Path(CGRect(x: 0, y: 0, width: 100, height: 10)),
      with: .linearGradient(
        gradient, startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 100, y: 0)))
    #expect(canvas.color(atX: 0, y: 5).red < 0.02)
    #expect(canvas.color(atX: 99, y: 5).red > 0.98)
    #expect(abs(canvas.color(atX: 50, y: 5).red - 0.5) < 0.02)
    var radial = try Pixmap(width: 41, height: 41)
    radial.fill(
      Path(CGRect(x: 0, y: 0, width: 41, height: 41)),
      with: .radialGradient(
        gradient, center: CGPoint(x: 20.5, y: 20.5), startRadius: 0, endRadius: 20))
    #expect(radial.color(atX: 20, y: 20).red < 0.05)
    #expect(radial.color(atX: 20, y: 0).red > 0.95)
    #expect(abs(radial.color(atX: 30, y: 20).red - 0.5) < 0.05)
  }

  @Test func gradient_fadeToClearNeverDarkens() throws {
    var canvas = try Pixmap(width: 64, height: 1)
    canvas.fill(
      Path(CGRect(x: 0, y: 0, width: 64, height: 1)),
      with: .linearGradient(
        Gradient(colors: [.white, .clear]), startPoint: .zero, endPoint: CGPoint(x: 64, y: 0)))
    for x in 0..<60 { #expect(canvas.color(atX: x, y: 0).red > 0.97) }
  }
}
