extension GraphicsContext {
  /// How a shape is painted: a color or a gradient, as SwiftUI's `GraphicsContext.Shading`.
  public enum Shading: Sendable, Equatable {
    /// A solid color.
    case color(Color)
    /// A linear gradient between two points in user space.
    case linearGradient(Gradient, startPoint: Point, endPoint: Point)
    /// A radial gradient around `center` in user space.
    case radialGradient(Gradient, center: Point, startRadius: Double, endRadius: Double)

    /// The paint in canvas pixels under `transform`.
    func paint(under transform: Transform) -> Paint {
      switch self {
      case .color(let color):
        return .color(color)
      case .linearGradient(let gradient, let start, let end):
        return .linearGradient(
          gradient, startPoint: start.applying(transform), endPoint: end.applying(transform))
      case .radialGradient(let gradient, let center, let startRadius, let endRadius):
        let scale = Swift.max(0, abs(transform.determinant)).squareRoot()
        return .radialGradient(
          gradient, center: center.applying(transform), startRadius: startRadius * scale,
          endRadius: endRadius * scale)
      }
    }
  }

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    guard transform.isFinite, path.isFinite else {
      return warn("fill skipped: the path or transform is not finite")
    }
    let paint = shading.paint(under: transform)
    withFilteredTarget { canvas, opacity, blendMode, clip in
      canvas.fill(
        path, with: paint, style: style, transform: transform, opacity: opacity,
        blendMode: blendMode, clip: clip)
    }
  }

  /// Strokes `path` with `shading` using `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    guard transform.isFinite, path.isFinite, style.lineWidth.isFinite else {
      return warn("stroke skipped: the path, transform or line width is not finite")
    }
    let paint = shading.paint(under: transform)
    withFilteredTarget { canvas, opacity, blendMode, clip in
      canvas.stroke(
        path, with: paint, style: style, transform: transform, opacity: opacity,
        blendMode: blendMode, clip: clip)
    }
  }

  /// Strokes `path` with `shading` at `lineWidth`.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: Double = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }
}
