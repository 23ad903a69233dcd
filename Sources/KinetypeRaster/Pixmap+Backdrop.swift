import KinetypeCore

extension Pixmap {
  /// The backdrop of a material: the `width`×`height` pixels whose top-left corner is (`x`,
  /// `y`), blurred with standard deviation `sigma` (pixels) by the one Gaussian blur
  /// (``blur(sigma:dithers:)``), then saturated by `saturation` (the W3C `saturate` matrix: 1
  /// unchanged, above 1 more vivid).
  ///
  /// The blur reads the pixels around the rectangle too, up to the blur's reach, as a blur of
  /// the whole pixmap masked to the rectangle would; beyond the pixmap's edges it reads the
  /// edge pixels extended (as vImage's `kvImageEdgeExtend`, which Apple's blur sample uses), so
  /// a bar at the top of a frame does not fade towards transparent there. The rectangle must
  /// lie inside the pixmap (programmer error otherwise).
  ///
  /// A wide blur (σ ≥ 8) is computed at a reduced resolution, as Core Animation's backdrop
  /// layers do: the pixels are averaged in f×f blocks (f the largest power of two ≤ σ/4, at
  /// most 8), blurred there by the rest of σ, and scaled back up bilinearly; what that
  /// changes is far below what a σ ≥ 8 blur shows. Cost: O((width + 2·reach) ·
  /// (height + 2·reach) / f²) for the blur, reach = ⌈3σ⌉ + 1.
  package func backdrop(
    x: Int, y: Int, width: Int, height: Int, sigma: Double, saturation: Double
  ) -> Pixmap {
    precondition(
      x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= self.width
        && y + height <= self.height, "a backdrop inside the pixmap")
    precondition(sigma.isFinite && sigma >= 0 && saturation.isFinite, "finite parameters")
    // What the blur reads beyond a pixel: the exact kernel's ⌈3σ⌉ taps, or three extended
    // boxes of at most ⌈3σ⌉ + 1 (drawLayer grows its crop by the same).
    let reach = Int(Filter.blur(radius: sigma).reach) + 1
    let factor = Pixmap.backdropReduction(sigma: sigma)
    var result: Pixmap
    if factor == 1 {
      var padded = edgeExtended(
        x: x - reach, y: y - reach, width: width + 2 * reach, height: height + 2 * reach)
      padded.blur(sigma: sigma)
      result = padded.cropped(x: reach, y: reach, width: width, height: height)
    } else {
      // Three more blocks of margin: for the block average, the reduced blur and bilinear.
      let grow = (reach + 3 * factor + factor - 1) / factor * factor
      let paddedWidth = (width + 2 * grow + factor - 1) / factor * factor
      let paddedHeight = (height + 2 * grow + factor - 1) / factor * factor
      var small = edgeExtended(x: x - grow, y: y - grow, width: paddedWidth, height: paddedHeight)
        .blockAveraged(factor)
      // A block average already spreads each axis by (f² − 1)/12 pixels².
      let rest = (sigma * sigma - Double(factor * factor - 1) / 12).squareRoot()
      small.blur(sigma: rest / Double(factor))
      result = small.bilinearlyEnlarged(
        factor, x: grow, y: grow, width: width, height: height, blendSpace: blendSpace)
    }
    if saturation != 1 { result.apply(.saturation(saturation)) }
    return result
  }

  /// The block size a backdrop blur of `sigma` is computed at: 1 (full resolution) below
  /// σ = 8, else the largest power of two ≤ σ/4, at most 8 (so the reduced blur keeps σ ≥ 4).
  static func backdropReduction(sigma: Double) -> Int {
    var factor = 1
    while factor < 8, Double(factor * 2) * 4 <= sigma { factor *= 2 }
    return factor
  }

  /// This pixmap shrunk by `factor` on each axis (its sides are multiples of `factor`): each
  /// pixel the rounded mean of a `factor`×`factor` block (premultiplied, so order is kept).
  func blockAveraged(_ factor: Int) -> Pixmap {
    let (w, h) = (width / factor, height / factor)
    var small: Pixmap
    do {
      small = try Pixmap(width: w, height: h, limits: Limits().admitting(width: w, height: h))
    } catch {
      preconditionFailure("a reduced pixmap is smaller than a valid one: \(error)")
    }
    small.blendSpace = blendSpace
    let area = UInt32(factor * factor)
    let stride = width
    withWordsReadOnly { source in
      small.withWords { target in
        var sums = [SIMD4<UInt32>](repeating: .zero, count: w)
        for row in 0..<h {
          for i in 0..<w { sums[i] = .zero }
          for dy in 0..<factor {
            // safety: rows row·f + dy < height and columns < w·f = width lie inside.
            let line = source + (row * factor + dy) * stride
            for column in 0..<(w * factor) {
              let p = line[column]
              sums[column / factor] &+= SIMD4(p & 255, p >> 8 & 255, p >> 16 & 255, p >> 24)
            }
          }
          for i in 0..<w {
            let v = (sums[i] &+ area / 2) / area
            target[row * w + i] = v[0] | v[1] << 8 | v[2] << 16 | v[3] << 24
          }
        }
      }
    }
    return small
  }

  /// The `width`×`height` pixels at (`x`, `y`) of this pixmap enlarged `factor` times (a power
  /// of two ≤ 128), sampled bilinearly between block centres in 8-bit fixed point. The
  /// rectangle keeps one block of this pixmap on every side (programmer error otherwise).
  func bilinearlyEnlarged(
    _ factor: Int, x: Int, y: Int, width: Int, height: Int, blendSpace: BlendSpace
  ) -> Pixmap {
    var result: Pixmap
    do {
      result = try Pixmap(
        width: width, height: height, limits: Limits().admitting(width: width, height: height))
    } catch {
      preconditionFailure("a backdrop has a valid size: \(error)")
    }
    result.blendSpace = blendSpace
    // A pixel p of the enlarged image sits at (2p + 1 − f) / 2f in blocks: its left block and
    // the weight of the right one, in 256ths (exact: f divides 128).
    func taps(_ p: Int) -> (Int, UInt32) {
      let numerator = 2 * p + 1 - factor
      let block = numerator >= 0 ? numerator / (2 * factor) : -1
      return (block, UInt32((numerator - block * 2 * factor) * 128 / factor))
    }
    let columns = (0..<width).map { taps(x + $0) }
    let (w, h) = (self.width, self.height)
    precondition(
      taps(x).0 >= 0 && taps(x + width - 1).0 + 1 < w && taps(y).0 >= 0
        && taps(y + height - 1).0 + 1 < h, "the enlarged rectangle keeps a block of margin")
    @inline(__always) func unpack(_ p: UInt32) -> SIMD4<UInt32> {
      SIMD4(p & 255, p >> 8 & 255, p >> 16 & 255, p >> 24)
    }
    withWordsReadOnly { source in
      result.withWords { target in
        for row in 0..<height {
          let (top, wy) = taps(y + row)
          // safety: blocks top and top + 1 are rows inside this pixmap (checked above).
          let upper = source + top * w
          let lower = upper + w
          let out = target + row * width
          for column in 0..<width {
            let (left, wx) = columns[column]
            // safety: blocks left and left + 1 are columns inside this pixmap.
            let a = unpack(upper[left]) &* (256 - wx) &+ unpack(upper[left + 1]) &* wx
            let b = unpack(lower[left]) &* (256 - wx) &+ unpack(lower[left + 1]) &* wx
            let v = (a &* (256 - wy) &+ b &* wy &+ 32768) &>> 16
            out[column] = v[0] | v[1] << 8 | v[2] << 16 | v[3] << 24
          }
        }
      }
    }
    return result
  }

  /// The `width`×`height` pixels whose top-left corner is (`x`, `y`), which may lie partly or
  /// wholly outside this pixmap: a pixel outside takes the value of the nearest edge pixel.
  /// Keeps this pixmap's blend space.
  func edgeExtended(x: Int, y: Int, width: Int, height: Int) -> Pixmap {
    var part: Pixmap
    do {
      part = try Pixmap(
        width: width, height: height, limits: Limits().admitting(width: width, height: height))
    } catch {
      preconditionFailure("a backdrop's margin keeps a valid size: \(error)")
    }
    part.blendSpace = blendSpace
    let (sourceWidth, sourceHeight) = (self.width, self.height)
    // The columns of the part that lie over the pixmap: [inside0, inside1).
    let inside0 = min(width, max(0, -x))
    let inside1 = max(inside0, min(width, sourceWidth - x))
    withWordsReadOnly { source in
      part.withWords { target in
        for row in 0..<height {
          let sourceRow = source + min(sourceHeight - 1, max(0, y + row)) * sourceWidth
          let out = target + row * width
          // safety: every index read is clamped into 0..<sourceWidth of a row inside the
          // pixmap; every index written is in 0..<width of a row inside the part.
          let first = sourceRow[0]
          let last = sourceRow[sourceWidth - 1]
          for column in 0..<inside0 { out[column] = first }
          if inside1 > inside0 {
            (out + inside0).update(from: sourceRow + (x + inside0), count: inside1 - inside0)
          }
          for column in inside1..<width { out[column] = last }
        }
      }
    }
    return part
  }
}

extension Pixmap {
  /// Moves each pixel under `coverage` its coverage of the way to `replacement`'s, whose
  /// top-left corner is the mask's origin and whose size is the mask's: a `.copy` draw
  /// through the mask, in integer arithmetic for the sRGB blend space (the general `.copy`
  /// path otherwise). How a material's blurred backdrop replaces what it covers.
  package mutating func replace(with replacement: Pixmap, through coverage: CoverageMask) {
    precondition(
      replacement.width == coverage.width && replacement.height == coverage.height,
      "the replacement has the mask's size")
    guard blendSpace == .sRGB else {
      return draw(
        replacement, atX: coverage.originX, y: coverage.originY, blendMode: .copy, clip: coverage)
    }
    let x0 = max(0, coverage.originX)
    let y0 = max(0, coverage.originY)
    let x1 = min(width, coverage.originX + coverage.width)
    let y1 = min(height, coverage.originY + coverage.height)
    guard x1 > x0, y1 > y0 else { return }
    let (w, mw) = (width, coverage.width)
    coverage.values.withUnsafeBufferPointer { mask in
      replacement.withWordsReadOnly { source in
        withWords(dirtying: PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)) { words in
          for y in y0..<y1 {
            // safety: rows y0..<y1 and columns x0..<x1 lie inside this pixmap, the mask and
            // the replacement (which share the mask's origin and size).
            let m =
              mask.baseAddress.unsafelyUnwrapped + (y - coverage.originY) * mw
              - coverage.originX
            let s = source + (y - coverage.originY) * mw - coverage.originX
            let d = words + y * w
            for x in x0..<x1 {
              let c = UInt32(m[x])
              if c == 0 { continue }
              if c == 255 {
                d[x] = s[x]
                continue
              }
              let (a, b) = (s[x], d[x])
              var out: UInt32 = 0
              for shift in stride(from: 0, to: 32, by: 8) {
                let mixed =
                  ((a >> UInt32(shift)) & 255) * c + ((b >> UInt32(shift)) & 255) * (255 - c)
                out |= ((mixed + 127) / 255) << UInt32(shift)
              }
              d[x] = out
            }
          }
        }
      }
    }
  }
}
