/// A color in the sRGB space with straight (not premultiplied) alpha, components in 0...1.
///
/// This is the color users write; the raster layer converts it to premultiplied 8-bit
/// pixels when it paints. The initializers clamp each component to 0...1 (NaN becomes 0);
/// setting a component directly does not, because animation arithmetic (a spring's overshoot,
/// the difference of two colors) needs values outside 0...1. Everything that reads a color to
/// draw or print it (``hexString``, the raster layer) clamps, so any value, NaN and infinities
/// included, is safe.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0...1 from the initializers.
  public var red: Double
  /// The green component, 0...1 from the initializers.
  public var green: Double
  /// The blue component, 0...1 from the initializers.
  public var blue: Double
  /// The alpha component, 0...1 from the initializers (SwiftUI's name).
  public var opacity: Double

  /// Creates a color from sRGB components; values are clamped to 0...1 (NaN becomes 0).
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = Color.clamp(red)
    self.green = Color.clamp(green)
    self.blue = Color.clamp(blue)
    self.opacity = Color.clamp(opacity)
  }

  /// A gray of `white` brightness.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` is optional); nil if malformed.
  public init?(hex: String) {
    var digits = Substring(hex)
    if digits.first == "#" { digits = digits.dropFirst() }
    let values = digits.compactMap { $0.hexDigitValue }
    guard values.count == digits.count else { return nil }
    func byte(_ high: Int, _ low: Int) -> Double { Double(high * 16 + low) / 255 }
    switch values.count {
    case 3:
      self.init(
        red: byte(values[0], values[0]), green: byte(values[1], values[1]),
        blue: byte(values[2], values[2]))
    case 6:
      self.init(
        red: byte(values[0], values[1]), green: byte(values[2], values[3]),
        blue: byte(values[4], values[5]))
    case 8:
      self.init(
        red: byte(values[0], values[1]), green: byte(values[2], values[3]),
        blue: byte(values[4], values[5]), opacity: byte(values[6], values[7]))
    default:
      return nil
    }
  }

  /// The color with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
  }

  /// `#rrggbbaa`.
  public var hexString: String {
    func hex(_ value: Double) -> String {
      let byte = Int(saturating: (Color.clamp(value) * 255).rounded())
      let digits = Array("0123456789abcdef")
      return String([digits[byte / 16], digits[byte % 16]])
    }
    return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
  }

  /// A debugging description.
  public var description: String { hexString }

  /// Black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// White.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  // SwiftUI's standard colors in the light appearance, sRGB: Apple Human Interface Guidelines,
  // "Color › Specifications › System colors", iOS/iPadOS "Default (light)" column as
  // published through iOS 18 (https://developer.apple.com/design/human-interface-guidelines/color);
  // the same values appear in SkipUI's Color.swift (light variants).

  /// SwiftUI's gray (#8e8e93, systemGray).
  public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
  /// SwiftUI's red (#ff3b30, systemRed).
  public static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
  /// SwiftUI's orange (#ff9500, systemOrange).
  public static let orange = Color(red: 1, green: 149 / 255, blue: 0)
  /// SwiftUI's yellow (#ffcc00, systemYellow).
  public static let yellow = Color(red: 1, green: 204 / 255, blue: 0)
  /// SwiftUI's green (#34c759, systemGreen).
  public static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
  /// SwiftUI's mint (#00c7be, systemMint).
  public static let mint = Color(red: 0, green: 199 / 255, blue: 190 / 255)
  /// SwiftUI's teal (#30b0c7, systemTeal).
  public static let teal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255)
  /// SwiftUI's cyan (#32ade6, systemCyan).
  public static let cyan = Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255)
  /// SwiftUI's blue (#007aff, systemBlue).
  public static let blue = Color(red: 0, green: 122 / 255, blue: 1)
  /// SwiftUI's indigo (#5856d6, systemIndigo).
  public static let indigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255)
  /// SwiftUI's purple (#af52de, systemPurple).
  public static let purple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255)
  /// SwiftUI's pink (#ff2d55, systemPink).
  public static let pink = Color(red: 1, green: 45 / 255, blue: 85 / 255)
  /// SwiftUI's brown (#a2845e, systemBrown).
  public static let brown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255)
  /// The color of primary content: black in the light appearance (UIKit's `label`).
  public static let primary = Color(red: 0, green: 0, blue: 0)
  /// The color of secondary content: #3c3c43 at 60 % in the light appearance (UIKit's
  /// `secondaryLabel`).
  public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)

  /// `value` clamped to 0...1, NaN as 0.
  package static func clamp(_ value: Double) -> Double {
    guard !value.isNaN else { return 0 }
    return min(1, max(0, value))
  }
}
