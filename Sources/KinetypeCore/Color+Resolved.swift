import Foundation

extension Color {
  /// The color spaces a color can be given in, as SwiftUI's `Color.RGBColorSpace`.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The sRGB space (gamma-encoded components).
    case sRGB
    /// sRGB primaries with linear components.
    case sRGBLinear
    /// Display P3 (taken as sRGB: Kinetype draws in sRGB).
    case displayP3
  }

  /// A color's value in one appearance, as SwiftUI's `Color.Resolved`: what
  /// `Color.resolve(in:)` gives for an environment.
  ///
  /// The components are sRGB (gamma-encoded) as ``red``, ``green`` and ``blue``, and linear
  /// as ``linearRed``, ``linearGreen`` and ``linearBlue``.
  public struct Resolved: Hashable, Sendable, CustomStringConvertible {
    /// The amount of red in the sRGB color space.
    public var red: Float
    /// The amount of green in the sRGB color space.
    public var green: Float
    /// The amount of blue in the sRGB color space.
    public var blue: Float
    /// The opacity, 0…1.
    public var opacity: Float

    /// A resolved color from components in `colorSpace` (default: sRGB); linear components
    /// are gamma-encoded.
    public init(
      colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
      opacity: Float = 1
    ) {
      func encode(_ value: Float) -> Float {
        colorSpace == .sRGBLinear ? Float(Color.encodeSRGB(Double(value))) : value
      }
      self.red = encode(red)
      self.green = encode(green)
      self.blue = encode(blue)
      self.opacity = opacity
    }

    /// The resolved value of a color that is the same in both appearances.
    package init(_ color: Color) {
      self.init(
        red: Float(color.red), green: Float(color.green), blue: Float(color.blue),
        opacity: Float(color.opacity))
    }

    /// The amount of red in the linear sRGB color space.
    public var linearRed: Float { Float(Color.decodeSRGB(Double(red))) }
    /// The amount of green in the linear sRGB color space.
    public var linearGreen: Float { Float(Color.decodeSRGB(Double(green))) }
    /// The amount of blue in the linear sRGB color space.
    public var linearBlue: Float { Float(Color.decodeSRGB(Double(blue))) }

    /// `#rrggbbaa`.
    public var description: String { Color(self).hexString }
  }

  /// A color with the values of `resolved`, the same in both appearances, as SwiftUI's
  /// `Color(_:)`.
  public init(_ resolved: Resolved) {
    self.init(
      red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
      opacity: Double(resolved.opacity))
  }

  /// A linear component gamma-encoded to sRGB (clamped to 0…1, NaN as 0).
  package static func encodeSRGB(_ value: Double) -> Double {
    let v = clamp(value)
    return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
  }

  /// An sRGB component decoded to linear light (clamped to 0…1, NaN as 0).
  package static func decodeSRGB(_ value: Double) -> Double {
    let v = clamp(value)
    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }
}
