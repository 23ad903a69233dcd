public import Foundation
public import KinetypeCore
import KinetypeRendering
public import KinetypeViewGraph

/// A shadow a shape style casts, as SwiftUI's `ShadowStyle`: `.drop` under the shape, or
/// `.inner` inside its edges.
public struct ShadowStyle: Hashable, Sendable {
  /// The shadow's color.
  let color: Color
  /// How far it is blurred (as `shadow(color:radius:x:y:)`'s radius).
  let radius: CGFloat
  /// Its offset.
  let x: CGFloat
  let y: CGFloat
  /// Whether it falls inside the shape rather than under it.
  let isInner: Bool

  /// A drop shadow, as SwiftUI's `ShadowStyle.drop(color:radius:x:y:)` (default color: black
  /// at 33 %).
  public static func drop(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
    x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: false)
  }

  /// An inner shadow, as SwiftUI's `ShadowStyle.inner(color:radius:x:y:)`: the shadow of the
  /// shape's outside, drawn over the shape and inside it only.
  public static func inner(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
    x: CGFloat = 0, y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(color: color, radius: radius, x: x, y: y, isInner: true)
  }

  /// The graphics filter for a drawing at `scale` pixels per point (the blur's standard
  /// deviation is half the radius, as for the `shadow` modifier: docs/views.md).
  func filter(scale: CGFloat) -> GraphicsContext.Filter {
    let sigma = Double(max(0, radius.isFinite ? radius : 0) / 2 * scale)
    let dx = Double((x.isFinite ? x : 0) * scale)
    let dy = Double((y.isFinite ? y : 0) * scale)
    return isInner
      ? .shadow(color: color, radius: sigma, x: dx, y: dy, options: [.invertsAlpha, .shadowAbove])
      : .shadow(color: color, radius: sigma, x: dx, y: dy)
  }
}

/// A shape style with a shadow (``ShapeStyle/shadow(_:)``): shapes filled or stroked with it
/// cast the shadow; text drawn with it gets the base style alone.
public struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
  /// The style painted.
  let base: Base
  /// The shadow.
  let shadow: ShadowStyle

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    base.resolvedShading(in: rect, environment: environment, node: nil)
  }
}

/// What a shape's drawing reads of a shadowed style.
protocol ShadowingShapeStyle {
  var shadowStyle: ShadowStyle { get }
}

extension ShadowedShapeStyle: ShadowingShapeStyle {
  var shadowStyle: ShadowStyle { shadow }
}

extension ShapeStyle {
  /// This style with a shadow, as SwiftUI's `ShapeStyle.shadow(_:)`:
  /// `Color.white.shadow(.drop(radius: 4))` fills a shape white over a soft shadow;
  /// `.inner(radius:)` shades the shape's edges from inside.
  public func shadow(_ style: ShadowStyle) -> ShadowedShapeStyle<Self> {
    ShadowedShapeStyle(base: self, shadow: style)
  }
}
