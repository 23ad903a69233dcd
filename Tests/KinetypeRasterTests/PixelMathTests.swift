import Testing

@testable import KinetypeRaster

/// The vector pixel arithmetic gives exactly the scalar results it replaces.
@Suite struct PixelMathTests {
  /// Pixels covering every byte value in every channel, plus pseudo-random ones (a fixed LCG).
  static let pixels: [UInt32] = {
    var values: [UInt32] = (0...255).map { UInt32($0) * 0x0101_0101 }
    values += (0...255).map { UInt32($0) << 24 | UInt32(255 - $0) << 8 | UInt32($0 / 2) }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<1024 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(UInt32(truncatingIfNeeded: state >> 32))
    }
    return values
  }()

  @Test func scalePixels_matchesScalePixelForEveryScale() {
    let pixels = Self.pixels
    var mismatches = 0
    for scale in UInt32(0)...255 {
      for start in stride(from: 0, to: pixels.count - 3, by: 4) {
        let four = SIMD4(pixels[start], pixels[start + 1], pixels[start + 2], pixels[start + 3])
        let uniform = scalePixels(four, scale)
        let lanes = SIMD4(scale, 255 - scale, scale / 2, 255)
        let perLane = scalePixels(four, lanes)
        for lane in 0..<4 {
          if uniform[lane] != scalePixel(four[lane], scale) { mismatches += 1 }
          if perLane[lane] != scalePixel(four[lane], lanes[lane]) { mismatches += 1 }
        }
      }
    }
    #expect(mismatches == 0)
  }
}
