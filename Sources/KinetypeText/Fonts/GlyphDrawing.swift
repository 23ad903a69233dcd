import Foundation
import KinetypeCore

/// How a glyph is drawn: what ``FontFace/glyphDrawing(_:)`` returns.
///
/// Most glyphs are outlines filled with the text's colour. Colour fonts draw emoji and other
/// colour glyphs as bitmaps (`CBDT`, `sbix`), as layers of outlines each in its own colour
/// (`COLR` version 0), or as a graph of paints with gradients, transforms and compositing
/// (`COLR` version 1). Geometry is in pixels at the face's size, y down, relative to the
/// glyph's origin on the baseline, like ``FontFace/glyphPath(_:)``.
public enum GlyphDrawing: Sendable, Hashable {
  /// The outline (``FontFace/glyphPath(_:)``) filled with the text's colour; an empty outline
  /// (a space) draws nothing.
  case outline
  /// `COLR` v0: outlines filled one after another, bottom first, each in its colour.
  case layers([ColorGlyphLayer])
  /// `COLR` v1: a paint graph.
  case paint(ColorGlyphPaint)
  /// `CBDT` or `sbix`: a colour bitmap, scaled to the text size when drawn.
  case bitmap(GlyphBitmap)
  /// The font has ink for the glyph that cannot be drawn (an OpenType-SVG glyph, a bitmap
  /// format FreeType cannot decode): the reason, for the warning layout gives.
  case undrawable(reason: String)

  /// Whether the glyph draws in its own colours rather than the text's.
  public var isColor: Bool {
    switch self {
    case .layers, .paint, .bitmap: return true
    case .outline, .undrawable: return false
    }
  }

  /// Roughly the bytes the drawing holds, for the face cache's limit: a bitmap's pixels, a
  /// fixed cost per layer or paint graph.
  var estimatedByteCount: Int {
    switch self {
    case .outline, .undrawable: 64
    case .layers(let layers): 64 + layers.count * 256
    case .paint: 4_096
    case .bitmap(let bitmap): 64 + bitmap.pixels.count
    }
  }
}

/// A colour as a colour glyph names it: a palette entry, or the text's foreground colour,
/// times an opacity.
public struct GlyphColor: Hashable, Sendable {
  /// The palette colour, or nil for the text's foreground colour (palette index 0xFFFF).
  public var color: Color?
  /// An opacity multiplied with the colour's own, 0...1. Default: 1.
  public var opacity: Double

  /// Creates a glyph colour.
  public init(_ color: Color?, opacity: Double = 1) {
    self.color = color
    self.opacity = opacity
  }

  /// The colour to draw with when the text's colour is `foreground`.
  public func resolved(foreground: Color) -> Color {
    let base = color ?? foreground
    return base.opacity(base.opacity * min(1, max(0, opacity)))
  }
}

/// One layer of a `COLR` v0 glyph: an outline glyph of the same font, filled with a colour.
public struct ColorGlyphLayer: Hashable, Sendable {
  /// The glyph whose outline is filled.
  public var glyph: GlyphID
  /// The fill colour.
  public var color: GlyphColor

  /// Creates a layer.
  public init(glyph: GlyphID, color: GlyphColor) {
    self.glyph = glyph
    self.color = color
  }
}

/// A colour bitmap glyph (`CBDT` or `sbix`) as the font stores it, decoded.
public struct GlyphBitmap: Hashable, Sendable {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int
  /// Premultiplied RGBA bytes, sRGB-encoded, rows top to bottom (4·width·height bytes).
  public var pixels: [UInt8]
  /// Where the bitmap's top-left corner goes, in pixels at the face's size, y down, relative
  /// to the glyph's origin.
  public var origin: CGPoint
  /// The face's pixels per bitmap pixel: the text size over the strike's size.
  public var scale: Double

  /// Creates a bitmap.
  public init(width: Int, height: Int, pixels: [UInt8], origin: CGPoint, scale: Double) {
    self.width = width
    self.height = height
    self.pixels = pixels
    self.origin = origin
    self.scale = scale
  }

  /// The rectangle the bitmap covers, in pixels at the face's size, relative to the origin.
  public var bounds: CGRect {
    CGRect(
      x: origin.x, y: origin.y, width: Double(width) * scale, height: Double(height) * scale)
  }
}

/// A `COLR` v1 paint graph, converted from the font with FreeType's `FT_Get_Paint` (static
/// paints; FreeType 2.12 has no variable `COLR`), with coordinates in pixels at the face's
/// size, y down, relative to the glyph's origin.
public indirect enum ColorGlyphPaint: Sendable, Hashable {
  /// Paints composited bottom first (`PaintColrLayers`).
  case layers([ColorGlyphPaint])
  /// One colour everywhere (`PaintSolid`).
  case solid(GlyphColor)
  /// A gradient along p0→p1, its lines of equal colour parallel to p0→p2.
  case linearGradient(ColorLine, p0: CGPoint, p1: CGPoint, p2: CGPoint)
  /// A gradient between two circles.
  case radialGradient(
    ColorLine, center0: CGPoint, radius0: Double, center1: CGPoint, radius1: Double)
  /// A gradient around `center` from `startAngle` to `endAngle`, measured counter-clockwise
  /// as seen on screen from the positive x axis (as the spec measures them in y-up font units).
  case sweepGradient(ColorLine, center: CGPoint, startAngle: Angle, endAngle: Angle)
  /// `paint` clipped to a glyph's outline (`PaintGlyph`).
  case glyph(GlyphID, ColorGlyphPaint)
  /// `paint` drawn through a transform (`PaintTransform`, `PaintTranslate`, `PaintScale`,
  /// `PaintRotate`, `PaintSkew`).
  case transform(CGAffineTransform, ColorGlyphPaint)
  /// `source` composited onto `backdrop` in `mode` (`PaintComposite`).
  case composite(source: ColorGlyphPaint, mode: ColorCompositeMode, backdrop: ColorGlyphPaint)
}

/// The colour stops of a `COLR` v1 gradient and what happens beyond them.
public struct ColorLine: Hashable, Sendable {
  /// How a gradient continues past its first and last stops.
  public enum Extend: Hashable, Sendable {
    /// The end colours continue.
    case pad
    /// The stops repeat.
    case `repeat`
    /// The stops repeat, every other time mirrored.
    case reflect
  }

  /// One colour at one offset.
  public struct Stop: Hashable, Sendable {
    /// Where along the gradient (0 = start, 1 = end; values outside are allowed).
    public var offset: Double
    /// The colour.
    public var color: GlyphColor

    /// Creates a stop.
    public init(offset: Double, color: GlyphColor) {
      self.offset = offset
      self.color = color
    }
  }

  /// The extend mode.
  public var extend: Extend
  /// The stops, sorted by offset.
  public var stops: [Stop]

  /// Creates a colour line.
  public init(extend: Extend, stops: [Stop]) {
    self.extend = extend
    self.stops = stops
  }
}

/// `COLR` v1's composite modes: Porter–Duff operators and W3C blend modes.
public enum ColorCompositeMode: Int, Hashable, Sendable, CaseIterable {
  /// Clear.
  case clear
  /// Source only.
  case source
  /// Destination (backdrop) only.
  case destination
  /// Source over destination.
  case sourceOver
  /// Destination over source.
  case destinationOver
  /// Source inside the destination.
  case sourceIn
  /// Destination inside the source.
  case destinationIn
  /// Source outside the destination.
  case sourceOut
  /// Destination outside the source.
  case destinationOut
  /// Source atop the destination.
  case sourceAtop
  /// Destination atop the source.
  case destinationAtop
  /// Exclusive or.
  case xor
  /// Sum, clamped.
  case plus
  /// Screen.
  case screen
  /// Overlay.
  case overlay
  /// Darken.
  case darken
  /// Lighten.
  case lighten
  /// Colour dodge.
  case colorDodge
  /// Colour burn.
  case colorBurn
  /// Hard light.
  case hardLight
  /// Soft light.
  case softLight
  /// Difference.
  case difference
  /// Exclusion.
  case exclusion
  /// Multiply.
  case multiply
  /// Hue.
  case hue
  /// Saturation.
  case saturation
  /// Colour.
  case color
  /// Luminosity.
  case luminosity
}
