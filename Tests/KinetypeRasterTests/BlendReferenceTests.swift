import Foundation
import KinetypeCore
import Testing

@testable import KinetypeRaster

/// Blend modes against the W3C Compositing and Blending Level 1 formulas, written out here in
/// Double from the spec (§ 9 "Blending", § 10 "Porter Duff") rather than from the code.
@Suite struct BlendReferenceTests {
  /// B(cb, cs) of the separable modes, from the spec.
  static func separable(_ mode: BlendMode, backdrop cb: Double, source cs: Double) -> Double {
    func hardLight(_ cb: Double, _ cs: Double) -> Double {
      cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
    }
    switch mode {
    case .multiply: return cb * cs
    case .screen: return cb + cs - cb * cs
    case .overlay: return hardLight(cs, cb)
    case .darken: return min(cb, cs)
    case .lighten: return max(cb, cs)
    case .colorDodge: return cb == 0 ? 0 : cs == 1 ? 1 : min(1, cb / (1 - cs))
    case .colorBurn: return cb == 1 ? 1 : cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs)
    case .hardLight: return hardLight(cb, cs)
    case .softLight:
      if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
      let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
      return cb + (2 * cs - 1) * (d - cb)
    case .difference: return abs(cb - cs)
    case .exclusion: return cb + cs - 2 * cb * cs
    default: preconditionFailure("not a separable mode: \(mode)")
    }
  }

  static let separableModes: [BlendMode] = [
    .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight,
    .softLight, .difference, .exclusion,
  ]

  /// Paints an opaque `source` over an opaque `backdrop` and returns the result's red.
  static func blended(_ mode: BlendMode, backdrop: Double, source: Double) throws -> Double {
    var canvas = try Pixmap(width: 1, height: 1, background: Color(white: backdrop))
    canvas.composite(
      CoverageMask(fullyCovering: 0, y: 0, width: 1, height: 1), with: .color(Color(white: source)),
      blendMode: mode)
    return canvas.color(atX: 0, y: 0).red
  }

  /// Gray levels that put each mode in each of its branches, none at 0.5 where overlay, hard
  /// and soft light all return the backdrop.
  static let levels: [Double] = [0.1, 0.2, 0.35, 0.65, 0.8, 0.95]

  @Test(arguments: separableModes)
  func blend_separableModeMatchesW3C(mode: BlendMode) throws {
    for backdrop in Self.levels {
      for source in Self.levels {
        // Pixels are 8-bit: both inputs and the result round to 1/255.
        let b = (backdrop * 255).rounded() / 255
        let s = (source * 255).rounded() / 255
        let expected = Self.separable(mode, backdrop: b, source: s)
        let actual = try Self.blended(mode, backdrop: backdrop, source: source)
        #expect(
          abs(actual - expected) <= 1.0 / 255 + 1e-9,
          "\(mode): source \(s) over \(b) gave \(actual), W3C \(expected)")
      }
    }
  }

  @Test func blend_overlayHardLightAndSoftLightDiffer() throws {
    // The three modes that all return the backdrop for a 0.5 source must differ elsewhere.
    let overlay = try Self.blended(.overlay, backdrop: 0.8, source: 0.2)
    let hardLight = try Self.blended(.hardLight, backdrop: 0.8, source: 0.2)
    let softLight = try Self.blended(.softLight, backdrop: 0.8, source: 0.2)
    #expect(abs(overlay - 0.68) < 0.005)  // screen(0.2, 2·0.8 − 1) = 0.2 + 0.6 − 0.12
    #expect(abs(hardLight - 0.32) < 0.005)  // multiply(0.8, 2·0.2)
    #expect(abs(softLight - 0.704) < 0.005)  // 0.8 − 0.6·0.8·0.2
  }

  /// The non-separable modes of the spec (§ 9.2): Lum, ClipColor, SetLum, Sat, SetSat.
  static func nonSeparable(_ mode: BlendMode, backdrop cb: [Double], source cs: [Double])
    -> [Double]
  {
    func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
    func clipColor(_ c: [Double]) -> [Double] {
      let l = lum(c)
      let n = c.min() ?? 0
      let x = c.max() ?? 0
      var result = c
      if n < 0 { result = result.map { l + ($0 - l) * l / (l - n) } }
      if x > 1 { result = result.map { l + ($0 - l) * (1 - l) / (x - l) } }
      return result
    }
    func setLum(_ c: [Double], _ l: Double) -> [Double] {
      let d = l - lum(c)
      return clipColor(c.map { $0 + d })
    }
    func sat(_ c: [Double]) -> Double { (c.max() ?? 0) - (c.min() ?? 0) }
    func setSat(_ c: [Double], _ s: Double) -> [Double] {
      let mx = c.max() ?? 0
      let mn = c.min() ?? 0
      guard mx > mn else { return [0, 0, 0] }
      return c.map { ($0 - mn) * s / (mx - mn) }
    }
    switch mode {
    case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
    case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
    case .color: return setLum(cs, lum(cb))
    case .luminosity: return setLum(cb, lum(cs))
    default: preconditionFailure("not a non-separable mode: \(mode)")
    }
  }

  @Test(arguments: [BlendMode.hue, .saturation, .color, .luminosity])
  func blend_nonSeparableModeMatchesW3C(mode: BlendMode) throws {
    let colors: [[Double]] = [
      [0.9, 0.1, 0.1], [0.2, 0.7, 0.3], [0.1, 0.2, 0.95], [0.8, 0.8, 0.2], [0.5, 0.5, 0.5],
      [0.05, 0.6, 0.9],
    ]
    func bytes(_ c: [Double]) -> [Double] { c.map { ($0 * 255).rounded() / 255 } }
    for backdrop in colors {
      for source in colors {
        var canvas = try Pixmap(
          width: 1, height: 1,
          background: Color(red: backdrop[0], green: backdrop[1], blue: backdrop[2]))
        canvas.composite(
          CoverageMask(fullyCovering: 0, y: 0, width: 1, height: 1),
          with: .color(Color(red: source[0], green: source[1], blue: source[2])), blendMode: mode)
        let result = canvas.color(atX: 0, y: 0)
        let expected = Self.nonSeparable(mode, backdrop: bytes(backdrop), source: bytes(source))
        for (a, e) in zip([result.red, result.green, result.blue], expected) {
          // Float arithmetic and 8-bit rounding: within 2 levels.
          #expect(abs(a - e) <= 2.0 / 255, "\(mode): \(source) over \(backdrop): \(result)")
        }
      }
    }
  }

  /// Porter–Duff: result = Fa·source + Fb·destination on premultiplied colors, with the (Fa, Fb)
  /// of each operator from the spec's table.
  @Test func blend_porterDuffOperatorsMatchTheTable() throws {
    let source = Color(red: 1, green: 0.2, blue: 0, opacity: 0.6)
    let destination = Color(red: 0, green: 0.4, blue: 1, opacity: 0.3)
    let (sa, da) = (source.opacity, destination.opacity)
    let table: [(BlendMode, Double, Double)] = [
      (.normal, 1, 1 - sa), (.clear, 0, 0), (.copy, 1, 0), (.sourceIn, da, 0),
      (.sourceOut, 1 - da, 0), (.sourceAtop, da, 1 - sa), (.destinationOver, 1 - da, 1),
      (.destinationIn, 0, sa), (.destinationOut, 0, 1 - sa), (.destinationAtop, 1 - da, sa),
      (.xor, 1 - da, 1 - sa),
    ]
    func premultiplied(_ c: Color) -> [Double] {
      [c.red * c.opacity, c.green * c.opacity, c.blue * c.opacity, c.opacity]
    }
    for (mode, fa, fb) in table {
      var canvas = try Pixmap(width: 1, height: 1, background: destination)
      canvas.composite(
        CoverageMask(fullyCovering: 0, y: 0, width: 1, height: 1), with: .color(source),
        blendMode: mode)
      let pixel = canvas.premultipliedPixel(atX: 0, y: 0)
      let actual = [pixel.0, pixel.1, pixel.2, pixel.3].map { Double($0) / 255 }
      let expected = zip(premultiplied(source), premultiplied(destination)).map {
        fa * $0 + fb * $1
      }
      for (a, e) in zip(actual, expected) {
        #expect(abs(a - e) <= 1.5 / 255, "\(mode): \(actual) vs \(expected)")
      }
    }
  }
}
