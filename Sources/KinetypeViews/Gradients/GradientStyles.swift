public import Foundation
public import KinetypeCore
public import KinetypeMotion
public import KinetypeRaster
public import KinetypeViewGraph

// The gradient styles' other spellings, as SwiftUI's `ShapeStyle` statics: from colors, from
// stops, and from an `AnyGradient` (`.linearGradient(.blue.gradient, …)`).

extension RadialGradient {
  /// `stops` around `center` from `startRadius` to `endRadius`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
}

extension AngularGradient {
  /// `stops` around `center` from `startAngle` to `endAngle` (equal: once round).
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient style of `stops`.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient style of `gradient`'s colors.
  public static func linearGradient(
    _ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient style, as SwiftUI's `radialGradient(_:center:startRadius:endRadius:)`.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient style of `gradient`'s colors.
  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
    endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient.gradient, center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A radial gradient style of evenly spaced `colors`.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient style of `stops`.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient style of evenly spaced `colors` from `startAngle` to `endAngle`.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient style of `stops` from `startAngle` to `endAngle`.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient style of `gradient`'s colors.
  public static func angularGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(
      gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient style of `gradient`'s colors.
  public static func ellipticalGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
