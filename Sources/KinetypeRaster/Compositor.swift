import Foundation
import KinetypeCore

/// The per-row blend shared by mask compositing and layers.
enum Compositor {
  /// Blends `count` premultiplied source pixels onto `destination`, each weighted by its
  /// coverage (nil = full), in `mode` and `space`.
  static func blendRow(
    destination: UnsafeMutablePointer<UInt32>, source: UnsafePointer<UInt32>,
    coverage: UnsafePointer<UInt8>?, count: Int, mode: BlendMode, space: BlendSpace
  ) {
    if mode == .normal && space == .sRGB {
      if let coverage {
        for i in 0..<count {
          let m = UInt32(coverage[i])
          if m == 0 { continue }
          let s = m == 255 ? source[i] : scalePixel(source[i], m)
          if s == 0 { continue }
          destination[i] = sourceOver(s, destination[i])
        }
      } else {
        var i = 0
        while i + 3 < count {
          let s = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD4<UInt32>.self)
          let alpha = s &>> 24
          if alpha == SIMD4(repeating: 255) {
            UnsafeMutableRawPointer(destination + i).storeBytes(of: s, as: SIMD4<UInt32>.self)
          } else if s != .zero {
            let raw = UnsafeMutableRawPointer(destination + i)
            let d = raw.loadUnaligned(as: SIMD4<UInt32>.self)
            let keep = SIMD4<UInt32>(repeating: 255) &- alpha
            raw.storeBytes(of: s &+ scalePixels(d, keep), as: SIMD4<UInt32>.self)
          }
          i += 4
        }
        for i in i..<count {
          let s = source[i]
          if s >> 24 == 255 {
            destination[i] = s
          } else if s != 0 {
            destination[i] = sourceOver(s, destination[i])
          }
        }
      }
      return
    }
    for i in 0..<count {
      let m = coverage.map { Float($0[i]) / 255 } ?? 1
      if m == 0 { continue }
      let d = destination[i]
      let sv = unpack(source[i], space)
      let dv = unpack(d, space)
      let r = mode.blend(sv, dv)
      destination[i] = pack(dv + (r - dv) * m, space)
    }
  }

  /// Solid `source` over `row[x0..<x1]` through coverage `m` (the glyph and shape hot path):
  /// runs of four fully covered (or empty) pixels are handled with one vector operation, and
  /// four partly covered ones with lane-wise vector arithmetic.
  @inline(__always) static func solidRow(
    _ row: UnsafeMutablePointer<UInt32>, _ m: UnsafePointer<UInt8>, _ x0: Int, _ x1: Int,
    _ source: SolidSource
  ) {
    let color = source.color
    let inverse = 255 &- (color >> 24)
    let quad = SIMD4<UInt32>(repeating: color)
    var x = x0
    while x < x1 {
      if x + 3 < x1 {
        let k4 = UnsafeRawPointer(m + x).loadUnaligned(as: UInt32.self)
        if k4 == 0 {
          x += 4
          continue
        }
        let raw = UnsafeMutableRawPointer(row + x)
        if k4 == 0xFFFF_FFFF {
          // Four fully covered pixels: one vector blend.
          if inverse == 0 {
            raw.storeBytes(of: quad, as: SIMD4<UInt32>.self)
          } else {
            let d = raw.loadUnaligned(as: SIMD4<UInt32>.self)
            raw.storeBytes(of: quad &+ scalePixels(d, inverse), as: SIMD4<UInt32>.self)
          }
          x += 4
          continue
        }
        // Mixed coverage, four at a time: each byte widened to its pixel's lane.
        let bytes = unsafeBitCast(k4, to: SIMD4<UInt8>.self)
        let k = SIMD4<UInt32>(truncatingIfNeeded: bytes)
        let d = raw.loadUnaligned(as: SIMD4<UInt32>.self)
        if let channels = source.pureChannels {
          // Every channel of the color is 0 or its alpha: the scaled source is the scaled
          // alpha in those channels, so only the destination needs a full scale.
          var alpha = k
          if inverse != 0 {
            // Coverage × alpha fits 16 bits: 16-bit lanes multiply natively.
            let t =
              SIMD4<UInt16>(truncatingIfNeeded: bytes)
              &* SIMD4(repeating: UInt16(truncatingIfNeeded: color >> 24)) &+ 128
            alpha = SIMD4<UInt32>(truncatingIfNeeded: (t &+ (t &>> 8)) &>> 8)
          }
          let spread = alpha | (alpha &<< 8) | (alpha &<< 16) | (alpha &<< 24)
          let keep = SIMD4<UInt32>(repeating: 255) &- alpha
          raw.storeBytes(
            of: (spread & SIMD4(repeating: channels)) &+ scalePixels(d, keep),
            as: SIMD4<UInt32>.self)
        } else {
          let scaled = scalePixels(quad, k)
          let keep = SIMD4<UInt32>(repeating: 255) &- (scaled &>> 24)
          raw.storeBytes(of: scaled &+ scalePixels(d, keep), as: SIMD4<UInt32>.self)
        }
        x += 4
        continue
      }
      let k = UInt32(m[x])
      if k == 255 && inverse == 0 {
        row[x] = color
      } else if k != 0 {
        row[x] = sourceOver(scalePixel(color, k), row[x])
      }
      x += 1
    }
  }

  /// `value` clamped to 0...1, NaN to 0 (filters with extreme amounts can make NaN).
  @inline(__always) static func unitClamp(_ value: Float) -> Float {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }

  /// A premultiplied pixel as floats 0...1, in linear light when asked.
  @inline(__always) static func unpack(_ p: UInt32, _ space: BlendSpace) -> SIMD4<Float> {
    let v =
      SIMD4<Float>(
        Float(p & 255), Float((p >> 8) & 255), Float((p >> 16) & 255), Float(p >> 24)) / 255
    guard space == .linear, v.w > 0 else { return v }
    let a = v.w
    return LinearLight.decode.withUnsafeBufferPointer { lut in
      func channel(_ c: Float) -> Float { lut[Int(min(255, (c / a * 255).rounded()))] * a }
      return SIMD4(channel(v.x), channel(v.y), channel(v.z), a)
    }
  }

  /// Floats 0...1 (premultiplied) back to a pixel, rounding and clamping.
  @inline(__always) static func pack(_ value: SIMD4<Float>, _ space: BlendSpace) -> UInt32 {
    var v = value
    let a = Compositor.unitClamp(v.w)
    if space == .linear && a > 0 {
      v = SIMD4(
        LinearLight.encode(v.x / a) * a, LinearLight.encode(v.y / a) * a,
        LinearLight.encode(v.z / a) * a, a)
    }
    func byte(_ c: Float) -> UInt32 { UInt32(min(Compositor.unitClamp(c), a) * 255 + 0.5) }
    return byte(v.x) | byte(v.y) << 8 | byte(v.z) << 16 | UInt32(a * 255 + 0.5) << 24
  }
}

/// A premultiplied solid color ready for ``Compositor/solidRow(_:_:_:_:_:)``.
struct SolidSource {
  /// The premultiplied pixel.
  let color: UInt32
  /// Bytes 0xFF in the channels that equal the alpha, when every channel is 0 or the alpha
  /// (black, white and the pure primaries, at any opacity); nil otherwise. For such a color,
  /// `scalePixel(color, k)` is the scaled alpha in those channels, bit for bit.
  let pureChannels: UInt32?

  init(_ color: UInt32) {
    self.color = color
    let alpha = color >> 24
    var channels: UInt32 = 0xFF00_0000
    for shift: UInt32 in [0, 8, 16] {
      switch (color >> shift) & 255 {
      case 0: break
      case alpha: channels |= 255 << shift
      default:
        self.pureChannels = nil
        return
      }
    }
    self.pureChannels = channels
  }
}

/// A paint and an opacity resolved for compositing: the paint's sampler (its solid pixel or
/// gradient table, the inverse of its transform) and the opacity as a byte.
package struct PreparedPaint {
  let sampler: PaintSampler
  let alpha: UInt32
  /// A solid paint's pixel at the opacity, ready for the solid-colour path; nil for gradients
  /// and for a solid paint the opacity makes fully transparent.
  let solid: SolidSource?

  /// Resolves `paint` at `opacity` (clamped to 0…1) under `transform`; nil when the opacity is
  /// not finite, or the paint or its transform is not finite or invertible.
  package init?(_ paint: Paint, opacity: Double, transform: CGAffineTransform = .identity) {
    guard opacity.isFinite, let sampler = PaintSampler(paint, transform: transform) else {
      return nil
    }
    self.sampler = sampler
    let alpha = UInt32((min(1, max(0, opacity)) * 255).rounded())
    self.alpha = alpha
    var solid: SolidSource?
    if let pixel = sampler.solid {
      let color = alpha == 255 ? pixel : scalePixel(pixel, alpha)
      if color != 0 { solid = SolidSource(color) }
    }
    self.solid = solid
  }
}

extension Pixmap {
  /// Paints `paint` through `mask` (and `clip`): the core of every fill, stroke and glyph.
  ///
  /// `opacity` (0...1) scales the paint; `paintTransform` maps gradient geometry from user
  /// space to the canvas. Solid color + `.normal` + sRGB runs an integer loop with no
  /// allocation. A non-finite opacity or singular paint transform skips the draw with a
  /// warning. Cost: O(mask pixels).
  public mutating func composite(
    _ mask: CoverageMask, with paint: Paint, opacity: Double = 1,
    blendMode: BlendMode = .normal, clip: CoverageMask? = nil,
    paintTransform: CGAffineTransform = .identity
  ) {
    guard opacity.isFinite else {
      return RasterWarnings.warn(
        .skippedDraw, "non-finite opacity \(opacity) ignored the draw", in: "composite")
    }
    guard let prepared = PreparedPaint(paint, opacity: opacity, transform: paintTransform) else {
      return RasterWarnings.warn(
        .skippedDraw, "paint or its transform is not finite/invertible", in: "composite")
    }
    composite(mask, with: prepared, blendMode: blendMode, clip: clip)
  }

  /// ``composite(_:with:opacity:blendMode:clip:paintTransform:)`` with the paint and opacity
  /// resolved once, for the many masks of one draw (the glyphs of a run): the same pixels.
  package mutating func composite(
    _ mask: CoverageMask, with prepared: PreparedPaint, blendMode: BlendMode = .normal,
    clip: CoverageMask? = nil
  ) {
    let sampler = prepared.sampler
    let alpha = prepared.alpha
    var x0 = max(0, mask.originX)
    var y0 = max(0, mask.originY)
    var x1 = min(width, mask.originX + mask.width)
    var y1 = min(height, mask.originY + mask.height)
    if let clip {
      x0 = max(x0, clip.originX)
      y0 = max(y0, clip.originY)
      x1 = min(x1, clip.originX + clip.width)
      y1 = min(y1, clip.originY + clip.height)
    }
    guard x1 > x0, y1 > y0, alpha > 0 || !blendMode.isBoundedByAlpha else { return }
    let w = width
    let space = blendSpace
    mask.values.withUnsafeBufferPointer { maskValues in
      let clipValues = clip?.values ?? []
      clipValues.withUnsafeBufferPointer { clipBuffer in
        withWords(dirtying: PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)) { words in
          if sampler.solid != nil, blendMode == .normal, space == .sRGB {
            // A solid paint the opacity makes fully transparent draws nothing.
            guard let source = prepared.solid else { return }
            let color = source.color
            for y in y0..<y1 {
              let row = words + y * w
              let m =
                maskValues.baseAddress.unsafelyUnwrapped
                + ((y - mask.originY) * mask.width - mask.originX)
              if let clip {
                let c =
                  clipBuffer.baseAddress.unsafelyUnwrapped
                  + ((y - clip.originY) * clip.width - clip.originX)
                for x in x0..<x1 {
                  let k = div255(UInt32(m[x]) &* UInt32(c[x]))
                  if k != 0 { row[x] = sourceOver(scalePixel(color, k), row[x]) }
                }
              } else {
                Compositor.solidRow(row, m, x0, x1, source)
              }
            }
            return
          }
          // General path: one row of source pixels and one of coverage, reused per row.
          let count = x1 - x0
          let source = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
          let coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
          defer {
            source.deallocate()
            coverage.deallocate()
          }
          for y in y0..<y1 {
            sampler.fill(source, x0: x0, y: y, count: count)
            if alpha != 255 {
              for i in 0..<count { source[i] = scalePixel(source[i], alpha) }
            }
            let m =
              maskValues.baseAddress.unsafelyUnwrapped
              + ((y - mask.originY) * mask.width - mask.originX)
            if let clip {
              let c =
                clipBuffer.baseAddress.unsafelyUnwrapped
                + ((y - clip.originY) * clip.width - clip.originX)
              for i in 0..<count {
                coverage[i] = UInt8(div255(UInt32(m[x0 + i]) &* UInt32(c[x0 + i])))
              }
            } else {
              coverage.update(from: m + x0, count: count)
            }
            Compositor.blendRow(
              destination: words + y * w + x0, source: source, coverage: coverage, count: count,
              mode: blendMode, space: space)
          }
        }
      }
    }
  }

  /// Composites `layer` back onto this canvas with its top-left corner at (`x`, `y`), with
  /// `opacity`, `blendMode` and an optional `clip`, as `GraphicsContext.drawLayer` does.
  ///
  /// A layer is usually the canvas's size (``makeLayer()``); a smaller one (a per-glyph
  /// sprite blurred on its own) changes only the pixels under its rectangle, whatever the
  /// blend mode. Cost: O(layer pixels).
  public mutating func draw(
    _ layer: Pixmap, atX x: Int = 0, y: Int = 0, opacity: Double = 1,
    blendMode: BlendMode = .normal, clip: CoverageMask? = nil
  ) {
    guard opacity.isFinite else {
      return RasterWarnings.warn(
        .skippedDraw, "non-finite opacity \(opacity) ignored the draw", in: "draw(layer)")
    }
    let alpha = UInt32((min(1, max(0, opacity)) * 255).rounded())
    let (dx, dy) = (x, y)
    var x0 = max(0, dx)
    var y0 = max(0, dy)
    var x1 = min(width, dx &+ layer.width)
    var y1 = min(height, dy &+ layer.height)
    if let clip {
      x0 = max(x0, clip.originX)
      y0 = max(y0, clip.originY)
      x1 = min(x1, clip.originX + clip.width)
      y1 = min(y1, clip.originY + clip.height)
    }
    guard x1 > x0, y1 > y0 else { return }
    let count = x1 - x0
    let w = width
    let lw = layer.width
    let space = blendSpace
    let clipValues = clip?.values ?? []
    layer.withWordsReadOnly { layerWords in
      clipValues.withUnsafeBufferPointer { clipBuffer in
        withWords(dirtying: PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)) { words in
          let source = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
          defer { source.deallocate() }
          for y in y0..<y1 {
            let from = layerWords + (y - dy) * lw + (x0 - dx)
            if alpha == 255 {
              source.update(from: from, count: count)
            } else {
              for i in 0..<count { source[i] = scalePixel(from[i], alpha) }
            }
            var coverage: UnsafePointer<UInt8>? = nil
            if let clip {
              coverage =
                UnsafePointer(clipBuffer.baseAddress.unsafelyUnwrapped)
                + ((y - clip.originY) * clip.width + x0 - clip.originX)
            }
            Compositor.blendRow(
              destination: words + y * w + x0, source: source, coverage: coverage,
              count: count, mode: blendMode, space: space)
          }
        }
      }
    }
  }
}

extension BlendMode {
  /// Whether a fully transparent source leaves the destination unchanged, so a zero-opacity
  /// draw can be skipped and a draw changes nothing outside its shape.
  public var isBoundedByAlpha: Bool {
    switch self {
    case .clear, .copy, .sourceIn, .destinationIn, .destinationAtop, .sourceOut: return false
    default: return true
    }
  }
}
