import Foundation
import KinetypeCore
import KinetypeRendering

/// A color or pattern to fill or stroke a shape, or to draw text with, as SwiftUI's
/// `ShapeStyle`. `Color`, `LinearGradient`, `RadialGradient`, `ForegroundStyle` (`.foreground`)
/// and `AnyShapeStyle` conform.
public protocol ShapeStyle {}

/// A style Kinetype knows how to paint.
package protocol ResolvableShapeStyle {
  /// The paint for a shape whose frame is `rect` (root points), in `environment`.
  func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading
}

extension ShapeStyle {
  /// The paint for a shape in `rect`: the style's own, or the foreground color for a style
  /// Kinetype cannot paint (with a warning at `node`).
  package func resolvedShading(in rect: CGRect, environment: EnvironmentValues, node: ViewNode?)
    -> GraphicsContext.Shading
  {
    if let style = self as? any ResolvableShapeStyle {
      return style.shading(in: rect, environment: environment)
    }
    if let node {
      node.graph.warn(
        "the shape style \(type(of: self)) is not supported; the foreground color is used",
        at: node)
    }
    return ForegroundStyle().shading(in: rect, environment: environment)
  }

  /// The style's solid color, if it is one (after resolving `.foreground`).
  package func solidColor(in environment: EnvironmentValues) -> Color? {
    if case .color(let color) = resolvedShading(
      in: .zero, environment: environment, node: nil)
    {
      return color
    }
    return nil
  }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(self)
  }
}

/// A resolved color paints itself, in any appearance.
extension Color.Resolved: ShapeStyle, ResolvableShapeStyle {
  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .color(Color(self))
  }
}

/// The current foreground style, as SwiftUI's `ForegroundStyle` (`.foreground`): what
/// `foregroundStyle(_:)` set above, else `.primary`.
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
  /// Creates the foreground style.
  public init() {}

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    guard let style = environment.foregroundStyle?.base, !(style is ForegroundStyle) else {
      return .color(.primary)
    }
    var outer = environment
    outer.foregroundStyle = nil
    return style.resolvedShading(in: rect, environment: outer, node: nil)
  }
}

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
  package let base: any ShapeStyle

  /// Wraps `style`.
  public init<S: ShapeStyle>(_ style: S) {
    base = (style as? AnyShapeStyle)?.base ?? style
  }

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    base.resolvedShading(in: rect, environment: environment, node: nil)
  }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

// SwiftUI's color names, reachable as `.red` wherever a ShapeStyle is expected.
extension ShapeStyle where Self == Color {
  /// Black in the light appearance, white in the dark.
  public static var primary: Color { Color.primary }
  /// #3c3c43 at 60 % in the light appearance, #ebebf5 at 60 % in the dark.
  public static var secondary: Color { Color.secondary }
  /// Black.
  public static var black: Color { Color.black }
  /// White.
  public static var white: Color { Color.white }
  /// Transparent.
  public static var clear: Color { Color.clear }
  /// SwiftUI's gray.
  public static var gray: Color { Color.gray }
  /// SwiftUI's red.
  public static var red: Color { Color.red }
  /// SwiftUI's orange.
  public static var orange: Color { Color.orange }
  /// SwiftUI's yellow.
  public static var yellow: Color { Color.yellow }
  /// SwiftUI's green.
  public static var green: Color { Color.green }
  /// SwiftUI's mint.
  public static var mint: Color { Color.mint }
  /// SwiftUI's teal.
  public static var teal: Color { Color.teal }
  /// SwiftUI's cyan.
  public static var cyan: Color { Color.cyan }
  /// SwiftUI's blue.
  public static var blue: Color { Color.blue }
  /// SwiftUI's indigo.
  public static var indigo: Color { Color.indigo }
  /// SwiftUI's purple.
  public static var purple: Color { Color.purple }
  /// SwiftUI's pink.
  public static var pink: Color { Color.pink }
  /// SwiftUI's brown.
  public static var brown: Color { Color.brown }
}
