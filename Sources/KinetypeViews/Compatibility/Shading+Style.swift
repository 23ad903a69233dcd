import Foundation
public import KinetypeRendering
public import KinetypeViewGraph

extension GraphicsContext.Shading {
  /// The paint of a shape style, as SwiftUI's `Shading.style(_:)`: `context.fill(path, with:
  /// .style(color))` in a `Canvas` or a `TextRenderer`.
  ///
  /// The style is resolved when the shading is made, in the default environment: a color (and
  /// a semantic style such as `.primary` or `.tint`) paints as SwiftUI paints it; a style that
  /// depends on the shape's bounds (a gradient between unit points) is resolved in a one-point
  /// square at the origin, so it paints as its first stops there (docs/views.md, "What is
  /// missing").
  public static func style<S: ShapeStyle>(_ style: S) -> GraphicsContext.Shading {
    style.resolvedShading(
      in: CGRect(x: 0, y: 0, width: 1, height: 1), environment: EnvironmentValues(), node: nil)
  }
}
