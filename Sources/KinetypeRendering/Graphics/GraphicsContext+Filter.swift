extension GraphicsContext {
  /// An effect applied to drawing, as SwiftUI's `GraphicsContext.Filter`.
  ///
  /// As in SwiftUI, a draw through a context with filters is rendered to an implicit
  /// transparent layer, the filters are applied to that layer in order, and the layer is
  /// composited with the context's opacity, blend mode and clip.
  public struct Filter: Sendable, Equatable {
    let raster: KinetypeRaster.Filter

    /// A Gaussian blur; `radius` is the standard deviation in pixels, as in SwiftUI.
    public static func blur(radius: Double) -> Filter { Filter(raster: .blur(radius: radius)) }

    /// A drop shadow under the drawing: its alpha blurred by `radius` (standard deviation),
    /// tinted with `color` and moved by `x`, `y`.
    public static func shadow(
      color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0
    ) -> Filter {
      Filter(raster: .shadow(color: color, radius: radius, x: x, y: y))
    }

    /// Multiplies every pixel by `color`.
    public static func colorMultiply(_ color: Color) -> Filter {
      Filter(raster: .colorMultiply(color))
    }

    /// Adds `amount` to each color component (−1...1).
    public static func brightness(_ amount: Double) -> Filter {
      Filter(raster: .brightness(amount))
    }

    /// Scales saturation: 0 is gray, 1 unchanged.
    public static func saturation(_ amount: Double) -> Filter {
      Filter(raster: .saturation(amount))
    }

    /// Removes `amount` (0...1) of the color.
    public static func grayscale(_ amount: Double) -> Filter { Filter(raster: .grayscale(amount)) }

    /// Makes pixels with alpha in `min...max` opaque `color`, and all others transparent.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter
    {
      Filter(raster: .alphaThreshold(min: min, max: max, color: color))
    }
  }

  /// Adds `filter` to the filters applied to subsequent drawing.
  ///
  /// A filter with a NaN or infinite parameter is ignored with a warning.
  public mutating func addFilter(_ filter: Filter) {
    guard filter.raster.isValid else {
      return warn("addFilter ignored \(filter.raster): a parameter is not finite")
    }
    if filter.raster.isIdentity { return }
    filters.append(filter)
  }
}
