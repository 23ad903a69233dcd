public import Foundation
public import KinetypeCore
import KinetypeMotion
public import KinetypeRaster
import KinetypeRendering
import KinetypeViewGraph

/// A linear gradient, as SwiftUI's `LinearGradient`: a style for fills and text, and a view
/// that fills the space it is offered. `startPoint` and `endPoint` are unit points of the
/// frame it fills.
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView {
  /// The colors.
  public var gradient: Gradient
  /// Where the gradient starts, in the frame.
  public var startPoint: UnitPoint
  /// Where the gradient ends, in the frame.
  public var endPoint: UnitPoint

  /// A gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Evenly spaced `colors` from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// `stops` from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .linearGradient(
      gradient, startPoint: startPoint.point(in: rect),
      endPoint: endPoint.point(in: rect))
  }

  /// A gradient view fills its frame.
  public var body: Never { primitiveBody("LinearGradient") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    // The end points animate (a shimmer moves them), as SwiftUI's gradient views do.
    var animated = self
    let points = context.animated(
      AnimatablePair(
        AnimatablePair(startPoint.x, startPoint.y), AnimatablePair(endPoint.x, endPoint.y)),
      "gradient.points")
    animated.startPoint = UnitPoint(x: points.first.first, y: points.first.second)
    animated.endPoint = UnitPoint(x: points.second.first, y: points.second.second)
    return [ShapeBehavior.fillingNode(kind: "LinearGradient", style: animated, in: context)]
  }
}

/// A radial gradient, as SwiftUI's `RadialGradient`: a style for fills and text, and a view
/// that fills the space it is offered. Radii are in points.
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView {
  /// The colors.
  public var gradient: Gradient
  /// The centre, in the frame.
  public var center: UnitPoint
  /// The radius where the first color is.
  public var startRadius: CGFloat
  /// The radius where the last color is.
  public var endRadius: CGFloat

  /// A gradient around `center` from `startRadius` to `endRadius`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Evenly spaced `colors` around `center`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    .radialGradient(
      gradient, center: center.point(in: rect), startRadius: Double(startRadius),
      endRadius: Double(endRadius))
  }

  /// A gradient view fills its frame.
  public var body: Never { primitiveBody("RadialGradient") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [ShapeBehavior.fillingNode(kind: "RadialGradient", style: self, in: context)]
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient style.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient style of evenly spaced colors.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
}
