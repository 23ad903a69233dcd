import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

/// Color filters against the W3C Filter Effects Level 1 definitions (§ 9.6 feColorMatrix,
/// § 9.7 feComponentTransfer), written out here in Double from the spec, with Glibc's cos and
/// sin. Straight-alpha colors go in; the spec's matrices act on straight RGB.
@Suite struct FilterReferenceTests {
  /// W3C `hueRotate` for an angle in degrees.
  static func hueRotate(_ degrees: Double) -> [Double] {
    let c = cos(degrees * .pi / 180)
    let s = sin(degrees * .pi / 180)
    return [
      0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
      0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
      0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
    ]
  }

  /// W3C `saturate`.
  static func saturate(_ s: Double) -> [Double] {
    [
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
    ]
  }

  static func apply(_ m: [Double], to c: Color) -> [Double] {
    let v = [c.red, c.green, c.blue]
    return (0..<3).map { row in
      min(1, max(0, m[row * 3] * v[0] + m[row * 3 + 1] * v[1] + m[row * 3 + 2] * v[2]))
    }
  }

  /// `filter` applied to one pixel of `color`.
  static func filtered(_ color: Color, _ filter: Filter) throws -> Color {
    var canvas = try Pixmap(width: 1, height: 1, background: color)
    canvas.apply(filter)
    return canvas.color(atX: 0, y: 0)
  }

  static let samples = [
    Color(red: 0.8, green: 0.4, blue: 0.2), Color(red: 0.1, green: 0.6, blue: 0.9),
    Color(red: 1, green: 0, blue: 0), Color(red: 0.3, green: 0.9, blue: 0.5),
  ]

  @Test(arguments: [90.0, 180.0, -60.0, 200.0, 45.0])
  func hueRotation_matchesW3CMatrix(degrees: Double) throws {
    for color in Self.samples {
      let actual = try Self.filtered(color, .hueRotation(.degrees(degrees)))
      let expected = Self.apply(Self.hueRotate(degrees), to: color)
      for (a, e) in zip([actual.red, actual.green, actual.blue], expected) {
        #expect(abs(a - e) <= 1.5 / 255, "\(degrees)° of \(color): \(actual) vs \(expected)")
      }
    }
  }

  @Test func hueRotation_isNotSymmetricInTheAngle() throws {
    // +90° and −90° differ: a negated angle is a different filter.
    let color = Color(red: 0.8, green: 0.4, blue: 0.2)
    let plus = try Self.filtered(color, .hueRotation(.degrees(90)))
    let minus = try Self.filtered(color, .hueRotation(.degrees(-90)))
    #expect(abs(plus.blue - minus.blue) > 0.2)
  }

  @Test(arguments: [0.5, 2.0, 0.25])
  func saturation_matchesW3CMatrix(amount: Double) throws {
    for color in Self.samples {
      let actual = try Self.filtered(color, .saturation(amount))
      let expected = Self.apply(Self.saturate(amount), to: color)
      for (a, e) in zip([actual.red, actual.green, actual.blue], expected) {
        #expect(abs(a - e) <= 1.5 / 255, "saturation \(amount) of \(color): \(actual)")
      }
    }
  }

  @Test func grayscale_isSaturateOfOneMinusAmount() throws {
    let color = Color(red: 0.1, green: 0.6, blue: 0.9)
    let actual = try Self.filtered(color, .grayscale(0.3))
    let expected = Self.apply(Self.saturate(0.7), to: color)
    #expect(abs(actual.green - expected[1]) <= 1.5 / 255)
  }

  @Test func brightnessAndContrast_actOnStraightColorOfTranslucentPixels() throws {
    // Half-transparent pixels: brightness adds to the straight color, contrast pivots it around
    // mid-gray (feComponentTransfer linear, intercept 0.5 − 0.5·amount); alpha stays.
    let color = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
    let brighter = try Self.filtered(color, .brightness(0.1))
    #expect(abs(brighter.red - 0.3) < 0.01 && abs(brighter.blue - 0.7) < 0.01)
    #expect(abs(brighter.opacity - 0.5) < 0.003)
    let flatter = try Self.filtered(color, .contrast(0.5))
    #expect(abs(flatter.red - 0.35) < 0.01 && abs(flatter.blue - 0.55) < 0.01)
    #expect(abs(flatter.opacity - 0.5) < 0.003)
  }

  @Test func luminanceToAlpha_usesTheW3CWeights() throws {
    for (color, weight) in [
      (Color(red: 1, green: 0, blue: 0), 0.2125), (Color(red: 0, green: 1, blue: 0), 0.7154),
      (Color(red: 0, green: 0, blue: 1), 0.0721),
    ] {
      let result = try Self.filtered(color, .luminanceToAlpha)
      #expect(abs(result.opacity - weight) <= 1 / 255, "\(color)")
    }
  }

  @Test func alphaThreshold_boundsAreInclusive() throws {
    // 51/255 and 102/255 are exactly 0.2 and 0.4 after rounding to Double.
    let filter = Filter.alphaThreshold(min: 0.2, max: 0.4, color: .blue)
    for (alpha, kept) in [(50, false), (51, true), (102, true), (103, false)] {
      let result = try Self.filtered(Color(white: 0, opacity: Double(alpha) / 255), filter)
      #expect((result == .blue) == kept, "alpha \(alpha)")
      #expect((result.opacity == 0) == !kept, "alpha \(alpha)")
    }
  }
}
