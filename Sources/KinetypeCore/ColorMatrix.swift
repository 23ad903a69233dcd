/// A matrix that transforms colors, as SwiftUI's `ColorMatrix` and SVG's `feColorMatrix`:
/// each output component is a weighted sum of the input's red, green, blue and alpha plus an
/// offset.
///
///     R' = r1·R + r2·G + r3·B + r4·A + r5
///     G' = g1·R + g2·G + g3·B + g4·A + g5
///     B' = b1·R + b2·G + b3·B + b4·A + b5
///     A' = a1·R + a2·G + a3·B + a4·A + a5
///
/// Components are straight (not premultiplied) values in 0...1; results are clamped to 0...1.
/// The default is the identity.
public struct ColorMatrix: Hashable, Sendable {
  /// Red row. Default: 1, 0, 0, 0, 0.
  public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
  /// Green row. Default: 0, 1, 0, 0, 0.
  public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
  /// Blue row. Default: 0, 0, 1, 0, 0.
  public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
  /// Alpha row. Default: 0, 0, 0, 1, 0.
  public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

  /// The identity matrix.
  public init() {}

  /// A matrix from its 20 entries, row by row (`feColorMatrix`'s `values` order).
  public init(rows values: [Float]) {
    precondition(values.count == 20, "a color matrix has 20 entries, got \(values.count)")
    (r1, r2, r3, r4, r5) = (values[0], values[1], values[2], values[3], values[4])
    (g1, g2, g3, g4, g5) = (values[5], values[6], values[7], values[8], values[9])
    (b1, b2, b3, b4, b5) = (values[10], values[11], values[12], values[13], values[14])
    (a1, a2, a3, a4, a5) = (values[15], values[16], values[17], values[18], values[19])
  }

  /// The 20 entries, row by row.
  public var rows: [Float] {
    [
      r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5,
    ]
  }

  /// Whether every entry is finite.
  public var isFinite: Bool { rows.allSatisfy(\.isFinite) }

  /// `color` (straight RGBA) transformed and clamped to 0...1.
  public func apply(to color: SIMD4<Float>) -> SIMD4<Float> {
    let (r, g, b, a) = (color.x, color.y, color.z, color.w)
    let out = SIMD4<Float>(
      r1 * r + r2 * g + r3 * b + r4 * a + r5,
      g1 * r + g2 * g + g3 * b + g4 * a + g5,
      b1 * r + b2 * g + b3 * b + b4 * a + b5,
      a1 * r + a2 * g + a3 * b + a4 * a + a5)
    return out.replacing(with: 0, where: .!(out .>= 0)).replacing(with: 1, where: out .> 1)
  }
}
