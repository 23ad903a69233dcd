import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

/// Every color filter against its definition, written here from the W3C Filter Effects
/// Module Level 1 (§ 9.6 `feColorMatrix`, § 12 the CSS shorthands' equivalents) and Core
/// Image's brightness, independently of the implementation: a pixel through the filter must
/// match the formula applied to its straight color within one 8-bit step.
@Suite struct FilterReferenceTests {
  /// Straight sRGB colors, some translucent, used for every filter.
  static let samples: [Color] = [
    Color(red: 0.8, green: 0.4, blue: 0.2),
    Color(red: 0.1, green: 0.7, blue: 0.9, opacity: 0.6),
    Color(red: 1, green: 1, blue: 1),
    Color(red: 0.25, green: 0.5, blue: 0.75, opacity: 0.8),
  ]

  /// `color` as one pixel through `filter`, straight.
  static func filtered(_ color: Color, _ filter: Filter) throws -> (Double, Double, Double, Double)
  {
    var pixmap = try Pixmap(width: 1, height: 1, background: color)
    pixmap.apply(filter)
    let (r, g, b, a) = pixmap.premultipliedPixel(atX: 0, y: 0)
    let alpha = Double(a) / 255
    guard alpha > 0 else { return (0, 0, 0, 0) }
    return (Double(r) / 255 / alpha, Double(g) / 255 / alpha, Double(b) / 255 / alpha, alpha)
  }

  /// The color as stored: premultiplied bytes, read back straight (what filters start from).
  static func stored(_ color: Color) throws -> (Double, Double, Double, Double) {
    let pixmap = try Pixmap(width: 1, height: 1, background: color)
    let (r, g, b, a) = pixmap.premultipliedPixel(atX: 0, y: 0)
    let alpha = Double(a) / 255
    return (Double(r) / 255 / alpha, Double(g) / 255 / alpha, Double(b) / 255 / alpha, alpha)
  }

  /// A 3×3 (or 4×5) row-major matrix applied as `feColorMatrix` does.
  static func apply(_ m: [Double], to c: (Double, Double, Double, Double)) -> (
    Double, Double, Double, Double
  ) {
    func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
    if m.count == 9 {
      return (
        clamp(m[0] * c.0 + m[1] * c.1 + m[2] * c.2), clamp(m[3] * c.0 + m[4] * c.1 + m[5] * c.2),
        clamp(m[6] * c.0 + m[7] * c.1 + m[8] * c.2), c.3
      )
    }
    func row(_ i: Int) -> Double {
      clamp(m[i] * c.0 + m[i + 1] * c.1 + m[i + 2] * c.2 + m[i + 3] * c.3 + m[i + 4])
    }
    return (row(0), row(5), row(10), row(15))
  }

  static func expectClose(
    _ actual: (Double, Double, Double, Double), _ expected: (Double, Double, Double, Double),
    _ label: String, tolerance: Double = 1.5 / 255
  ) {
    // Color is meaningless where alpha is 0, and coarse where alpha is low (8-bit storage).
    let colorTolerance = expected.3 > 0 ? tolerance / max(expected.3, 0.05) : .infinity
    #expect(abs(actual.0 - expected.0) <= colorTolerance, "\(label) red \(actual) vs \(expected)")
    #expect(abs(actual.1 - expected.1) <= colorTolerance, "\(label) green \(actual) vs \(expected)")
    #expect(abs(actual.2 - expected.2) <= colorTolerance, "\(label) blue \(actual) vs \(expected)")
    #expect(abs(actual.3 - expected.3) <= tolerance, "\(label) alpha \(actual) vs \(expected)")
  }

  @Test(arguments: [0.0, 0.3, 1.0, 2.5])
  func saturate_matchesW3CMatrix(amount s: Double) throws {
    let m = [
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
    ]
    for color in Self.samples {
      Self.expectClose(
        try Self.filtered(color, .saturation(s)), Self.apply(m, to: try Self.stored(color)),
        "saturate(\(s))")
    }
  }

  @Test(arguments: [0.0, 0.4, 1.0, 3.0])
  func grayscale_matchesW3CMatrixWithClampedAmount(amount: Double) throws {
    let t = 1 - min(1, amount)
    let m = [
      0.2126 + 0.7874 * t, 0.7152 - 0.7152 * t, 0.0722 - 0.0722 * t,
      0.2126 - 0.2126 * t, 0.7152 + 0.2848 * t, 0.0722 - 0.0722 * t,
      0.2126 - 0.2126 * t, 0.7152 - 0.7152 * t, 0.0722 + 0.9278 * t,
    ]
    for color in Self.samples {
      Self.expectClose(
        try Self.filtered(color, .grayscale(amount)), Self.apply(m, to: try Self.stored(color)),
        "grayscale(\(amount))")
    }
  }

  @Test(arguments: [30.0, 90.0, 180.0, 270.0])
  func hueRotate_matchesW3CMatrix(degrees: Double) throws {
    let a = degrees * .pi / 180
    let (c, s) = (cos(a), sin(a))
    let m = [
      0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
      0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
      0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
    ]
    for color in Self.samples {
      Self.expectClose(
        try Self.filtered(color, .hueRotation(.degrees(degrees))),
        Self.apply(m, to: try Self.stored(color)), "hue-rotate(\(degrees)deg)")
    }
  }

  @Test(arguments: [0.0, 0.3, 1.0])
  func invert_matchesCSSTransferFunction(amount: Double) throws {
    // CSS invert(a): feComponentTransfer table [a, 1 − a] on R, G, B.
    for color in Self.samples {
      let c = try Self.stored(color)
      let expected = (
        amount + c.0 * (1 - 2 * amount), amount + c.1 * (1 - 2 * amount),
        amount + c.2 * (1 - 2 * amount), c.3
      )
      Self.expectClose(
        try Self.filtered(color, .colorInvert(amount)), expected, "invert(\(amount))")
    }
  }

  @Test(arguments: [0.0, 0.5, 1.5])
  func contrast_matchesCSSTransferFunction(amount: Double) throws {
    // CSS contrast(a): linear transfer, slope a, intercept −a/2 + 1/2.
    for color in Self.samples {
      let c = try Self.stored(color)
      func f(_ v: Double) -> Double { min(1, max(0, amount * v - amount / 2 + 0.5)) }
      Self.expectClose(
        try Self.filtered(color, .contrast(amount)), (f(c.0), f(c.1), f(c.2), c.3),
        "contrast(\(amount))")
    }
  }

  @Test(arguments: [-0.3, 0.2])
  func brightness_addsAsCoreImage(amount: Double) throws {
    for color in Self.samples {
      let c = try Self.stored(color)
      func f(_ v: Double) -> Double { min(1, max(0, v + amount)) }
      Self.expectClose(
        try Self.filtered(color, .brightness(amount)), (f(c.0), f(c.1), f(c.2), c.3),
        "brightness(\(amount))")
    }
  }

  @Test func luminanceToAlpha_matchesW3CMatrix() throws {
    for color in Self.samples {
      let c = try Self.stored(color)
      let alpha = 0.2125 * c.0 + 0.7154 * c.1 + 0.0721 * c.2
      Self.expectClose(try Self.filtered(color, .luminanceToAlpha), (0, 0, 0, alpha), "l2a")
    }
  }

  @Test func colorMatrix_isFeColorMatrixOnStraightColorWithOffsets() throws {
    // A 4×5 matrix with cross terms and offsets (feColorMatrix type="matrix").
    let values: [Float] = [
      0.5, 0.2, 0.1, 0, 0.1,
      0, 1, 0, 0, -0.2,
      0.3, 0.3, 0.3, 0, 0,
      0, 0, 0, 0.5, 0.1,
    ]
    for color in Self.samples {
      Self.expectClose(
        try Self.filtered(color, .colorMatrix(ColorMatrix(rows: values))),
        Self.apply(values.map(Double.init), to: try Self.stored(color)), "matrix")
    }
  }

  @Test func colorMultiply_andAlphaMultiply() throws {
    let tint = Color(red: 0.5, green: 1, blue: 0.25, opacity: 0.5)
    for color in Self.samples {
      let c = try Self.stored(color)
      Self.expectClose(
        try Self.filtered(color, .colorMultiply(tint)), (c.0 * 0.5, c.1, c.2 * 0.25, c.3 * 0.5),
        "colorMultiply")
      Self.expectClose(
        try Self.filtered(color, .alphaMultiply(tint)), (0.5, 1, 0.25, c.3 * 0.5),
        "alphaMultiply")
    }
  }

  @Test func linearColor_computesOnDecodedLight() throws {
    // saturate(0) in linear light: Y = 0.213·R + 0.715·G + 0.072·B of the decoded channels,
    // re-encoded (sRGB transfer function from IEC 61966-2-1).
    func decode(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    func encode(_ c: Double) -> Double {
      c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
    for color in Self.samples {
      let c = try Self.stored(color)
      let y = encode(0.213 * decode(c.0) + 0.715 * decode(c.1) + 0.072 * decode(c.2))
      let actual = try Self.filtered(color, Filter.saturation(0).linear)
      Self.expectClose(actual, (y, y, y, c.3), "linear saturate(0)", tolerance: 2.5 / 255)
    }
    // And it differs from the sRGB result where it should: pure red's gray.
    let red = try Self.filtered(Color(red: 1, green: 0, blue: 0), Filter.saturation(0).linear)
    let srgb = try Self.filtered(Color(red: 1, green: 0, blue: 0), .saturation(0))
    #expect(abs(red.0 - encode(0.213)) < 2 / 255 && abs(srgb.0 - 0.213) < 2 / 255)
  }

  @Test func alphaThreshold_inRangeIsColorOutsideIsClear() throws {
    for (alpha, inside) in [(0.2, false), (0.5, true), (0.9, true), (1.0, false)] {
      let result = try Self.filtered(
        Color(red: 0.3, green: 0.3, blue: 0.3, opacity: alpha),
        .alphaThreshold(min: 0.4, max: 0.95, color: .blue))
      #expect(inside ? result.3 == 1 && result.2 == 1 : result.3 == 0, "alpha \(alpha)")
    }
  }

  @Test func transparentPixels_stayClearUnlessTheFilterAddsAlpha() throws {
    #expect(Filter.brightness(0.5).keepsTransparentPixelsClear)
    #expect(Filter.colorInvert().keepsTransparentPixelsClear)
    var addsAlpha = ColorMatrix()
    addsAlpha.a5 = 0.5
    #expect(!Filter.colorMatrix(addsAlpha).keepsTransparentPixelsClear)
    #expect(abs(try Self.filtered(.clear, .colorMatrix(addsAlpha)).3 - 0.5) < 1 / 255)
    #expect(!Filter.alphaThreshold(min: 0).keepsTransparentPixelsClear)
    #expect(try Self.filtered(.clear, .brightness(0.5)).3 == 0)
  }
}
