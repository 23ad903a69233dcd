public import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
public import KinetypeViewGraph

extension ShapeStyle {
  /// This style with its opacity multiplied by `opacity`, as SwiftUI's `opacity(_:)` on a
  /// shape style: `.fill(.blue.gradient.opacity(0.5))` paints the gradient at half its alpha.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    OpacityShapeStyle(base: self, opacity: opacity.isFinite ? min(max(opacity, 0), 1) : 1)
  }
}

/// A style whose colors are multiplied by an opacity.
struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
  let base: Base
  let opacity: Double

  func shading(in rect: CGRect, environment: EnvironmentValues) -> GraphicsContext.Shading {
    base.resolvedShading(in: rect, environment: environment, node: nil)
      .multiplyingOpacity(by: opacity, environment: environment)
  }
}

extension GraphicsContext.Shading {
  /// This paint with every color's opacity multiplied by `opacity` (`.foreground` is resolved
  /// to the environment's foreground first).
  func multiplyingOpacity(by opacity: Double, environment: EnvironmentValues)
    -> GraphicsContext.Shading
  {
    func faded(_ gradient: Gradient) -> Gradient {
      Gradient(
        stops: gradient.stops.map {
          Gradient.Stop(color: $0.color.opacity(opacity), location: $0.location)
        })
    }
    switch self {
    case .color(let color): return .color(color.opacity(opacity))
    case .foreground:
      return ForegroundStyle().shading(in: .zero, environment: environment)
        .multiplyingOpacity(by: opacity, environment: environment)
    case .linearGradient(let gradient, let start, let end):
      return .linearGradient(faded(gradient), startPoint: start, endPoint: end)
    case .radialGradient(let gradient, let center, let startRadius, let endRadius):
      return .radialGradient(
        faded(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
    case .conicGradient(let gradient, let center, let angle):
      return .conicGradient(faded(gradient), center: center, angle: angle)
    case .ellipticalGradient(let gradient, let rect, let start, let end):
      return .ellipticalGradient(
        faded(gradient), in: rect, startRadiusFraction: start, endRadiusFraction: end)
    }
  }
}
