import KinetypeCore

#if canImport(Glibc)
  import Glibc
#endif

// Integer pixel arithmetic shared by the compositing loops. Pixels are UInt32 loaded from
// RGBA byte order on a little-endian machine: r | g << 8 | b << 16 | a << 24.

/// `value.rounded()` (to nearest, ties away from zero), bit for bit, without the C library call
/// that `rounded()` compiles to on baseline x86-64: the rasterizer rounds every point of every
/// glyph it fills to 26.6 fixed point.
@inline(__always) func roundedHalfAwayFromZero(_ value: Double) -> Double {
  let magnitude = value.magnitude
  // From 2⁵² on every double is an integer; NaN fails the test and is returned as it is.
  guard magnitude < 4_503_599_627_370_496 else { return value }
  let whole = Double(Int64(magnitude))
  // `magnitude − whole` is exact: both lie in the same binade or `whole` is 0.
  let rounded = magnitude - whole >= 0.5 ? whole + 1 : whole
  return Double(signOf: value, magnitudeOf: rounded)
}

/// `x / 255` rounded to nearest, exact for x in 0...65535.
@inline(__always) func div255(_ x: UInt32) -> UInt32 {
  let t = x &+ 128
  return (t &+ (t >> 8)) >> 8
}

/// Every byte of `pixel` times `scale` / 255, rounded (two lanes per multiply).
@inline(__always) func scalePixel(_ pixel: UInt32, _ scale: UInt32) -> UInt32 {
  var rb = (pixel & 0x00FF_00FF) &* scale &+ 0x0080_0080
  rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
  var ag = ((pixel >> 8) & 0x00FF_00FF) &* scale &+ 0x0080_0080
  ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
  return rb | ag
}

/// `scalePixel` on two pixels packed in one 64-bit word.
@inline(__always) func scalePixelPair(_ pixels: UInt64, _ scale: UInt64) -> UInt64 {
  let mask: UInt64 = 0x00FF_00FF_00FF_00FF
  let half: UInt64 = 0x0080_0080_0080_0080
  var rb = (pixels & mask) &* scale &+ half
  rb = ((rb &+ ((rb >> 8) & mask)) >> 8) & mask
  var ag = ((pixels >> 8) & mask) &* scale &+ half
  ag = (ag &+ ((ag >> 8) & mask)) & ~mask
  return rb | ag
}

/// `scalePixel` on four pixels at once (SIMD lanes).
@inline(__always) func scalePixels(_ pixels: SIMD4<UInt32>, _ scale: UInt32) -> SIMD4<UInt32> {
  scaleChannels(pixels, SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: scale)))
}

/// Four pixels, each scaled by its own factor (lane-wise `scalePixel`).
@inline(__always) func scalePixels(_ pixels: SIMD4<UInt32>, _ scale: SIMD4<UInt32>)
  -> SIMD4<UInt32>
{
  // The factor of each pixel in both 16-bit halves of its lane.
  scaleChannels(pixels, unsafeBitCast(scale | (scale &<< 16), to: SIMD8<UInt16>.self))
}

/// Every channel of four pixels times its 16-bit lane of `scale` (0…255) / 255, rounded: the
/// arithmetic of `scalePixel`, with each channel in a 16-bit lane. `c·s + 128` is at most
/// 65,153 and the rounding step at most 65,407, so 16-bit lanes hold every intermediate and the
/// results are exactly `scalePixel`'s; SSE2 multiplies 16-bit lanes natively, where a 32-bit
/// lane multiply takes several shuffles.
@inline(__always) private func scaleChannels(_ pixels: SIMD4<UInt32>, _ scale: SIMD8<UInt16>)
  -> SIMD4<UInt32>
{
  let low = SIMD4<UInt32>(repeating: 0x00FF_00FF)
  let redBlue = unsafeBitCast(pixels & low, to: SIMD8<UInt16>.self)
  let alphaGreen = unsafeBitCast((pixels &>> 8) & low, to: SIMD8<UInt16>.self)
  @inline(__always) func divide(_ channels: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = channels &* scale &+ 128
    return (t &+ (t &>> 8)) &>> 8
  }
  let scaledRedBlue = unsafeBitCast(divide(redBlue), to: SIMD4<UInt32>.self)
  let scaledAlphaGreen = unsafeBitCast(divide(alphaGreen), to: SIMD4<UInt32>.self)
  return scaledRedBlue | (scaledAlphaGreen &<< 8)
}

/// Premultiplied source over destination.
@inline(__always) func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
  source &+ scalePixel(destination, 255 &- (source >> 24))
}

/// A straight sRGB color as a premultiplied pixel; components outside 0...1 (an animation's
/// overshoot, NaN) are clamped first.
func premultipliedWord(_ color: Color) -> UInt32 {
  let a = (Color.clamp(color.opacity) * 255).rounded()
  func channel(_ value: Double) -> UInt32 { UInt32((Color.clamp(value) * a).rounded()) }
  return channel(color.red) | channel(color.green) << 8 | channel(color.blue) << 16
    | UInt32(a) << 24
}

/// A premultiplied pixel as a straight color.
func straightColor(_ pixel: UInt32) -> Color {
  let a = Double(pixel >> 24)
  guard a > 0 else { return .clear }
  func channel(_ shift: UInt32) -> Double { min(1, Double((pixel >> shift) & 255) / a) }
  return Color(red: channel(0), green: channel(8), blue: channel(16), opacity: a / 255)
}

/// sRGB ↔ linear-light conversion tables.
enum LinearLight {
  /// Byte (sRGB encoded) → linear 0...1.
  static let decode: [Float] = (0..<256).map { index in
    let c = Double(index) / 255
    return Float(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
  }

  /// Linear 0...1 in 4096 steps → sRGB encoded 0...1.
  static let encodeTable: [Float] = (0...4096).map { index in
    let c = Double(index) / 4096
    return Float(c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055)
  }

  @inline(__always) static func encode(_ linear: Float) -> Float {
    let clamped = linear.isNaN ? 0 : min(max(linear, 0), 1)
    return encodeTable.withUnsafeBufferPointer { $0[Int(clamped * 4096 + 0.5)] }
  }
}
