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

  @Test func roundedHalfAwayFromZero_matchesRoundedBitForBit() {
    // Ties, the largest double below one half, both zeros, values around 2⁵² and 2⁶³,
    // infinities and NaN, then pseudo-random values at every scale.
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
      0.5.nextUp, 0.5.nextDown, 4_503_599_627_370_495.5, 4_503_599_627_370_496, 9.3e18,
      -9.3e18, 1e300, -1e300, .infinity, -.infinity, .nan, .leastNonzeroMagnitude,
      -.leastNormalMagnitude,
    ]
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    for _ in 0..<100_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let mantissa = Double(state >> 11) / Double(1 << 53)
      let exponent = Int(state & 0x3F) - 20
      let value =
        (state & 0x40 == 0 ? 1 : -1) * mantissa
        * Double(sign: .plus, exponent: exponent, significand: 1)
      values.append(value)
      // Exact halves: n + 0.5 for n at every scale up to 2⁵².
      values.append((value * 64).rounded(.down) + 0.5)
    }
    let mismatches = values.filter {
      roundedHalfAwayFromZero($0).bitPattern != $0.rounded().bitPattern
        && !($0.isNaN && roundedHalfAwayFromZero($0).isNaN)
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  @Test func solidRow_matchesTheScalarSourceOverForEveryCoverage() {
    // Colors whose channels are 0 or the alpha (the pure-color path) and others, opaque and
    // faded; coverage runs mixing empty, full and partial quads and an odd tail; destinations
    // from `pixels` (premultiplied or not: the arithmetic is the same either way).
    let colors: [UInt32] = [
      0xFF00_0000, 0xFFFF_FFFF, 0xFF00_00FF, 0xFFFF_00FF, 0x8000_0000, 0x8080_8080, 0x0100_0001,
      0x4000_4040, 0xFF20_1A1A, 0x4010_2030, 0x8080_0040, 0xC0C0_C0BF,
    ]
    let destinations = Self.pixels
    var coverage: [UInt8] = []
    for k in 0...255 {
      coverage += [UInt8(k), 0, 255, UInt8(255 - k), 0, 0, 0, 0, 255, 255, 255, 255]
      coverage += [UInt8(k), UInt8(k / 2), UInt8(k / 3), 1]
    }
    coverage += [7, 200, 255]
    var mismatches: [String] = []
    for color in colors {
      let source = SolidSource(color)
      for offset in [0, 1, 2, 3] {
        let count = coverage.count - offset
        var row = (0..<count).map { destinations[($0 * 7 + offset) % destinations.count] }
        let expected = (0..<count).map { i -> UInt32 in
          let k = UInt32(coverage[offset + i])
          if k == 0 { return row[i] }
          if k == 255 && color >> 24 == 255 { return color }
          return sourceOver(scalePixel(color, k), row[i])
        }
        row.withUnsafeMutableBufferPointer { rowBuffer in
          coverage.withUnsafeBufferPointer { maskBuffer in
            // The row starts at canvas x = 0; the mask is read from `offset` on.
            Compositor.solidRow(
              rowBuffer.baseAddress!, maskBuffer.baseAddress! + offset, 0, count, source)
          }
        }
        if row != expected {
          let first = (0..<count).first { row[$0] != expected[$0] }!
          mismatches.append("color \(String(color, radix: 16)) offset \(offset) at \(first)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(4))")
  }
}
