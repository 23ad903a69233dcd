import Foundation
import KinetypeCore

extension Pixmap {
  /// Creates a pixmap from premultiplied RGBA bytes, sRGB-encoded, rows top to bottom
  /// (4·width·height bytes), such as a decoded colour glyph bitmap.
  ///
  /// - Throws: ``RasterError`` for a size ``init(width:height:background:)`` rejects, or a byte
  ///   count other than 4·width·height.
  public init(width: Int, height: Int, premultipliedRGBA bytes: [UInt8]) throws {
    try self.init(width: width, height: height, premultiplied: bytes)
  }

  /// This image resampled through `transform` (from its pixel space, origin at its top-left
  /// corner, to canvas pixels): a new pixmap covering the pixels the result touches, and the
  /// canvas position of its top-left corner. Nil when nothing would be drawn (a non-finite or
  /// singular transform, or no pixel inside `bounds`).
  ///
  /// Filtering follows the scale. Shrinking averages the source area under each pixel (a box
  /// filter, exact coverage), so a 64 px emoji drawn at 17 px keeps its colours instead of
  /// aliasing; enlarging interpolates bilinearly. An axis-aligned transform (translation and
  /// scale, the common case for text) is resampled in two separable passes that also place
  /// the image at its fractional position; a rotated or skewed one is first shrunk by area
  /// averaging to about its final resolution, then sampled bilinearly per pixel.
  ///
  /// - Parameter bounds: Canvas pixels the result may cover (e.g. the canvas), so a hugely
  ///   enlarged image never allocates more than it can show. Default: no limit beyond
  ///   ``maximumPixelCount``.
  public func resampled(through transform: CGAffineTransform, within bounds: CGRect? = nil) -> (
    image: Pixmap, x: Int, y: Int
  )? {
    guard transform.isFinite, transform.determinant != 0 else { return nil }
    let source = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
    var area = source.applying(transform)
    if let bounds { area = area.overlap(with: bounds) }
    guard !area.isNull, !area.isEmpty else { return nil }
    let x0 = Int(saturating: area.minX.rounded(.down))
    let y0 = Int(saturating: area.minY.rounded(.down))
    let x1 = Int(saturating: area.maxX.rounded(.up))
    let y1 = Int(saturating: area.maxY.rounded(.up))
    guard x1 > x0, y1 > y0, (try? Pixmap.validate(width: x1 - x0, height: y1 - y0)) != nil
    else { return nil }
    if transform.b == 0, transform.c == 0, transform.a > 0, transform.d > 0 {
      let columns = ResamplingWeights(
        scale: transform.a, offset: transform.tx, sourceCount: width, first: x0, count: x1 - x0)
      let rows = ResamplingWeights(
        scale: transform.d, offset: transform.ty, sourceCount: height, first: y0, count: y1 - y0)
      return separable(columns: columns, rows: rows).map { ($0, x0, y0) }
    }
    // Rotated, skewed or flipped: shrink first so bilinear sampling never skips source pixels.
    var image = self
    var mapping = transform
    if let (targetWidth, targetHeight) = shrinkSize(under: transform) {
      guard let shrunk = shrunk(toWidth: targetWidth, height: targetHeight) else { return nil }
      image = shrunk
      mapping = CGAffineTransform(
        scaleX: Double(width) / Double(targetWidth), y: Double(height) / Double(targetHeight)
      ).concatenating(transform)
    }
    guard let inverse = mapping.inverse else { return nil }
    return image.bilinear(inverse: inverse, x0: x0, y0: y0, width: x1 - x0, height: y1 - y0)
      .map { ($0, x0, y0) }
  }

  /// The size ``resampled(through:within:)`` first shrinks this image to under a rotated,
  /// skewed or flipped `transform`: the image's size times the length of each transformed
  /// axis, rounded up; nil when neither axis shrinks (or the transform is axis-aligned, which
  /// is resampled in one go). A caller drawing the same image under many such transforms can
  /// keep ``shrunk(toWidth:height:)`` of this size and resample that instead.
  public func shrinkSize(under transform: CGAffineTransform) -> (width: Int, height: Int)? {
    guard transform.isFinite, !(transform.b == 0 && transform.c == 0) else { return nil }
    let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
    guard scaleX < 1 || scaleY < 1 else { return nil }
    return (
      max(1, Int((Double(width) * min(1, scaleX)).rounded(.up))),
      max(1, Int((Double(height) * min(1, scaleY)).rounded(.up)))
    )
  }

  /// This image shrunk to `width`×`height` (at most its own size) by area averaging: each
  /// pixel is the mean of the source area under it. Nil for an invalid size.
  public func shrunk(toWidth targetWidth: Int, height targetHeight: Int) -> Pixmap? {
    guard targetWidth > 0, targetHeight > 0, targetWidth <= width, targetHeight <= height
    else { return nil }
    let columns = ResamplingWeights(
      scale: Double(targetWidth) / Double(width), offset: 0, sourceCount: width, first: 0,
      count: targetWidth)
    let rows = ResamplingWeights(
      scale: Double(targetHeight) / Double(height), offset: 0, sourceCount: height, first: 0,
      count: targetHeight)
    return separable(columns: columns, rows: rows)
  }

  /// Draws `image` through `transform` (its pixel space to canvas pixels) with `opacity`,
  /// `blendMode` and `clip`, filtered as ``resampled(through:within:)`` describes.
  ///
  /// Cost: O(pixels covered), plus O(image pixels) when the image is shrunk.
  public mutating func draw(
    _ image: Pixmap, transform: CGAffineTransform, opacity: Double = 1,
    blendMode: BlendMode = .normal,
    clip: CoverageMask? = nil
  ) {
    guard transform.isFinite else {
      return RasterWarnings.warn(.skippedDraw, "the transform is not finite", in: "draw(image)")
    }
    let canvas = CGRect(x: 0, y: 0, width: Double(width), height: Double(height))
    guard let (placed, x, y) = image.resampled(through: transform, within: canvas) else { return }
    draw(placed, atX: x, y: y, opacity: opacity, blendMode: blendMode, clip: clip)
  }

  /// Two passes (columns then rows) of precomputed weights.
  private func separable(columns: ResamplingWeights, rows: ResamplingWeights) -> Pixmap? {
    let outWidth = columns.count
    let outHeight = rows.count
    guard var result = try? Pixmap(width: outWidth, height: outHeight) else { return nil }
    // Horizontal pass over every source row into floats, then the vertical pass.
    var horizontal = [SIMD4<Float>](repeating: .zero, count: outWidth * height)
    withWordsReadOnly { words in
      for y in 0..<height {
        let row = words + y * width
        for x in 0..<outWidth {
          var sum = SIMD4<Float>.zero
          let start = columns.starts[x]
          for (k, weight) in columns.weights(of: x).enumerated() {
            sum += unpackBytes(row[start + k]) * weight
          }
          horizontal[y * outWidth + x] = sum
        }
      }
    }
    result.withWords { words in
      for y in 0..<outHeight {
        let start = rows.starts[y]
        let weights = rows.weights(of: y)
        for x in 0..<outWidth {
          var sum = SIMD4<Float>.zero
          for (k, weight) in weights.enumerated() {
            sum += horizontal[(start + k) * outWidth + x] * weight
          }
          words[y * outWidth + x] = packBytes(sum)
        }
      }
    }
    return result
  }

  /// Bilinear sampling of this image at each pixel centre of the output, mapped back through
  /// `inverse`; outside the image is transparent, which antialiases the edges. The source
  /// position steps by the inverse's columns along a row, so a pixel costs four loads and
  /// three lerps.
  private func bilinear(
    inverse: CGAffineTransform, x0: Int, y0: Int, width outWidth: Int, height outHeight: Int
  ) -> Pixmap? {
    guard var result = try? Pixmap(width: outWidth, height: outHeight) else { return nil }
    let w = width
    let h = height
    withWordsReadOnly { source in
      @inline(__always) func pixel(_ x: Int, _ y: Int) -> SIMD4<Float> {
        guard x >= 0, y >= 0, x < w, y < h else { return .zero }
        return unpackBytes(source[y * w + x])
      }
      result.withWords { words in
        for y in 0..<outHeight {
          // The row's first pixel centre in source space, less half a pixel.
          let start = CGPoint(x: Double(x0) + 0.5, y: Double(y0 + y) + 0.5).applying(inverse)
          var u = start.x - 0.5
          var v = start.y - 0.5
          for x in 0..<outWidth {
            defer {
              u += inverse.a
              v += inverse.b
            }
            guard u > -1, v > -1, u < Double(w), v < Double(h) else { continue }
            // floor without a libm call: u and v are > -1 here.
            let i = u < 0 ? -1 : Int(u)
            let j = v < 0 ? -1 : Int(v)
            let fx = Float(u - Double(i))
            let fy = Float(v - Double(j))
            let p00: SIMD4<Float>
            let p10: SIMD4<Float>
            let p01: SIMD4<Float>
            let p11: SIMD4<Float>
            if i >= 0, j >= 0, i + 1 < w, j + 1 < h {
              let index = j * w + i
              p00 = unpackBytes(source[index])
              p10 = unpackBytes(source[index + 1])
              p01 = unpackBytes(source[index + w])
              p11 = unpackBytes(source[index + w + 1])
            } else {
              p00 = pixel(i, j)
              p10 = pixel(i + 1, j)
              p01 = pixel(i, j + 1)
              p11 = pixel(i + 1, j + 1)
            }
            let top = p00 + (p10 - p00) * fx
            let bottom = p01 + (p11 - p01) * fx
            words[y * outWidth + x] = packBytes(top + (bottom - top) * fy)
          }
        }
      }
    }
    return result
  }
}

/// For each output pixel along one axis, the first source pixel and the weights of the source
/// pixels from there: box (area) weights when shrinking, a tent (bilinear) when enlarging.
///
/// Output pixel `first + i` covers source coordinates `[(first + i − offset) / scale,
/// (first + i + 1 − offset) / scale)`; source pixels outside `0..<sourceCount` are transparent.
struct ResamplingWeights {
  let count: Int
  private(set) var starts: [Int] = []
  private var offsets: [Int] = [0]
  private var values: [Float] = []

  init(scale: Double, offset: Double, sourceCount: Int, first: Int, count: Int) {
    self.count = count
    starts.reserveCapacity(count)
    for index in 0..<count {
      let x = Double(first + index)
      var start = 0
      var weights: [Float] = []
      if scale <= 1 {
        let low = (x - offset) / scale
        let high = (x + 1 - offset) / scale
        let firstSource = max(0, Int(low.rounded(.down)))
        let lastSource = min(sourceCount - 1, Int(high.rounded(.up)) - 1)
        start = firstSource
        if lastSource >= firstSource {
          for j in firstSource...lastSource {
            let overlap = min(high, Double(j + 1)) - max(low, Double(j))
            weights.append(Float(max(0, overlap) * scale))
          }
        }
      } else {
        let centre = (x + 0.5 - offset) / scale - 0.5
        let j = Int(centre.rounded(.down))
        let fraction = Float(centre - Double(j))
        var pairs: [(index: Int, weight: Float)] = []
        if j >= 0 && j < sourceCount { pairs.append((j, 1 - fraction)) }
        if j + 1 >= 0 && j + 1 < sourceCount { pairs.append((j + 1, fraction)) }
        start = pairs.first?.index ?? 0
        weights = pairs.map(\.weight)
      }
      starts.append(start)
      values += weights
      offsets.append(values.count)
    }
  }

  /// The weights of output pixel `index`, from source pixel `starts[index]` on.
  func weights(of index: Int) -> ArraySlice<Float> {
    values[offsets[index]..<offsets[index + 1]]
  }
}

/// A premultiplied pixel word as four floats 0...255.
@inline(__always) func unpackBytes(_ p: UInt32) -> SIMD4<Float> {
  SIMD4(Float(p & 255), Float((p >> 8) & 255), Float((p >> 16) & 255), Float(p >> 24))
}

/// Four floats 0...255 back to a premultiplied word: rounded half up (adding one half, then
/// truncating: no libm call), clamped, colour ≤ alpha.
@inline(__always) func packBytes(_ value: SIMD4<Float>) -> UInt32 {
  let alpha = UInt32(min(255, max(0, value.w)) + 0.5)
  let limit = Float(alpha)
  @inline(__always) func channel(_ c: Float) -> UInt32 { UInt32(min(limit, max(0, c)) + 0.5) }
  return channel(value.x) | channel(value.y) << 8 | channel(value.z) << 16 | alpha << 24
}
