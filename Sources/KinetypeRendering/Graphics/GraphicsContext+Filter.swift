import Foundation
import KinetypeCore
import KinetypeRaster

extension GraphicsContext {
  /// How drawing combines with what is already there, as SwiftUI's
  /// `GraphicsContext.BlendMode`: the 28 modes of Core Graphics (the raster layer's
  /// ``KinetypeRaster/BlendMode``, which views use too).
  public typealias BlendMode = KinetypeRaster.BlendMode

  /// An image-processing effect applied to subsequent drawing, as SwiftUI's
  /// `GraphicsContext.Filter`; add it with ``GraphicsContext/addFilter(_:options:)``.
  ///
  /// As in SwiftUI, a draw through a context with filters is rendered to an implicit
  /// transparent layer, the filters are applied to that layer in the order they were added,
  /// and the layer is composited with the context's opacity, blend mode and clip. Lengths
  /// (blur radii, shadow offsets) are canvas pixels; a projection acts in the user space of
  /// the moment the filter was added. Color filters follow the W3C Filter Effects
  /// definitions on straight (unpremultiplied) color, in sRGB unless the filter was added
  /// with ``FilterOptions/linearColor``.
  public struct Filter: Sendable, Equatable {
    /// The raster filter (for a projection, in canvas pixels once added to a context).
    var raster: KinetypeRaster.Filter
    /// A shadow composited apart from its content (``ShadowOptions/disablesGroup``).
    var disablesGroup = false
    /// The color of a ``colorMultiply(_:)`` or ``alphaMultiply(_:)`` filter, whose matrix is
    /// made again for the context's appearance when the color has a dark variant.
    var tint: Tint?

    /// The color a color-multiplying filter was made from.
    struct Tint: Sendable, Equatable {
      let color: Color
      let alphaOnly: Bool

      /// The filter's raster form in `colorScheme`.
      func raster(in colorScheme: ColorScheme) -> KinetypeRaster.Filter {
        let color = color.resolved(in: colorScheme)
        return alphaOnly ? .alphaMultiply(color) : .colorMultiply(color)
      }
    }

    init(_ raster: KinetypeRaster.Filter, disablesGroup: Bool = false) {
      self.raster = raster
      self.disablesGroup = disablesGroup
    }

    /// A filter that moves the rasterized drawing through `matrix`, in the user space of the
    /// context the filter is added to (pixels whose projective weight is not positive, behind
    /// the viewer, disappear).
    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
      Filter(.projectionTransform(matrix))
    }

    /// A shadow: the drawing's alpha moved by `x`, `y`, blurred by `radius`, tinted with
    /// `color` and blended with `blendMode` under the drawing (`options` change where it
    /// goes). `radius` is the blur's standard deviation in pixels, as for ``blur(radius:options:)``;
    /// default color: black at 33 % opacity, as SwiftUI's.
    public static func shadow(
      color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0,
      y: Double = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      var flags: KinetypeRaster.Filter.ShadowFlags = []
      if options.contains(.shadowAbove) { flags.insert(.above) }
      if options.contains(.shadowOnly) { flags.insert(.only) }
      if options.contains(.invertsAlpha) { flags.insert(.invertsAlpha) }
      return Filter(
        .shadow(color: color, radius: radius, x: x, y: y, blendMode: blendMode, options: flags),
        disablesGroup: options.contains(.disablesGroup))
    }

    /// Multiplies each component, alpha included, by `color`'s.
    public static func colorMultiply(_ color: Color) -> Filter {
      var filter = Filter(.colorMultiply(color))
      if color.isAdaptive { filter.tint = Tint(color: color, alphaOnly: false) }
      return filter
    }

    /// Transforms each pixel's straight color by `matrix`, as SVG's `feColorMatrix`.
    public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(.colorMatrix(matrix)) }

    /// Rotates every hue by `angle`, as SVG's `hue-rotate`.
    public static func hueRotation(_ angle: Angle) -> Filter { Filter(.hueRotation(angle)) }

    /// Scales saturation by `amount`, as SVG's `saturate`: 0 is gray, 1 unchanged, above 1
    /// oversaturates.
    public static func saturation(_ amount: Double) -> Filter { Filter(.saturation(amount)) }

    /// Adds `amount` to each color component, as Core Image's brightness.
    public static func brightness(_ amount: Double) -> Filter { Filter(.brightness(amount)) }

    /// Scales each component's distance from mid-gray by `amount`, as SVG's `contrast`: 0 is
    /// flat gray, 1 unchanged.
    public static func contrast(_ amount: Double) -> Filter { Filter(.contrast(amount)) }

    /// Inverts colors by `amount` (clamped to 0…1), as SVG's `invert`: 1 inverts fully.
    public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(.colorInvert(amount)) }

    /// Moves colors toward gray by `amount` (clamped to 0…1), as SVG's `grayscale`.
    public static func grayscale(_ amount: Double) -> Filter { Filter(.grayscale(amount)) }

    /// Makes each pixel's opacity its luminance (0.2125 R + 0.7154 G + 0.0721 B) and its color
    /// black, as SVG's `luminanceToAlpha`.
    public static var luminanceToAlpha: Filter { Filter(.luminanceToAlpha) }

    /// Multiplies the alpha component by `color`: each pixel becomes `color`, at the pixel's
    /// opacity times `color`'s.
    public static func alphaMultiply(_ color: Color) -> Filter {
      var filter = Filter(.alphaMultiply(color))
      if color.isAdaptive { filter.tint = Tint(color: color, alphaOnly: true) }
      return filter
    }

    /// A Gaussian blur; `radius` is its standard deviation in pixels, as in SwiftUI.
    /// ``BlurOptions/opaque`` divides the result by its alpha; ``BlurOptions/dithersResult``
    /// dithers wide blurs against banding.
    public static func blur(radius: Double, options: BlurOptions = BlurOptions()) -> Filter {
      var flags: KinetypeRaster.Filter.BlurFlags = []
      if options.contains(.opaque) { flags.insert(.opaque) }
      if options.contains(.dithersResult) { flags.insert(.dithers) }
      return Filter(.blur(radius: radius, options: flags))
    }

    /// Replaces pixels whose alpha lies in `min...max` with `color` and makes all others
    /// transparent.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black)
      -> Filter
    {
      Filter(.alphaThreshold(min: min, max: max, color: color))
    }

    /// The raster filter for a layer whose top-left corner is at `origin` on the canvas.
    func raster(layerOrigin origin: (x: Int, y: Int)) -> KinetypeRaster.Filter {
      guard case .projection(let matrix) = raster.kind, origin != (0, 0) else { return raster }
      let toCanvas = ProjectionTransform(
        CGAffineTransform(translationX: Double(origin.x), y: Double(origin.y)))
      let toLayer = ProjectionTransform(
        CGAffineTransform(translationX: Double(-origin.x), y: Double(-origin.y)))
      var moved = raster
      moved.kind = .projection(toCanvas.concatenating(matrix).concatenating(toLayer))
      return moved
    }
  }

  /// Options of ``Filter/shadow(color:radius:x:y:blendMode:options:)``, as SwiftUI's.
  public struct ShadowOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Draws the shadow over the drawing instead of under it.
    public static let shadowAbove = ShadowOptions(rawValue: 1)
    /// Draws only the shadow.
    public static let shadowOnly = ShadowOptions(rawValue: 2)
    /// Makes the shadow from one minus the drawing's alpha: with ``shadowAbove`` and the
    /// `.sourceAtop` blend mode, an inner shadow.
    public static let invertsAlpha = ShadowOptions(rawValue: 4)
    /// Composites the shadow and the drawing separately onto the canvas (the shadow with its
    /// blend mode, or the context's when that is `.normal`) instead of as one group.
    public static let disablesGroup = ShadowOptions(rawValue: 8)
  }

  /// Options of ``Filter/blur(radius:options:)``, as SwiftUI's.
  public struct BlurOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Makes the result opaque by dividing each pixel by its alpha (meant for opaque input,
    /// whose blurred edges it keeps solid; a pixel with no alpha at all stays transparent).
    public static let opaque = BlurOptions(rawValue: 1)
    /// Dithers the result to reduce banding (a fixed 4×4 ordered dither, so frames stay
    /// deterministic; blurs narrower than σ = 3 px do not band and are left alone).
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  /// Options of ``GraphicsContext/addFilter(_:options:)``, as SwiftUI's.
  public struct FilterOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Computes color filters and blurs on linear-light values instead of sRGB-encoded ones.
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// Adds `filter` to the filters applied to subsequent drawing (after those already added).
  ///
  /// A filter with a NaN or infinite parameter is ignored with a warning; one that changes
  /// nothing (a zero blur) is dropped, so it costs nothing. A blur or shadow whose radius is
  /// over the ``KinetypeCore/Limits/blurRadius`` of the context's limits (given to
  /// ``render(into:glyphCache:limits:_:)``) is drawn at that radius, with a
  /// ``KinetypeCore/Warning/Kind/clampedToLimit`` warning.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    guard filter.raster.isValid else {
      return warn(
        "addFilter ignored \(filter.raster.kind): a parameter is not finite", kind: .ignoredValue)
    }
    if filter.raster.isIdentity { return }
    var added = filter
    resolveColors(of: &added)
    clampBlur(of: &added.raster)
    if options.contains(.linearColor) { added.raster.isLinear = true }
    if case .projection(let matrix) = filter.raster.kind {
      // From user space to canvas pixels: undo the transform, project, redo it.
      let user = ProjectionTransform(transform)
      guard transform.isFinite, user.determinant != 0 else {
        return warn(
          "addFilter(.projectionTransform) ignored: the transform is not invertible",
          kind: .ignoredValue)
      }
      added.raster.kind = .projection(user.inverted().concatenating(matrix).concatenating(user))
    }
    filters.append(added)
  }
}

extension GraphicsContext {
  /// Resolves the colors of `filter` (a shadow's, a tint's) for the context's appearance.
  fileprivate func resolveColors(of filter: inout Filter) {
    if let tint = filter.tint {
      filter.raster = tint.raster(in: colorScheme)
      filter.tint = nil
    }
    switch filter.raster.kind {
    case .shadow(var shadow) where shadow.color.isAdaptive:
      shadow.color = shadow.color.resolved(in: colorScheme)
      filter.raster.kind = .shadow(shadow)
    case .alphaThreshold(let low, let high, let color) where color.isAdaptive:
      filter.raster.kind = .alphaThreshold(
        min: low, max: high, color: color.resolved(in: colorScheme))
    default: break
    }
  }

  /// Clamps the radius of a blur or shadow to the context's `blurRadius` limit, warning once.
  func clampBlur(of raster: inout KinetypeRaster.Filter, source: String = "addFilter") {
    let limit = Double(target.limits.blurRadius)
    switch raster.kind {
    case .blur(let radius, let options) where radius > limit:
      raster.kind = .blur(radius: limit, options: options)
    case .shadow(var shadow) where shadow.radius > limit:
      shadow.radius = limit
      raster.kind = .shadow(shadow)
    default:
      return
    }
    target.warn(
      Warning(
        .clampedToLimit,
        "a blur wider than the blur-radius limit was drawn at \(target.limits.blurRadius) px"
          + "; raise Limits.blurRadius (docs/limits.md)",
        source: source))
  }
}
