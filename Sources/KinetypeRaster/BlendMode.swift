/// How a drawing combines with what is already on the canvas: SwiftUI's
/// `GraphicsContext.BlendMode`, which mirrors `CGBlendMode` (formulas from the W3C
/// Compositing and Blending spec and Core Graphics' documentation).
///
/// Every mode is bounded by coverage: pixels outside the drawn shape (or clip) never change,
/// and partial coverage mixes the blended result with the old pixel.
public enum BlendMode: Hashable, Sendable, CaseIterable {
  /// Source over destination.
  case normal
  /// Source × destination: always darker.
  case multiply
  /// 1 − (1 − source)(1 − destination): always lighter.
  case screen
  /// Multiply or screen, depending on the destination.
  case overlay
  /// The darker of both.
  case darken
  /// The lighter of both.
  case lighten
  /// Brightens the destination to reflect the source.
  case colorDodge
  /// Darkens the destination to reflect the source.
  case colorBurn
  /// A soft light: darken or lighten depending on the source.
  case softLight
  /// Multiply or screen, depending on the source.
  case hardLight
  /// |source − destination|.
  case difference
  /// Like difference, with lower contrast.
  case exclusion
  /// Source hue with destination saturation and luminosity.
  case hue
  /// Source saturation with destination hue and luminosity.
  case saturation
  /// Source hue and saturation with destination luminosity.
  case color
  /// Source luminosity with destination hue and saturation.
  case luminosity
  /// Clears what the shape covers.
  case clear
  /// Replaces what the shape covers with the source.
  case copy
  /// Source where the destination is: source × destination alpha.
  case sourceIn
  /// Source where the destination is not.
  case sourceOut
  /// Source over destination, only where the destination is.
  case sourceAtop
  /// Destination over source.
  case destinationOver
  /// Destination kept where the source is.
  case destinationIn
  /// Destination kept where the source is not: erases with the source's alpha.
  case destinationOut
  /// Destination over source, only where the source is.
  case destinationAtop
  /// Source and destination where exactly one of them is.
  case xor
  /// max(0, 1 − ((1 − destination) + (1 − source))): Core Graphics' plus-darker.
  case plusDarker
  /// min(1, source + destination): additive light.
  case plusLighter
}

extension BlendMode {
  /// Blends premultiplied source `s` onto premultiplied destination `d` (0...1, rgba).
  func blend(_ s: SIMD4<Float>, _ d: SIMD4<Float>) -> SIMD4<Float> {
    let sa = s.w
    let da = d.w
    switch self {
    case .normal: return s + d * (1 - sa)
    case .clear: return .zero
    case .copy: return s
    case .sourceIn: return s * da
    case .sourceOut: return s * (1 - da)
    case .sourceAtop: return s * da + d * (1 - sa)
    case .destinationOver: return d + s * (1 - da)
    case .destinationIn: return d * sa
    case .destinationOut: return d * (1 - sa)
    case .destinationAtop: return d * sa + s * (1 - da)
    case .xor: return s * (1 - da) + d * (1 - sa)
    case .plusLighter: return simd_min(s + d, SIMD4(repeating: 1))
    case .plusDarker:
      let a = min(1, sa + da)
      var r = SIMD4<Float>(repeating: a) - ((SIMD4(repeating: da) - d) + (SIMD4(repeating: sa) - s))
      r = simd_max(r, .zero)
      r.w = a
      return r
    default:
      break
    }
    // Separable and non-separable modes: B(Cs, Cb) on straight colors.
    let cs = sa > 0 ? s / sa : .zero
    let cb = da > 0 ? d / da : .zero
    let mixed = mix(cs, cb)
    var result = s * (1 - da) + d * (1 - sa) + mixed * (sa * da)
    result.w = sa + da - sa * da
    return result
  }

  private func mix(_ cs: SIMD4<Float>, _ cb: SIMD4<Float>) -> SIMD4<Float> {
    switch self {
    case .multiply: return cs * cb
    case .screen: return cs + cb - cs * cb
    case .overlay: return BlendMode.hardLight.mix(cb, cs)
    case .darken: return simd_min(cs, cb)
    case .lighten: return simd_max(cs, cb)
    case .colorDodge:
      return perChannel(cs, cb) { s, b in b == 0 ? 0 : (s >= 1 ? 1 : min(1, b / (1 - s))) }
    case .colorBurn:
      return perChannel(cs, cb) { s, b in b >= 1 ? 1 : (s <= 0 ? 0 : 1 - min(1, (1 - b) / s)) }
    case .hardLight:
      return perChannel(cs, cb) { s, b in s <= 0.5 ? b * 2 * s : b + (2 * s - 1) - b * (2 * s - 1) }
    case .softLight:
      return perChannel(cs, cb) { s, b in
        if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
        let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
        return b + (2 * s - 1) * (d - b)
      }
    case .difference: return simd_abs(cs - cb)
    case .exclusion: return cs + cb - 2 * cs * cb
    case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
    case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
    case .color: return setLum(cs, lum(cb))
    case .luminosity: return setLum(cb, lum(cs))
    default: return cs
    }
  }

  private func perChannel(
    _ s: SIMD4<Float>, _ b: SIMD4<Float>, _ f: (Float, Float) -> Float
  ) -> SIMD4<Float> {
    SIMD4(f(s.x, b.x), f(s.y, b.y), f(s.z, b.z), 0)
  }

  private func lum(_ c: SIMD4<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }
  private func sat(_ c: SIMD4<Float>) -> Float { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }

  private func setLum(_ c: SIMD4<Float>, _ l: Float) -> SIMD4<Float> {
    let d = l - lum(c)
    var r = c + SIMD4(d, d, d, 0)
    let lr = lum(r)
    let n = min(r.x, r.y, r.z)
    let x = max(r.x, r.y, r.z)
    if n < 0 { r = SIMD4(repeating: lr) + (r - SIMD4(repeating: lr)) * (lr / (lr - n)) }
    if x > 1 { r = SIMD4(repeating: lr) + (r - SIMD4(repeating: lr)) * ((1 - lr) / (x - lr)) }
    r.w = 0
    return r
  }

  private func setSat(_ c: SIMD4<Float>, _ s: Float) -> SIMD4<Float> {
    let mx = max(c.x, c.y, c.z)
    let mn = min(c.x, c.y, c.z)
    guard mx > mn else { return .zero }
    let scale = s / (mx - mn)
    return SIMD4((c.x - mn) * scale, (c.y - mn) * scale, (c.z - mn) * scale, 0)
  }
}

@inline(__always) func simd_min(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
  a.replacing(with: b, where: b .< a)
}
@inline(__always) func simd_max(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
  a.replacing(with: b, where: b .> a)
}
@inline(__always) func simd_abs(_ a: SIMD4<Float>) -> SIMD4<Float> {
  a.replacing(with: -a, where: a .< 0)
}
