import KinetypeCore

/// An effect applied to a whole canvas (a layer), as SwiftUI's `GraphicsContext.Filter`.
///
/// Color filters work on the premultiplied sRGB values with W3C Filter Effects matrices;
/// pixel alpha is kept unless the filter is about alpha.
public enum Filter: Hashable, Sendable {
  /// A Gaussian blur; `radius` is the standard deviation in pixels, as in SwiftUI. Edges fade
  /// into transparency. 0 does nothing; a non-finite or negative radius is ignored with a
  /// warning.
  case blur(radius: Double)
  /// A blurred, offset copy of the content's alpha in `color`, drawn beneath the content.
  /// Default color: black at 33 % opacity (SwiftUI's).
  case shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0)
  /// Multiplies every channel, alpha included, by `color`'s.
  case colorMultiply(Color)
  /// Adds `amount` (−1...1) to red, green and blue.
  case brightness(Double)
  /// Scales the distance from mid-gray by `amount` (1 = unchanged).
  case contrast(Double)
  /// Scales saturation by `amount` (0 = gray, 1 = unchanged).
  case saturation(Double)
  /// Moves toward gray by `amount` (0 = unchanged, 1 = fully gray).
  case grayscale(Double)
  /// Rotates hues by `angle`.
  case hueRotation(Angle)
  /// Inverts colors by `amount` (1 = fully inverted).
  case colorInvert(Double = 1)
  /// Makes alpha the luminance and the color black.
  case luminanceToAlpha
  /// Pixels whose alpha is within `min...max` become `color`; the others become clear.
  case alphaThreshold(min: Double, max: Double = 1, color: Color = .black)
}

extension Pixmap {
  /// Applies `filter` to every pixel. Cost: O(pixels); blur is O(pixels) for any radius.
  public mutating func apply(_ filter: Filter) {
    switch filter {
    case .blur(let radius):
      guard radius.isFinite, radius >= 0 else {
        return RasterWarnings.warn("blur: radius \(radius) ignored")
      }
      blur(sigma: radius)
    case .shadow(let color, let radius, let x, let y):
      guard radius.isFinite, radius >= 0, x.isFinite, y.isFinite else {
        return RasterWarnings.warn("shadow: radius \(radius) or offset (\(x), \(y)) ignored")
      }
      applyShadow(color: color, radius: radius, x: x, y: y)
    case .colorMultiply(let color):
      let f = SIMD4<Float>(
        Float(color.red * color.opacity), Float(color.green * color.opacity),
        Float(color.blue * color.opacity), Float(color.opacity))
      mapPixels { $0 * f }
    case .brightness(let amount):
      guard amount.isFinite else { return RasterWarnings.warn("brightness: \(amount) ignored") }
      let b = Float(amount)
      mapPixels { p in p + SIMD4(b * p.w, b * p.w, b * p.w, 0) }
    case .contrast(let amount):
      guard amount.isFinite else { return RasterWarnings.warn("contrast: \(amount) ignored") }
      let c = Float(amount)
      mapPixels { p in
        let mid = 0.5 * p.w
        var r = (p - SIMD4(repeating: mid)) * c + SIMD4(repeating: mid)
        r.w = p.w
        return r
      }
    case .saturation(let amount):
      guard amount.isFinite else { return RasterWarnings.warn("saturation: \(amount) ignored") }
      applyMatrix(ColorMatrices.saturate(Float(amount)))
    case .grayscale(let amount):
      guard amount.isFinite else { return RasterWarnings.warn("grayscale: \(amount) ignored") }
      applyMatrix(ColorMatrices.saturate(Float(1 - min(1, max(0, amount)))))
    case .hueRotation(let angle):
      guard angle.radians.isFinite else { return RasterWarnings.warn("hueRotation ignored") }
      applyMatrix(ColorMatrices.hueRotate(angle.radians))
    case .colorInvert(let amount):
      guard amount.isFinite else { return RasterWarnings.warn("colorInvert: \(amount) ignored") }
      let k = Float(min(1, max(0, amount)))
      mapPixels { p in
        var r = p * (1 - 2 * k) + SIMD4(repeating: p.w * k)
        r.w = p.w
        return r
      }
    case .luminanceToAlpha:
      mapPixels { p in
        guard p.w > 0 else { return .zero }
        let l = (0.2125 * p.x + 0.7154 * p.y + 0.0721 * p.z) / p.w
        return SIMD4(0, 0, 0, l)
      }
    case .alphaThreshold(let low, let high, let color):
      guard low.isFinite, high.isFinite else {
        return RasterWarnings.warn("alphaThreshold: bounds \(low)...\(high) ignored")
      }
      let pixel = premultipliedWord(color)
      let count = width * height
      withWords { words in
        for i in 0..<count {
          let a = Double(words[i] >> 24) / 255
          words[i] = a >= low && a <= high ? pixel : 0
        }
      }
    }
  }

  /// Applies each filter in order (SwiftUI's stacked `addFilter`).
  public mutating func apply(_ filters: [Filter]) {
    for filter in filters { apply(filter) }
  }

  /// The canvas with `filter` applied.
  public func applying(_ filter: Filter) -> Pixmap {
    var copy = self
    copy.apply(filter)
    return copy
  }

  private mutating func applyShadow(color: Color, radius: Double, x: Double, y: Double) {
    // The shadow: the content's alpha times the color, moved by whole pixels (offsets round),
    // blurred; then the content drawn over it.
    let shade = premultipliedWord(color)
    var shadow = makeLayer()
    let limit = Double(width + height)
    let dx = Int(max(-limit, min(limit, x)).rounded())
    let dy = Int(max(-limit, min(limit, y)).rounded())
    let (w, h) = (width, height)
    withWordsReadOnly { source in
      shadow.withWords { target in
        for row in stride(from: max(0, dy), to: min(h, h + dy), by: 1) {
          for column in stride(from: max(0, dx), to: min(w, w + dx), by: 1) {
            let a = source[(row - dy) * w + column - dx] >> 24
            if a != 0 { target[row * w + column] = scalePixel(shade, a) }
          }
        }
      }
    }
    shadow.blur(sigma: radius)
    shadow.draw(self)
    self = shadow
  }

  /// Maps every premultiplied pixel (floats 0...1) and clamps the result to valid values.
  mutating func mapPixels(_ body: (SIMD4<Float>) -> SIMD4<Float>) {
    let count = width * height
    withWords { words in
      for i in 0..<count {
        let p = words[i]
        if p == 0 { continue }
        let v = Compositor.unpack(p, .sRGB)
        words[i] = Compositor.pack(body(v), .sRGB)
      }
    }
  }

  /// Applies a 3×3 matrix to the premultiplied color (alpha kept).
  mutating func applyMatrix(_ m: [Float]) {
    mapPixels { p in
      SIMD4(
        m[0] * p.x + m[1] * p.y + m[2] * p.z,
        m[3] * p.x + m[4] * p.y + m[5] * p.z,
        m[6] * p.x + m[7] * p.y + m[8] * p.z, p.w)
    }
  }
}

/// The W3C Filter Effects color matrices (linear in premultiplied values).
enum ColorMatrices {
  static func saturate(_ s: Float) -> [Float] {
    [
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s,
    ]
  }

  static func hueRotate(_ radians: Double) -> [Float] {
    let c = Float(Transform(rotationAngle: radians).a)
    let s = Float(Transform(rotationAngle: radians).b)
    return [
      0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
      0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
      0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072,
    ]
  }
}
