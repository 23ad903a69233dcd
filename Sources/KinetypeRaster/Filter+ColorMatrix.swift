import Foundation
import KinetypeCore

/// The color matrices of SwiftUI's color filters: the W3C Filter Effects Module Level 1
/// definitions (§ 9.6 `feColorMatrix`, and the CSS shorthands of § 12), plus Core Image's
/// additive brightness. All act on straight (unpremultiplied) color.
enum ColorMatrices {
  /// `saturate(s)`: 0 is gray, 1 unchanged; values above 1 oversaturate.
  static func saturate(_ s: Float) -> ColorMatrix {
    ColorMatrix(rows: [
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// `grayscale(amount)`, the amount clamped to 0...1 as CSS does (its own luma weights,
  /// 0.2126/0.7152/0.0722, differ from `saturate`'s in the fourth digit).
  static func grayscale(_ amount: Float) -> ColorMatrix {
    let t = 1 - min(1, max(0, amount.isNaN ? 0 : amount))
    return ColorMatrix(rows: [
      0.2126 + 0.7874 * t, 0.7152 - 0.7152 * t, 0.0722 - 0.0722 * t, 0, 0,
      0.2126 - 0.2126 * t, 0.7152 + 0.2848 * t, 0.0722 - 0.0722 * t, 0, 0,
      0.2126 - 0.2126 * t, 0.7152 - 0.7152 * t, 0.0722 + 0.9278 * t, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// `hue-rotate(angle)`.
  static func hueRotate(_ radians: Double) -> ColorMatrix {
    let rotation = CGAffineTransform(rotationAngle: radians)
    let c = Float(rotation.a)
    let s = Float(rotation.b)
    return ColorMatrix(rows: [
      0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715,
      0.072 - c * 0.072 + s * 0.928, 0, 0,
      0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140,
      0.072 - c * 0.072 - s * 0.283, 0, 0,
      0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715,
      0.072 + c * 0.928 + s * 0.072, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }

  /// `invert(amount)`, the amount clamped to 0...1: `C' = amount + (1 − 2·amount)·C`.
  static func invert(_ amount: Float) -> ColorMatrix {
    let k = min(1, max(0, amount.isNaN ? 0 : amount))
    let slope = 1 - 2 * k
    return ColorMatrix(rows: [
      slope, 0, 0, 0, k,
      0, slope, 0, 0, k,
      0, 0, slope, 0, k,
      0, 0, 0, 1, 0,
    ])
  }

  /// `contrast(amount)`: `C' = amount·C + (1 − amount)/2`.
  static func contrast(_ amount: Float) -> ColorMatrix {
    let intercept = 0.5 - 0.5 * amount
    return ColorMatrix(rows: [
      amount, 0, 0, 0, intercept,
      0, amount, 0, 0, intercept,
      0, 0, amount, 0, intercept,
      0, 0, 0, 1, 0,
    ])
  }

  /// Core Image's brightness: `C' = C + amount`.
  static func brightness(_ amount: Float) -> ColorMatrix {
    var matrix = ColorMatrix()
    (matrix.r5, matrix.g5, matrix.b5) = (amount, amount, amount)
    return matrix
  }

  /// `luminanceToAlpha`: alpha = 0.2125·R + 0.7154·G + 0.0721·B, color black.
  static let luminanceToAlpha = ColorMatrix(rows: [
    0, 0, 0, 0, 0,
    0, 0, 0, 0, 0,
    0, 0, 0, 0, 0,
    0.2125, 0.7154, 0.0721, 0, 0,
  ])

  /// Each channel, alpha included, times `color`'s.
  static func multiply(_ color: Color) -> ColorMatrix {
    var matrix = ColorMatrix()
    (matrix.r1, matrix.g2, matrix.b3, matrix.a4) = (
      Float(color.red), Float(color.green), Float(color.blue), Float(color.opacity)
    )
    return matrix
  }

  /// `color` with alpha the pixel's alpha times `color`'s opacity.
  static func alphaMultiply(_ color: Color) -> ColorMatrix {
    ColorMatrix(rows: [
      0, 0, 0, 0, Float(color.red),
      0, 0, 0, 0, Float(color.green),
      0, 0, 0, 0, Float(color.blue),
      0, 0, 0, Float(color.opacity), 0,
    ])
  }
}

extension Pixmap {
  /// Applies `matrix` to every pixel's straight color, on the stored sRGB values or (with
  /// `linear`) on linear light. Runs of equal pixels are computed once.
  mutating func applyColorMatrix(_ matrix: ColorMatrix, linear: Bool) {
    let count = width * height
    func transform(_ pixel: UInt32) -> UInt32 {
      var color =
        SIMD4<Float>(
          Float(pixel & 255), Float((pixel >> 8) & 255), Float((pixel >> 16) & 255),
          Float(pixel >> 24)) / 255
      if color.w > 0 {
        let alpha = color.w
        color = SIMD4(
          min(1, color.x / alpha), min(1, color.y / alpha), min(1, color.z / alpha), alpha)
      } else {
        color = .zero
      }
      if linear {
        color = SIMD4(
          LinearLight.decode(color.x), LinearLight.decode(color.y), LinearLight.decode(color.z),
          color.w)
      }
      var out = matrix.apply(to: color)
      if linear {
        out = SIMD4(
          LinearLight.encode(out.x), LinearLight.encode(out.y), LinearLight.encode(out.z), out.w)
      }
      let a = out.w
      func byte(_ c: Float) -> UInt32 { UInt32(min(c * a, a) * 255 + 0.5) }
      return byte(out.x) | byte(out.y) << 8 | byte(out.z) << 16 | UInt32(a * 255 + 0.5) << 24
    }
    withWords { words in
      var lastIn: UInt32 = 0
      var lastOut = transform(0)
      for i in 0..<count {
        let pixel = words[i]
        if pixel != lastIn {
          lastIn = pixel
          lastOut = transform(pixel)
        }
        words[i] = lastOut
      }
    }
  }
}

extension LinearLight {
  /// sRGB-encoded 0...1 → linear light, interpolating the byte table.
  @inline(__always) static func decode(_ encoded: Float) -> Float {
    let position = min(255, max(0, encoded.isNaN ? 0 : encoded * 255))
    let low = Int(position)
    let high = min(255, low + 1)
    let fraction = position - Float(low)
    return decode.withUnsafeBufferPointer { $0[low] + ($0[high] - $0[low]) * fraction }
  }
}
