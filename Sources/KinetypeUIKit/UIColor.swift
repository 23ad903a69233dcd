public import Foundation
public import KinetypeCore
public import KinetypeCoreAnimation

/// A color, as UIKit's `UIColor` (sRGB components, 0…1).
///
/// The system colors (`systemBlue`, `label`, `systemBackground`…) and colors made with
/// ``init(dynamicProvider:)`` are dynamic, as UIKit's: ``red``, ``green``, ``blue`` and
/// ``alpha`` are the light appearance's, ``resolvedColor(with:)`` gives either appearance, and
/// `Color(uiColor:)` keeps both, so a SwiftUI view draws the dark value in the dark
/// appearance. Layers (`UIView.backgroundColor`, `cgColor`) take the light value.
open class UIColor: Equatable, CustomStringConvertible, _ExpressibleByColorLiteral {
  /// Red, 0…1.
  public let red: CGFloat
  /// Green, 0…1.
  public let green: CGFloat
  /// Blue, 0…1.
  public let blue: CGFloat
  /// Alpha, 0…1.
  public let alpha: CGFloat
  /// The color in the dark appearance, when it differs.
  private let dark: UIColor?

  /// Creates a color from sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.dark = nil
  }

  private init(light: UIColor, dark: UIColor) {
    (red, green, blue, alpha) = (light.red, light.green, light.blue, light.alpha)
    let dark = dark.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    let same =
      dark.red == light.red && dark.green == light.green && dark.blue == light.blue
      && dark.alpha == light.alpha
    self.dark = same ? nil : dark
  }

  /// A dynamic color: `provider` is asked for the color of each appearance, as UIKit's
  /// `init(dynamicProvider:)` (Kinetype asks once for `.light` and once for `.dark`, when the
  /// color is made).
  public convenience init(dynamicProvider provider: (UITraitCollection) -> UIColor) {
    self.init(
      light: provider(UITraitCollection(userInterfaceStyle: .light)),
      dark: provider(UITraitCollection(userInterfaceStyle: .dark)))
  }

  /// The color in the appearance `traitCollection` describes, as UIKit's
  /// `resolvedColor(with:)`: fixed components.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    if traitCollection.userInterfaceStyle == .dark, let dark { return dark }
    guard dark != nil else { return self }
    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
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

  /// The color of a SwiftUI-style `Color`, as `UIColor(_ color: Color)` (dynamic when the
  /// color has a dark variant).
  public convenience init(_ color: Color) {
    func fixed(_ color: Color) -> UIColor {
      UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
    }
    self.init(light: fixed(color.resolved(in: .light)), dark: fixed(color.resolved(in: .dark)))
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

  /// The same color with `alpha` (in both appearances).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    let light = UIColor(red: red, green: green, blue: blue, alpha: alpha)
    guard let dark else { return light }
    return UIColor(
      light: light, dark: UIColor(red: dark.red, green: dark.green, blue: dark.blue, alpha: alpha))
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

  /// Colors are equal when their (light appearance's) components are, as `Color`'s.
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  /// `UIColor(r, g, b, a)`, then the dark appearance's for a dynamic color.
  public var description: String {
    let light = "UIColor(\(red), \(green), \(blue), \(alpha))"
    guard let dark else { return light }
    return light + " dark: " + dark.description
  }

  /// A dynamic color of 8-bit components (and an opacity) in each appearance.
  private static func dynamic(
    _ light: (Int, Int, Int, Double), dark: (Int, Int, Int, Double)
  ) -> UIColor {
    UIColor(
      Color.system(
        light: (light.0, light.1, light.2), dark: (dark.0, dark.1, dark.2), opacity: light.3,
        darkOpacity: dark.3))
  }

  // More of UIKit's fixed colors (red, green, blue, black, white, gray and clear are below),
  // the same in both appearances, with the components UIKit's documentation gives ("A color
  // object whose RGB values are 1.0, 1.0, and 0.0 and whose alpha value is 1.0" for `yellow`;
  // grays by their grayscale value).
  /// (1, 1, 0).
  public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  /// (1, 0.5, 0).
  public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  /// (0.5, 0, 0.5).
  public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  /// (0.6, 0.4, 0.2).
  public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  /// (0, 1, 1).
  public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  /// (1, 0, 1).
  public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  /// Grayscale 1/3.
  public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
  /// Grayscale 2/3.
  public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }

  // The system colors, light and dark: SwiftUI's named colors (Color.swift has their
  // sources); the grays, labels, fills, separators and backgrounds from Apple's Human Interface
  // Guidelines (light) and UIKit's resolved dark values as Alderis (hbang/Alderis,
  // ColorGroup.swift) and Flutter's CupertinoColors list them (docs/views.md, "Appearance").
  /// (0, 122, 255); dark (10, 132, 255).
  public static var systemBlue: UIColor { UIColor(Color.blue) }
  /// (255, 59, 48); dark (255, 69, 58).
  public static var systemRed: UIColor { UIColor(Color.red) }
  /// (52, 199, 89); dark (48, 209, 88).
  public static var systemGreen: UIColor { UIColor(Color.green) }
  /// (255, 149, 0); dark (255, 159, 10).
  public static var systemOrange: UIColor { UIColor(Color.orange) }
  /// (255, 204, 0); dark (255, 214, 10).
  public static var systemYellow: UIColor { UIColor(Color.yellow) }
  /// (255, 45, 85); dark (255, 55, 95).
  public static var systemPink: UIColor { UIColor(Color.pink) }
  /// (175, 82, 222); dark (191, 90, 242).
  public static var systemPurple: UIColor { UIColor(Color.purple) }
  /// (48, 176, 199); dark (64, 200, 224).
  public static var systemTeal: UIColor { UIColor(Color.teal) }
  /// (88, 86, 214); dark (94, 92, 230).
  public static var systemIndigo: UIColor { UIColor(Color.indigo) }
  /// (0, 199, 190); dark (99, 230, 226).
  public static var systemMint: UIColor { UIColor(Color.mint) }
  /// (50, 173, 230); dark (100, 210, 255).
  public static var systemCyan: UIColor { UIColor(Color.cyan) }
  /// (162, 132, 94); dark (172, 142, 104).
  public static var systemBrown: UIColor { UIColor(Color.brown) }
  /// (142, 142, 147) in both appearances.
  public static var systemGray: UIColor { UIColor(Color.gray) }
  /// (174, 174, 178); dark (99, 99, 102).
  public static var systemGray2: UIColor { dynamic((174, 174, 178, 1), dark: (99, 99, 102, 1)) }
  /// (199, 199, 204); dark (72, 72, 74).
  public static var systemGray3: UIColor { dynamic((199, 199, 204, 1), dark: (72, 72, 74, 1)) }
  /// (209, 209, 214); dark (58, 58, 60).
  public static var systemGray4: UIColor { dynamic((209, 209, 214, 1), dark: (58, 58, 60, 1)) }
  /// (229, 229, 234); dark (44, 44, 46).
  public static var systemGray5: UIColor { dynamic((229, 229, 234, 1), dark: (44, 44, 46, 1)) }
  /// (242, 242, 247); dark (28, 28, 30).
  public static var systemGray6: UIColor { dynamic((242, 242, 247, 1), dark: (28, 28, 30, 1)) }
  /// White; black in the dark.
  public static var systemBackground: UIColor { dynamic((255, 255, 255, 1), dark: (0, 0, 0, 1)) }
  /// (242, 242, 247); dark (28, 28, 30).
  public static var secondarySystemBackground: UIColor {
    dynamic((242, 242, 247, 1), dark: (28, 28, 30, 1))
  }
  /// White; dark (44, 44, 46).
  public static var tertiarySystemBackground: UIColor {
    dynamic((255, 255, 255, 1), dark: (44, 44, 46, 1))
  }
  /// (242, 242, 247); black in the dark.
  public static var systemGroupedBackground: UIColor {
    dynamic((242, 242, 247, 1), dark: (0, 0, 0, 1))
  }
  /// White; dark (28, 28, 30).
  public static var secondarySystemGroupedBackground: UIColor {
    dynamic((255, 255, 255, 1), dark: (28, 28, 30, 1))
  }
  /// (242, 242, 247); dark (44, 44, 46).
  public static var tertiarySystemGroupedBackground: UIColor {
    dynamic((242, 242, 247, 1), dark: (44, 44, 46, 1))
  }
  /// Black text; white in the dark.
  public static var label: UIColor { UIColor(Color.primary) }
  /// (60, 60, 67) at 60 %; (235, 235, 245) at 60 % in the dark.
  public static var secondaryLabel: UIColor { UIColor(Color.secondary) }
  /// (60, 60, 67) at 30 %; (235, 235, 245) at 30 % in the dark.
  public static var tertiaryLabel: UIColor {
    dynamic((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
  }
  /// (60, 60, 67) at 18 %; (235, 235, 245) at 16 % in the dark.
  public static var quaternaryLabel: UIColor {
    dynamic((60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
  }
  /// (60, 60, 67) at 30 %; (235, 235, 245) at 30 % in the dark.
  public static var placeholderText: UIColor { tertiaryLabel }
  /// (0, 122, 255); dark (9, 132, 255).
  public static var link: UIColor { dynamic((0, 122, 255, 1), dark: (9, 132, 255, 1)) }
  /// (60, 60, 67) at 29 %; (84, 84, 88) at 60 % in the dark.
  public static var separator: UIColor { dynamic((60, 60, 67, 0.29), dark: (84, 84, 88, 0.6)) }
  /// (198, 198, 200); dark (56, 56, 58).
  public static var opaqueSeparator: UIColor {
    dynamic((198, 198, 200, 1), dark: (56, 56, 58, 1))
  }
  /// (120, 120, 128) at 20 %; at 36 % in the dark.
  public static var systemFill: UIColor {
    dynamic((120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
  }
  /// (120, 120, 128) at 16 %; at 32 % in the dark.
  public static var secondarySystemFill: UIColor {
    dynamic((120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
  }
  /// (118, 118, 128) at 12 %; at 24 % in the dark.
  public static var tertiarySystemFill: UIColor {
    dynamic((118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
  }
  /// (116, 116, 128) at 8 %; (118, 118, 128) at 18 % in the dark.
  public static var quaternarySystemFill: UIColor {
    dynamic((116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
  }
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
