import Foundation
import KinetypeCore
import KinetypeRaster

extension GraphicsContext {
  /// How a shape is painted: a color or a gradient, as SwiftUI's `GraphicsContext.Shading`.
  public enum Shading: Sendable, Equatable {
    /// A solid color.
    case color(Color)
    /// A linear gradient between two points in user space.
    case linearGradient(Gradient, startPoint: CGPoint, endPoint: CGPoint)
    /// A radial gradient around `center` in user space.
    case radialGradient(Gradient, center: CGPoint, startRadius: Double, endRadius: Double)
    /// The context's foreground color (black unless the view that made the context set
    /// another), as SwiftUI's `Shading.foreground`.
    case foreground
    /// A gradient once round `center`, clockwise from `angle`, as SwiftUI's
    /// `Shading.conicGradient(_:center:angle:)`.
    case conicGradient(Gradient, center: CGPoint, angle: Angle = .zero)
    /// A radial gradient stretched to `rect`, as SwiftUI's
    /// `Shading.ellipticalGradient(_:in:startRadiusFraction:endRadiusFraction:)`: the
    /// gradient's unit space is the rectangle, so the circles become ellipses; the first color
    /// is at `startRadiusFraction` of a unit from the rectangle's centre, the last at
    /// `endRadiusFraction` (0.5: the ellipse inscribed in the rectangle).
    case ellipticalGradient(
      Gradient, in: CGRect, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5)

    /// The raster paint, in user space: the canvas maps its geometry through the draw's
    /// transform, as it does the path's. `foreground` is the color `.foreground` stands for;
    /// every color is resolved for `colorScheme`.
    func paint(foreground: Color, in colorScheme: ColorScheme) -> Paint {
      switch self {
      case .color(let color): .color(color.resolved(in: colorScheme))
      case .foreground: .color(foreground.resolved(in: colorScheme))
      case .linearGradient(let gradient, let start, let end):
        .linearGradient(gradient.resolved(in: colorScheme), startPoint: start, endPoint: end)
      case .radialGradient(let gradient, let center, let startRadius, let endRadius):
        .radialGradient(
          gradient.resolved(in: colorScheme), center: center, startRadius: startRadius,
          endRadius: endRadius)
      case .conicGradient(let gradient, let center, let angle):
        .conicGradient(gradient.resolved(in: colorScheme), center: center, angle: angle.radians)
      case .ellipticalGradient(let gradient, let rect, let start, let end):
        .ellipticalGradient(
          gradient.resolved(in: colorScheme), in: rect, startRadiusFraction: start,
          endRadiusFraction: end)
      }
    }
  }

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    guard transform.isFinite, path.isFinite else {
      return warn("fill skipped: the path or transform is not finite")
    }
    // Only text is outlined.
    guard textOutline == nil else { return }
    let paint = shading.paint(foreground: textDefaults.foregroundColor, in: colorScheme)
    let bounds = path.controlPointBounds.applying(transform)
    withFilteredTarget(bounds: bounds) { canvas, origin, opacity, blendMode, clip in
      let shift = CGAffineTransform(translationX: Double(-origin.x), y: Double(-origin.y))
      canvas.fill(
        path, with: paint, style: style,
        transform: transform.concatenating(shift), opacity: opacity, blendMode: blendMode,
        clip: clip)
    }
  }

  /// Strokes `path` with `shading` using `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    guard transform.isFinite, path.isFinite, style.lineWidth.isFinite else {
      return warn("stroke skipped: the path, transform or line width is not finite")
    }
    guard textOutline == nil else { return }
    let paint = shading.paint(foreground: textDefaults.foregroundColor, in: colorScheme)
    // A miter can reach miterLimit · width / 2 past the outline.
    let scale = max(abs(transform.a) + abs(transform.c), abs(transform.b) + abs(transform.d))
    let reach = style.lineWidth * max(1, style.miterLimit) / 2 * scale
    let bounds = path.controlPointBounds.applying(transform).insetBy(dx: -reach, dy: -reach)
    withFilteredTarget(bounds: bounds) { canvas, origin, opacity, blendMode, clip in
      let shift = CGAffineTransform(translationX: Double(-origin.x), y: Double(-origin.y))
      canvas.stroke(
        path, with: paint, style: style,
        transform: transform.concatenating(shift), opacity: opacity, blendMode: blendMode,
        clip: clip)
    }
  }

  /// Strokes `path` with `shading` at `lineWidth`.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: Double = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }
}

extension Gradient {
  /// The gradient with each stop's color resolved for `colorScheme`.
  func resolved(in colorScheme: ColorScheme) -> Gradient {
    guard stops.contains(where: \.color.isAdaptive) else { return self }
    var result = self
    for index in result.stops.indices {
      result.stops[index].color = result.stops[index].color.resolved(in: colorScheme)
    }
    return result
  }
}
