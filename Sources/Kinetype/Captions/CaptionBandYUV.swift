import Foundation

/// A caption band as ffmpeg's `yuva420p` (planar Y, U, V at half width and height, then A),
/// the format `overlay=…:format=yuv420` blends without converting anything: a burn pipes
/// these bytes, so ffmpeg neither converts the band nor the video frame (with an RGBA band,
/// `format=auto` made ffmpeg turn every whole video frame into RGBA and back).
///
/// Colours are straight (not premultiplied), as the overlay's default `alpha=straight`
/// expects, in BT.601 limited range, the matrix ffmpeg's converter used for the RGBA band.
/// A chroma sample is the alpha-weighted mean of its four pixels' colours (the overlay blends
/// it with the mean of their alphas), so the edges of the ink do not darken towards black.
enum CaptionBandYUV {
  /// The bytes of a `width`×`height` band: Y, U, V, A planes.
  static func byteCount(width: Int, height: Int) -> Int {
    2 * width * height + 2 * ((width + 1) / 2) * ((height + 1) / 2)
  }

  /// A clear band: black, fully transparent.
  static func clear(width: Int, height: Int) -> [UInt8] {
    let (luma, chroma) = (width * height, ((width + 1) / 2) * ((height + 1) / 2))
    return [UInt8](repeating: 16, count: luma) + [UInt8](repeating: 128, count: 2 * chroma)
      + [UInt8](repeating: 0, count: luma)
  }

  /// `pixmap` (premultiplied RGBA) as `yuva420p` bytes.
  static func bytes(of pixmap: Pixmap) -> [UInt8] {
    let (width, height) = (pixmap.width, pixmap.height)
    let (cw, ch) = ((width + 1) / 2, (height + 1) / 2)
    let luma = width * height
    let chroma = cw * ch
    var out = clear(width: width, height: height)
    pixmap.withUnsafePremultipliedBytes { source in
      out.withUnsafeMutableBufferPointer { out in
        // safety: every index below is inside the planes: x < width, y < height for the
        // source and the Y and A planes, x / 2 < cw and y / 2 < ch for U and V.
        for y in 0..<height {
          let row = y * width
          for x in 0..<width {
            let i = (row + x) * 4
            let a = Int(source[i + 3])
            guard a > 0 else { continue }
            out[luma + 2 * chroma + row + x] = UInt8(a)
            let (r, g, b) = (Int(source[i]), Int(source[i + 1]), Int(source[i + 2]))
            // Straight Y = 16 + (66 R + 129 G + 25 B) / 256 with R = r·255/a, rounded.
            let numerator = (66 * r + 129 * g + 25 * b) * 255
            let denominator = 256 * a
            out[row + x] = UInt8(16 + (numerator + denominator / 2) / denominator)
          }
        }
        for cy in 0..<ch {
          for cx in 0..<cw {
            var (r, g, b, a) = (0, 0, 0, 0)
            for y in (2 * cy)..<min(height, 2 * cy + 2) {
              for x in (2 * cx)..<min(width, 2 * cx + 2) {
                let i = (y * width + x) * 4
                r += Int(source[i])
                g += Int(source[i + 1])
                b += Int(source[i + 2])
                a += Int(source[i + 3])
              }
            }
            guard a > 0 else { continue }
            // The alpha-weighted mean colour: sums of premultiplied channels over the sum
            // of alphas, times 255.
            let denominator = 256 * a
            func rounded(_ numerator: Int) -> UInt8 {
              let n = numerator * 255
              let q =
                n >= 0
                ? (n + denominator / 2) / denominator : -((-n + denominator / 2) / denominator)
              return UInt8(max(16, min(240, 128 + q)))
            }
            out[luma + cy * cw + cx] = rounded(-38 * r - 74 * g + 112 * b)
            out[luma + chroma + cy * cw + cx] = rounded(112 * r - 94 * g - 18 * b)
          }
        }
      }
    }
    return out
  }
}
