import KinetypeCore

/// An effect applied to a whole pixmap (a layer): the raster side of SwiftUI's
/// `GraphicsContext.Filter`, which is what users see (KinetypeRendering wraps this type).
///
/// Every color filter is a ``ColorMatrix`` on straight (unpremultiplied) color, with the
/// W3C Filter Effects matrices for saturate, grayscale, hue-rotate, invert, contrast and
/// luminance-to-alpha; `linearColor` computes them, and blurs, on linear-light values
/// instead of the stored sRGB ones.
package struct Filter: Hashable, Sendable {
  /// What the filter does.
  package enum Kind: Hashable, Sendable {
    /// A Gaussian blur of standard deviation `radius` px.
    case blur(radius: Double, options: BlurFlags)
    /// A drop shadow.
    case shadow(Shadow)
    /// A color matrix on straight color.
    case colorMatrix(ColorMatrix)
    /// Pixels whose alpha is within `min...max` become `color`; the others become clear.
    case alphaThreshold(min: Double, max: Double, color: Color)
    /// The pixels moved through a projective transform (layer pixel coordinates).
    case projection(ProjectionTransform)
  }

  /// Options of a blur.
  package struct BlurFlags: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Divides each pixel by its alpha afterwards, so the result is opaque.
    package static let opaque = BlurFlags(rawValue: 1)
    /// Dithers the result to hide banding in wide, smooth ramps.
    package static let dithers = BlurFlags(rawValue: 2)
  }

  /// A shadow's parameters.
  package struct Shadow: Hashable, Sendable {
    /// The shadow's color (its opacity scales the shadow).
    package var color: Color
    /// The blur's standard deviation, px.
    package var radius: Double
    /// The shadow's offset, px.
    package var x: Double, y: Double
    /// How the shadow blends into the group (onto the content when drawn above it).
    package var blendMode: BlendMode
    /// Where the shadow goes and what it is made from.
    package var options: ShadowFlags
  }

  /// Options of a shadow.
  package struct ShadowFlags: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The shadow is drawn over the content instead of under it.
    package static let above = ShadowFlags(rawValue: 1)
    /// Only the shadow is kept.
    package static let only = ShadowFlags(rawValue: 2)
    /// The shadow is made from one minus the content's alpha (an inner shadow).
    package static let invertsAlpha = ShadowFlags(rawValue: 4)
  }

  /// What the filter does.
  package var kind: Kind
  /// Whether the filter computes on linear-light color (SwiftUI's `linearColor`).
  package var isLinear: Bool

  package init(_ kind: Kind, isLinear: Bool = false) {
    self.kind = kind
    self.isLinear = isLinear
  }

  // MARK: Factories (SwiftUI's names; the public API is GraphicsContext.Filter)

  /// A Gaussian blur; `radius` is the standard deviation in pixels, as in SwiftUI.
  package static func blur(radius: Double, options: BlurFlags = []) -> Filter {
    Filter(.blur(radius: radius, options: options))
  }

  /// A shadow of the content's alpha in `color`, blurred by `radius` (a standard deviation)
  /// and moved by `x`, `y`. Default color: black at 33 %.
  package static func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0,
    blendMode: BlendMode = .normal, options: ShadowFlags = []
  ) -> Filter {
    Filter(
      .shadow(
        Shadow(color: color, radius: radius, x: x, y: y, blendMode: blendMode, options: options)))
  }

  /// `matrix` applied to each pixel's straight color.
  package static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(.colorMatrix(matrix)) }

  /// Multiplies every channel, alpha included, by `color`'s.
  package static func colorMultiply(_ color: Color) -> Filter {
    colorMatrix(ColorMatrices.multiply(color))
  }

  /// The color `color` with alpha the pixel's alpha times `color`'s opacity.
  package static func alphaMultiply(_ color: Color) -> Filter {
    colorMatrix(ColorMatrices.alphaMultiply(color))
  }

  /// Adds `amount` to red, green and blue (Core Image's brightness).
  package static func brightness(_ amount: Double) -> Filter {
    colorMatrix(ColorMatrices.brightness(Float(amount)))
  }

  /// Scales the distance from mid-gray by `amount` (SVG `contrast`; 1 = unchanged).
  package static func contrast(_ amount: Double) -> Filter {
    colorMatrix(ColorMatrices.contrast(Float(amount)))
  }

  /// Scales saturation by `amount` (SVG `saturate`; 0 = gray, 1 = unchanged).
  package static func saturation(_ amount: Double) -> Filter {
    colorMatrix(ColorMatrices.saturate(Float(amount)))
  }

  /// Moves toward gray by `amount` (SVG `grayscale`; 0 = unchanged, 1 = gray).
  package static func grayscale(_ amount: Double) -> Filter {
    colorMatrix(ColorMatrices.grayscale(Float(amount)))
  }

  /// Rotates hues by `angle` (SVG `hue-rotate`).
  package static func hueRotation(_ angle: Angle) -> Filter {
    colorMatrix(ColorMatrices.hueRotate(angle.radians))
  }

  /// Inverts colors by `amount` (SVG `invert`; 1 = fully inverted).
  package static func colorInvert(_ amount: Double = 1) -> Filter {
    colorMatrix(ColorMatrices.invert(Float(amount)))
  }

  /// Alpha from the luminance, color black (SVG `luminanceToAlpha`).
  package static var luminanceToAlpha: Filter { colorMatrix(ColorMatrices.luminanceToAlpha) }

  /// Pixels with alpha in `min...max` become `color`; the others become clear.
  package static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black)
    -> Filter
  {
    Filter(.alphaThreshold(min: min, max: max, color: color))
  }

  /// Moves the pixels through `matrix` (in the layer's pixel coordinates).
  package static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
    Filter(.projection(matrix))
  }

  /// This filter computing in linear light.
  package var linear: Filter { Filter(kind, isLinear: true) }
}

extension Pixmap {
  /// Applies `filter` to every pixel. Cost: O(pixels) for every filter; a blur is O(pixels)
  /// for any radius. A filter with a non-finite parameter is ignored with a warning.
  package mutating func apply(_ filter: Filter) {
    guard filter.isValid else {
      return RasterWarnings.warn(
        .ignoredValue, "filter \(filter.kind) ignored: a parameter is not finite", in: "filter")
    }
    switch filter.kind {
    case .blur(let radius, let options):
      guard radius >= 0 else {
        return RasterWarnings.warn(.ignoredValue, "radius \(radius) ignored", in: "blur")
      }
      applyBlur(sigma: radius, options: options, linear: filter.isLinear)
    case .shadow(let shadow):
      guard shadow.radius >= 0 else {
        return RasterWarnings.warn(.ignoredValue, "radius \(shadow.radius) ignored", in: "shadow")
      }
      applyShadow(shadow, linear: filter.isLinear)
    case .colorMatrix(let matrix):
      applyColorMatrix(matrix, linear: filter.isLinear)
    case .alphaThreshold(let low, let high, let color):
      let pixel = premultipliedWord(color)
      let count = width * height
      withWords { words in
        for i in 0..<count {
          let a = Double(words[i] >> 24) / 255
          words[i] = a >= low && a <= high ? pixel : 0
        }
      }
    case .projection(let matrix):
      applyProjection(matrix)
    }
  }

  /// Applies each filter in order (SwiftUI's stacked `addFilter`).
  package mutating func apply(_ filters: [Filter]) {
    for filter in filters { apply(filter) }
  }

  /// The pixmap with `filter` applied.
  package func applying(_ filter: Filter) -> Pixmap {
    var copy = self
    copy.apply(filter)
    return copy
  }
}
