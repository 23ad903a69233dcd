import KinetypeCore

extension Pixmap {
  /// SwiftUI's shadow: the content's alpha, moved by (`x`, `y`) (bilinear for fractional
  /// offsets), blurred, tinted with the color, then combined with the content: under it by
  /// default, over it with `above`, alone with `only`; with `invertsAlpha` the shadow is made
  /// from one minus the alpha (an inner shadow when drawn above with `.sourceAtop`). The
  /// shadow blends into the group with its blend mode.
  mutating func applyShadow(_ shadow: Filter.Shadow, linear: Bool) {
    let (w, h) = (width, height)
    let limit = Double(w + h)
    let dx = max(-limit, min(limit, shadow.x))
    let dy = max(-limit, min(limit, shadow.y))
    let ix = Int(dx.rounded(.down))
    let iy = Int(dy.rounded(.down))
    let fx = Float(dx - Double(ix))
    let fy = Float(dy - Double(iy))
    // The moved alpha, as gray premultiplied pixels (every channel = alpha), then blurred.
    var mask = makeLayer()
    withWordsReadOnly { source in
      mask.withWords { target in
        @inline(__always) func alpha(_ column: Int, _ row: Int) -> Float {
          guard column >= 0, column < w, row >= 0, row < h else { return 0 }
          return Float(source[row * w + column] >> 24)
        }
        for row in 0..<h {
          let r1 = row - iy
          let r0 = r1 - 1
          if r0 >= h || r1 < 0 { continue }
          for column in 0..<w {
            let c1 = column - ix
            let c0 = c1 - 1
            if c0 >= w || c1 < 0 { continue }
            let top = alpha(c1, r1) * (1 - fx) + alpha(c0, r1) * fx
            let bottom = alpha(c1, r0) * (1 - fx) + alpha(c0, r0) * fx
            let a = UInt32(min(255, top * (1 - fy) + bottom * fy + 0.5))
            if a != 0 { target[row * w + column] = a | a << 8 | a << 16 | a << 24 }
          }
        }
      }
    }
    mask.blur(sigma: shadow.radius)
    let shade = premultipliedWord(shadow.color)
    let inverts = shadow.options.contains(.invertsAlpha)
    let count = w * h
    mask.withWords { words in
      for i in 0..<count {
        let a = words[i] >> 24
        words[i] = scalePixel(shade, inverts ? 255 - a : a)
      }
    }
    var group = makeLayer()
    if shadow.options.contains(.above) {
      if !shadow.options.contains(.only) { group = self }
      group.draw(mask, blendMode: shadow.blendMode)
    } else {
      group.draw(mask, blendMode: shadow.blendMode)
      if !shadow.options.contains(.only) { group.draw(self) }
    }
    self = group
  }
}

extension Pixmap {
  /// A blur with SwiftUI's options: `opaque` divides each pixel by its alpha afterwards (a
  /// pixel with no alpha at all stays transparent), `dithers` adds an ordered dither before
  /// the final rounding of wide blurs (σ ≥ 3, where smooth ramps band), and `linear` blurs
  /// linear-light values.
  mutating func applyBlur(sigma: Double, options: Filter.BlurFlags, linear: Bool) {
    if linear {
      blurLinear(sigma: sigma)
    } else {
      blur(sigma: sigma, dithers: options.contains(.dithers))
    }
    guard options.contains(.opaque) else { return }
    let count = width * height
    withWords { words in
      for i in 0..<count {
        let p = words[i]
        let a = p >> 24
        guard a != 0 else { continue }
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
          min(255, (((p >> shift) & 255) * 255 + a / 2) / a) << shift
        }
        words[i] = channel(0) | channel(8) | channel(16) | 0xFF00_0000
      }
    }
  }

  /// A Gaussian blur computed on linear-light premultiplied floats (three extended-box passes
  /// per axis, as the integer blur's wide path).
  mutating func blurLinear(sigma: Double) {
    guard sigma > 0.1 else { return }
    let (w, h) = (width, height)
    let count = w * h
    var image = [SIMD4<Float>](repeating: .zero, count: count)
    withWordsReadOnly { words in
      for i in 0..<count { image[i] = Compositor.unpack(words[i], .linear) }
    }
    let box = ExtendedBox(sigma: min(sigma, 20_000))
    image.withUnsafeMutableBufferPointer { buffer in
      let base = buffer.baseAddress.unsafelyUnwrapped
      var line = [SIMD4<Float>](repeating: .zero, count: max(w, h))
      var scratch = line
      for _ in 0..<3 {
        for row in 0..<h {
          // safety: row·w + column < count for every row < h and column < w.
          Pixmap.boxPass(base + row * w, stride: 1, count: w, box, &line, &scratch)
        }
        for column in 0..<w {
          Pixmap.boxPass(base + column, stride: w, count: h, box, &line, &scratch)
        }
      }
    }
    withWords { words in
      for i in 0..<count { words[i] = Compositor.pack(image[i], .linear) }
    }
  }

  /// One extended-box pass over `count` values `stride` apart, with zeros outside.
  private static func boxPass(
    _ start: UnsafeMutablePointer<SIMD4<Float>>, stride: Int, count: Int, _ box: ExtendedBox,
    _ line: inout [SIMD4<Float>], _ result: inout [SIMD4<Float>]
  ) {
    for i in 0..<count { line[i] = start[i * stride] }
    let r = box.radius
    let inner = box.innerWeight
    let edge = box.edgeWeight
    @inline(__always) func value(_ i: Int) -> SIMD4<Float> {
      i >= 0 && i < count ? line[i] : .zero
    }
    var sum = SIMD4<Float>.zero
    for i in -r..<r { sum += value(i) }
    for i in 0..<count {
      sum += value(i + r)
      result[i] = sum * inner + (value(i - r - 1) + value(i + r + 1)) * edge
      sum -= value(i - r)
    }
    for i in 0..<count { start[i * stride] = result[i] }
  }
}
