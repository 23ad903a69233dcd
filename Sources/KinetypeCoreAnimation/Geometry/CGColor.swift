public import Foundation

// Temporary: a minimal `CGColor` until the CoreGraphics shim provides one. The coordinator
// may delete this file at merge if KinetypeCore then defines `CGColor` with these members.

/// A color in the sRGB (or gray) color space, as Core Graphics' immutable `CGColor`.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The components: red, green, blue, alpha (or gray, alpha), each 0…1.
  public let components: [CGFloat]?

  /// Creates an sRGB color, as `CGColor(red:green:blue:alpha:)`.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// Creates a gray color, as `CGColor(gray:alpha:)`.
  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, alpha]
  }

  /// The number of components (4 for RGB, 2 for gray).
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The alpha component.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// The same color with `alpha`.
  public func copy(alpha: CGFloat) -> CGColor? {
    let rgba = self.rgba
    return CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
  }

  /// Red, green, blue and alpha, gray expanded.
  var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let c = components ?? [0, 0, 0, 1]
    if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
    if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
    return (0, 0, 0, 1)
  }

  /// Opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Transparent black.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// Colors are equal when their RGBA components are.
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    let (a, b) = (lhs.rgba, rhs.rgba)
    return a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
  }

  /// Hashes the RGBA components.
  public func hash(into hasher: inout Hasher) {
    let c = rgba
    hasher.combine(c.red)
    hasher.combine(c.green)
    hasher.combine(c.blue)
    hasher.combine(c.alpha)
  }

  /// `CGColor(r, g, b, a)`.
  public var description: String {
    let c = rgba
    return "CGColor(\(c.red), \(c.green), \(c.blue), \(c.alpha))"
  }
}
