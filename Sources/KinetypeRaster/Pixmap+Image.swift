import Foundation
import KinetypeCore

/// How an image is sampled when drawn at another size or angle.
public enum ResamplingFilter: Hashable, Sendable, CaseIterable {
  /// The nearest source pixel: hard pixel edges (SwiftUI's `.interpolation(.none)`).
  case nearest
  /// Bilinear interpolation between the four nearest source pixels (the default).
  case bilinear
}

extension Pixmap {
  /// Draws `image` with its pixel grid mapped onto this canvas by `transform` (a source pixel
  /// (x, y) covers the square from (x, y) to (x + 1, y + 1) before the transform), resampled
  /// with `filter`, with `opacity`, `blendMode` and an optional `clip`.
  ///
  /// Each covered canvas pixel samples the image at its centre mapped back through the
  /// inverse transform; samples outside the image are transparent, so edges are soft over
  /// half a pixel with `.bilinear`. A singular or non-finite transform, or a non-finite
  /// opacity, skips the draw with a warning. Cost: O(covered canvas pixels).
  public mutating func draw(
    _ image: Pixmap, transform: CGAffineTransform, filter: ResamplingFilter = .bilinear,
    opacity: Double = 1, blendMode: BlendMode = .normal, clip: CoverageMask? = nil
  ) {
    guard opacity.isFinite, let inverse = transform.inverse else {
      return RasterWarnings.warn(
        .skippedDraw, "the transform or opacity is not usable", in: "draw(image)")
    }
    let alpha = UInt32((min(1, max(0, opacity)) * 255).rounded())
    let area = CGRect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
      .applying(transform).integral
      .overlap(with: CGRect(x: 0, y: 0, width: Double(width), height: Double(height)))
    guard !area.isNull, !area.isEmpty, alpha > 0 || !blendMode.isBoundedByAlpha else { return }
    var x0 = Int(area.minX)
    var y0 = Int(area.minY)
    var x1 = Int(area.maxX)
    var y1 = Int(area.maxY)
    if let clip {
      x0 = max(x0, clip.originX)
      y0 = max(y0, clip.originY)
      x1 = min(x1, clip.originX + clip.width)
      y1 = min(y1, clip.originY + clip.height)
    }
    guard x1 > x0, y1 > y0 else { return }
    let count = x1 - x0
    let (w, sw, sh) = (width, image.width, image.height)
    let space = blendSpace
    let clipValues = clip?.values ?? []
    image.withWordsReadOnly { source in
      clipValues.withUnsafeBufferPointer { clipBuffer in
        withWords { words in
          let row = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
          defer { row.deallocate() }
          for y in y0..<y1 {
            for i in 0..<count {
              let center = CGPoint(x: Double(x0 + i) + 0.5, y: Double(y) + 0.5).applying(inverse)
              var pixel =
                filter == .nearest
                ? Pixmap.nearest(source, sw, sh, center) : Pixmap.bilinear(source, sw, sh, center)
              if alpha != 255 { pixel = scalePixel(pixel, alpha) }
              row[i] = pixel
            }
            var coverage: UnsafePointer<UInt8>? = nil
            if let clip {
              // safety: the row lies inside the clip's rectangle (x0…x1 and y were clamped).
              coverage =
                UnsafePointer(clipBuffer.baseAddress.unsafelyUnwrapped)
                + ((y - clip.originY) * clip.width + x0 - clip.originX)
            }
            // safety: x0…x1 and y lie inside this canvas (clamped to its bounds above).
            Compositor.blendRow(
              destination: words + y * w + x0, source: row, coverage: coverage, count: count,
              mode: blendMode, space: space)
          }
        }
      }
    }
  }

  /// The source pixel under `point`, or transparent outside the image.
  private static func nearest(
    _ source: UnsafePointer<UInt32>, _ width: Int, _ height: Int, _ point: CGPoint
  ) -> UInt32 {
    guard point.x >= 0, point.y >= 0, point.x < Double(width), point.y < Double(height) else {
      return 0
    }
    // safety: the indices were checked against the image's size just above.
    return source[Int(point.y) * width + Int(point.x)]
  }

  /// The four source pixels around `point` blended by distance (premultiplied), texels
  /// outside the image counting as transparent.
  private static func bilinear(
    _ source: UnsafePointer<UInt32>, _ width: Int, _ height: Int, _ point: CGPoint
  ) -> UInt32 {
    let sx = point.x - 0.5
    let sy = point.y - 0.5
    guard sx > -1, sy > -1, sx < Double(width), sy < Double(height) else { return 0 }
    let fx = sx.rounded(.down)
    let fy = sy.rounded(.down)
    let ix = Int(fx)
    let iy = Int(fy)
    let tx = sx - fx
    let ty = sy - fy
    func texel(_ x: Int, _ y: Int) -> SIMD4<Double> {
      guard x >= 0, y >= 0, x < width, y < height else { return .zero }
      // safety: the indices were checked against the image's size just above.
      let p = source[y * width + x]
      return SIMD4(
        Double(p & 0xFF), Double((p >> 8) & 0xFF), Double((p >> 16) & 0xFF), Double(p >> 24))
    }
    let top = texel(ix, iy) * (1 - tx) + texel(ix + 1, iy) * tx
    let bottom = texel(ix, iy + 1) * (1 - tx) + texel(ix + 1, iy + 1) * tx
    let value = (top * (1 - ty) + bottom * ty).rounded(.toNearestOrEven)
    let a = UInt32(min(255, max(0, value.w)))
    func channel(_ v: Double) -> UInt32 { min(a, UInt32(min(255, max(0, v)))) }
    return channel(value.x) | channel(value.y) << 8 | channel(value.z) << 16 | a << 24
  }
}
