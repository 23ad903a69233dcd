import Foundation
import KinetypeCore

extension Pixmap {
  /// Moves the pixels through `matrix` (pixel coordinates, row vectors): each output pixel
  /// samples, bilinearly, the point its centre maps back to; samples outside the pixmap, or
  /// behind the viewer (a projective weight ≤ 0), are transparent. A singular matrix
  /// collapses everything onto a line: the result is clear. Cost: O(pixels).
  mutating func applyProjection(_ matrix: ProjectionTransform) {
    var inverse = matrix
    guard inverse.invert() else {
      pixels = [UInt8](repeating: 0, count: pixels.count)
      return
    }
    let (w, h) = (width, height)
    var result = makeLayer()
    withWordsReadOnly { source in
      result.withWords { target in
        @inline(__always) func texel(_ x: Int, _ y: Int) -> SIMD4<Float> {
          guard x >= 0, x < w, y >= 0, y < h else { return .zero }
          let p = source[y * w + x]
          return SIMD4(
            Float(p & 255), Float((p >> 8) & 255), Float((p >> 16) & 255), Float(p >> 24))
        }
        for y in 0..<h {
          for x in 0..<w {
            guard
              let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse),
              point.x > -1, point.y > -1, point.x < Double(w) + 1, point.y < Double(h) + 1
            else { continue }
            let sx = point.x - 0.5
            let sy = point.y - 0.5
            let x0 = Int(sx.rounded(.down))
            let y0 = Int(sy.rounded(.down))
            let fx = Float(sx - Double(x0))
            let fy = Float(sy - Double(y0))
            let top = texel(x0, y0) * (1 - fx) + texel(x0 + 1, y0) * fx
            let bottom = texel(x0, y0 + 1) * (1 - fx) + texel(x0 + 1, y0 + 1) * fx
            let v = top * (1 - fy) + bottom * fy
            let a = UInt32(min(255, v.w + 0.5))
            guard a != 0 else { continue }
            @inline(__always) func channel(_ c: Float) -> UInt32 { min(a, UInt32(c + 0.5)) }
            target[y * w + x] = channel(v.x) | channel(v.y) << 8 | channel(v.z) << 16 | a << 24
          }
        }
      }
    }
    self = result
  }
}
