public import Foundation
public import KinetypeCore
public import KinetypeCoreAnimation

/// A color, as UIKit's `UIColor` (sRGB components, 0…1).
open class UIColor: Equatable, CustomStringConvertible, _ExpressibleByColorLiteral {
  /// Red, 0…1.
  public let red: CGFloat
  /// Green, 0…1.
  public let green: CGFloat
  /// Blue, 0…1.
  public let blue: CGFloat
  /// Alpha, 0…1.
  public let alpha: CGFloat

  /// Creates a color from sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The color of a color literal, `#colorLiteral(red:green:blue:alpha:)` (Xcode's color
  /// well), as UIKit makes it; see ``_ColorLiteralType``.
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// Creates a gray.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The color of a SwiftUI-style `Color`, as `UIColor(_ color: Color)`.
  public convenience init(_ color: Color) {
    self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
  }

  /// The color of a `CGColor`.
  public convenience init(cgColor: CGColor) {
    let c = cgColor.components ?? [0, 0, 0, 1]
    if c.count >= 4 {
      self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    } else {
      self.init(white: c.first ?? 0, alpha: c.count > 1 ? c[1] : 1)
    }
  }

  /// The same color with `alpha`.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The color as a `CGColor`.
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// Writes the components, as `getRed(_:green:blue:alpha:)`; always true.
  public func getRed(
    _ r: inout CGFloat, green g: inout CGFloat, blue b: inout CGFloat, alpha a: inout CGFloat
  ) -> Bool {
    (r, g, b, a) = (red, green, blue, alpha)
    return true
  }

  /// Colors are equal when their components are.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  /// `UIColor(r, g, b, a)`.
  public var description: String { "UIColor(\(red), \(green), \(blue), \(alpha))" }

  private static func rgb(_ r: Double, _ g: Double, _ b: Double) -> UIColor {
    UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: 1)
  }

  // The system colors in their light appearance (Apple's Human Interface Guidelines).
  /// (0, 122, 255).
  public static var systemBlue: UIColor { rgb(0, 122, 255) }
  /// (255, 59, 48).
  public static var systemRed: UIColor { rgb(255, 59, 48) }
  /// (52, 199, 89).
  public static var systemGreen: UIColor { rgb(52, 199, 89) }
  /// (255, 149, 0).
  public static var systemOrange: UIColor { rgb(255, 149, 0) }
  /// (255, 204, 0).
  public static var systemYellow: UIColor { rgb(255, 204, 0) }
  /// (255, 45, 85).
  public static var systemPink: UIColor { rgb(255, 45, 85) }
  /// (175, 82, 222).
  public static var systemPurple: UIColor { rgb(175, 82, 222) }
  /// (48, 176, 199).
  public static var systemTeal: UIColor { rgb(48, 176, 199) }
  /// (88, 86, 214).
  public static var systemIndigo: UIColor { rgb(88, 86, 214) }
  /// (0, 199, 190).
  public static var systemMint: UIColor { rgb(0, 199, 190) }
  /// (50, 173, 230).
  public static var systemCyan: UIColor { rgb(50, 173, 230) }
  /// (162, 132, 94).
  public static var systemBrown: UIColor { rgb(162, 132, 94) }
  /// (142, 142, 147).
  public static var systemGray: UIColor { rgb(142, 142, 147) }
  /// (174, 174, 178).
  public static var systemGray2: UIColor { rgb(174, 174, 178) }
  /// (199, 199, 204).
  public static var systemGray3: UIColor { rgb(199, 199, 204) }
  /// (209, 209, 214).
  public static var systemGray4: UIColor { rgb(209, 209, 214) }
  /// (229, 229, 234).
  public static var systemGray5: UIColor { rgb(229, 229, 234) }
  /// (242, 242, 247).
  public static var systemGray6: UIColor { rgb(242, 242, 247) }
  /// White.
  public static var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
  /// Black text.
  public static var label: UIColor { UIColor(white: 0, alpha: 1) }
  /// Pure red (1, 0, 0).
  public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  /// Pure green (0, 1, 0).
  public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  /// Pure blue (0, 0, 1).
  public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  /// Black.
  public static var black: UIColor { UIColor(white: 0, alpha: 1) }
  /// White.
  public static var white: UIColor { UIColor(white: 1, alpha: 1) }
  /// Gray (0.5).
  public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  /// Transparent.
  public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
