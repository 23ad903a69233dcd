/// A color in the sRGB space with straight (not premultiplied) alpha, components in 0...1.
///
/// A color made from components (`Color(red:green:blue:)`, `Color(hex:)`, `.black`, `.white`)
/// is the same in both appearances. SwiftUI's system and semantic colors (`.blue`, `.primary`,
/// `.secondary`…) also carry a dark variant: ``red``, ``green``, ``blue`` and ``opacity`` are
/// their light appearance's components, and what draws them resolves the color against the
/// ``ColorScheme`` it draws in (the view layer's `Color.resolve(in:)`; docs/views.md,
/// "Appearance"). Equality and hashing compare the light components, what a pixel drawn in
/// the default appearance holds: `.red` equals `Color(red: 1, green: 59 / 255, blue: 48 / 255)`
/// and a pixel read back from a light drawing of it; resolving tells the dark values apart.
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
  /// The components in the dark appearance, when they differ from the light ones; nil for a
  /// color that is the same in both.
  package var darkComponents: Components?

  /// The four components of one appearance of a color, unclamped.
  package struct Components: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var opacity: Double

    package init(red: Double, green: Double, blue: Double, opacity: Double) {
      (self.red, self.green, self.blue, self.opacity) = (red, green, blue, opacity)
    }
  }

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

  /// The color with its opacity multiplied by `opacity` (in both appearances).
  public func opacity(_ opacity: Double) -> Color {
    var result = Color(red: red, green: green, blue: blue, opacity: self.opacity * opacity)
    if let dark = darkComponents {
      result.darkComponents = Components(
        red: dark.red, green: dark.green, blue: dark.blue,
        opacity: Color.clamp(dark.opacity * opacity))
    }
    return result
  }

  /// `#rrggbbaa` (the light appearance's components).
  public var hexString: String {
    func hex(_ value: Double) -> String {
      let byte = Int(saturating: (Color.clamp(value) * 255).rounded())
      let digits = Array("0123456789abcdef")
      return String([digits[byte / 16], digits[byte % 16]])
    }
    return "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
  }

  /// A debugging description: ``hexString``, the light appearance's (layout dumps and
  /// `kinetype inspect` print it).
  public var description: String { hexString }

  /// Black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// White.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  // SwiftUI's standard colors, light and dark, sRGB: Apple Human Interface Guidelines,
  // "Color › Specifications › System colors", iOS/iPadOS "Default (light)" and "Default (dark)"
  // columns as published through iOS 18
  // (https://developer.apple.com/design/human-interface-guidelines/color); the light values
  // also appear in SkipUI's Color.swift, the dark ones in UIKit's resolved colors as Alderis
  // lists them (hbang/Alderis, ColorGroup.swift, "DARK SYSTEM COLORS"). docs/views.md,
  // "Appearance", has the table.

  /// SwiftUI's gray (systemGray: #8e8e93 in both appearances).
  public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
  /// SwiftUI's red (systemRed: #ff3b30; dark #ff453a).
  public static let red = system(light: (255, 59, 48), dark: (255, 69, 58))
  /// SwiftUI's orange (systemOrange: #ff9500; dark #ff9f0a).
  public static let orange = system(light: (255, 149, 0), dark: (255, 159, 10))
  /// SwiftUI's yellow (systemYellow: #ffcc00; dark #ffd60a).
  public static let yellow = system(light: (255, 204, 0), dark: (255, 214, 10))
  /// SwiftUI's green (systemGreen: #34c759; dark #30d158).
  public static let green = system(light: (52, 199, 89), dark: (48, 209, 88))
  /// SwiftUI's mint (systemMint: #00c7be; dark #63e6e2).
  public static let mint = system(light: (0, 199, 190), dark: (99, 230, 226))
  /// SwiftUI's teal (systemTeal: #30b0c7; dark #40c8e0).
  public static let teal = system(light: (48, 176, 199), dark: (64, 200, 224))
  /// SwiftUI's cyan (systemCyan: #32ade6; dark #64d2ff).
  public static let cyan = system(light: (50, 173, 230), dark: (100, 210, 255))
  /// SwiftUI's blue (systemBlue: #007aff; dark #0a84ff).
  public static let blue = system(light: (0, 122, 255), dark: (10, 132, 255))
  /// SwiftUI's indigo (systemIndigo: #5856d6; dark #5e5ce6).
  public static let indigo = system(light: (88, 86, 214), dark: (94, 92, 230))
  /// SwiftUI's purple (systemPurple: #af52de; dark #bf5af2).
  public static let purple = system(light: (175, 82, 222), dark: (191, 90, 242))
  /// SwiftUI's pink (systemPink: #ff2d55; dark #ff375f).
  public static let pink = system(light: (255, 45, 85), dark: (255, 55, 95))
  /// SwiftUI's brown (systemBrown: #a2845e; dark #ac8e68).
  public static let brown = system(light: (162, 132, 94), dark: (172, 142, 104))
  /// The color of primary content (UIKit's `label`): black in the light appearance, white in
  /// the dark.
  public static let primary = Color(light: .black, dark: .white)
  /// The color of secondary content (UIKit's `secondaryLabel`): #3c3c43 at 60 % in the light
  /// appearance, #ebebf5 at 60 % in the dark.
  public static let secondary = system(
    light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.6)

  /// A color of 8-bit sRGB components in each appearance, at `opacity` (in the dark at
  /// `darkOpacity`, when it differs).
  package static func system(
    light: (Int, Int, Int), dark: (Int, Int, Int), opacity: Double = 1,
    darkOpacity: Double? = nil
  ) -> Color {
    func color(_ c: (Int, Int, Int), _ opacity: Double) -> Color {
      Color(
        red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255,
        opacity: opacity)
    }
    return Color(light: color(light, opacity), dark: color(dark, darkOpacity ?? opacity))
  }

  /// Whether the light components are equal (the dark variants are not compared).
  public static func == (lhs: Color, rhs: Color) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
      && lhs.opacity == rhs.opacity
  }

  /// Hashes the light components, as ``==`` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(opacity)
  }

  /// `value` clamped to 0...1, NaN as 0.
  package static func clamp(_ value: Double) -> Double {
    guard !value.isNaN else { return 0 }
    return min(1, max(0, value))
  }
}
