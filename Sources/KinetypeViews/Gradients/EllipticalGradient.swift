public import Foundation
public import KinetypeCore
import KinetypeMotion
public import KinetypeRaster
import KinetypeRendering
public import KinetypeViewGraph

/// A radial gradient stretched to what it fills, as SwiftUI's `EllipticalGradient`: a style
/// for fills, strokes and text, and a view that fills the space it is offered.
///
/// As Apple documents, "the gradient maps its unit space to the bounding rectangle": one unit
/// is the frame's width across and its height down, so the circles of a radial gradient become
/// ellipses with the frame's proportions. The first color is `startRadiusFraction` of a unit
/// from `center`, the last `endRadiusFraction` (0.5, the default, reaches the middle of each
/// edge from the centre); beyond it the last color continues to the corners.
///
/// ```swift
/// Ellipse().fill(EllipticalGradient(colors: [.yellow, .orange], center: .center))
/// ```
public struct EllipticalGradient: ShapeStyle, ResolvableShapeStyle, View, PrimitiveView {
  /// The colors.
  public var gradient: Gradient
  /// The centre, in the frame.
  public var center: UnitPoint
  /// Where the first color is, as a fraction of the frame's unit space.
  public var startRadiusFraction: CGFloat
  /// Where the last color is, as a fraction of the frame's unit space.
  public var endRadiusFraction: CGFloat

  /// A gradient of `gradient` around `center`, from `startRadiusFraction` to
  /// `endRadiusFraction` of the frame.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// Evenly spaced `colors` around `center`.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// `stops` around `center`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  package func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    // The unit space is the frame, moved so that its centre is `center`.
    let point = center.point(in: rect)
    let unit = CGRect(
      x: point.x - rect.width / 2, y: point.y - rect.height / 2, width: rect.width,
      height: rect.height)
    return .ellipticalGradient(
      gradient, in: unit, startRadiusFraction: Double(startRadiusFraction),
      endRadiusFraction: Double(endRadiusFraction))
  }

  /// A gradient view fills its frame.
  public var body: Never { primitiveBody("EllipticalGradient") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [ShapeBehavior.fillingNode(kind: "EllipticalGradient", style: self, in: context)]
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient style, as SwiftUI's
  /// `ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient style of evenly spaced `colors`.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient style of `stops`.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
