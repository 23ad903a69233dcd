import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeText

/// An immediate-mode drawing destination and its current state, as SwiftUI's `GraphicsContext`.
///
/// A context is a value: changing the opacity, transform, clip or filters of a copy affects only
/// what is drawn through that copy, which is how a renderer isolates one glyph's state
/// (`var copy = context; copy.opacity = 0.5; copy.draw(slice)`). Every copy draws onto the same
/// canvas. A context is not `Sendable`: draw on one thread per canvas.
public struct GraphicsContext {
  /// The shared destination of every copy of a context.
  final class Target {
    var canvas: Pixmap
    let glyphCache: GlyphCache
    /// The limits drawing keeps to: a blur or shadow filter wider than `blurRadius` is
    /// clamped to it.
    let limits: Limits
    var warnings: [Warning] = []
    /// The font last drawn and its number in the glyph cache: consecutive draws in one font
    /// (a run drawn slice by slice) look it up once.
    private var lastFont: FontFace?
    private var lastFontID: Int32 = 0

    /// A 1×1 canvas that stands in while the real one is moved into a target.
    static let placeholder: Pixmap = {
      do { return try Pixmap(width: 1, height: 1) } catch {
        preconditionFailure("a 1×1 canvas is always valid: \(error)")
      }
    }()

    init(canvas: Pixmap, glyphCache: GlyphCache, limits: Limits = Limits()) {
      self.canvas = canvas
      self.glyphCache = glyphCache
      self.limits = limits
    }

    /// The glyph cache's number for `font`, remembered for the last font.
    func glyphCacheID(of font: FontFace) -> Int32 {
      if let lastFont, lastFont === font { return lastFontID }
      lastFont = font
      lastFontID = glyphCache.fontID(for: font.cacheKey)
      return lastFontID
    }
  }

  let target: Target

  /// The opacity applied to subsequent drawing, 0...1. Default: 1.
  public var opacity: Double = 1

  /// The blend mode of subsequent drawing. Default: `.normal`.
  public var blendMode: BlendMode = .normal

  /// The current transform from user space to canvas pixels. Default: identity.
  public var transform: CGAffineTransform = .identity

  /// The clip, as coverage in canvas pixels; nil when nothing is clipped.
  var clipMask: CoverageMask?

  /// Filters applied to subsequent drawing, in the order they were added.
  var filters: [GraphicsContext.Filter] = []

  /// The fonts, font and color text drawn through the context gets where it sets none.
  package var textDefaults = TextDefaults()

  /// The appearance colors with a dark variant are drawn in (the view layer sets it from each
  /// view's `\.colorScheme`). Default: `.light`.
  package var colorScheme: ColorScheme = .light

  /// Finds a canvas's symbol by its tag (set by the view layer's `Canvas(symbols:)`); the
  /// result is the view layer's resolved symbol.
  package var symbolLookup: ((AnyHashable) -> Any?)?

  /// Set inside ``drawTextOutline(width:color:_:)``: glyphs draw their outline instead of
  /// themselves, and shapes and images draw nothing.
  var textOutline: TextOutline?

  init(target: Target) {
    self.target = target
  }

  /// The size of the canvas this context draws onto, in pixels.
  public var size: CGSize {
    CGSize(width: Double(target.canvas.width), height: Double(target.canvas.height))
  }

  /// Draws onto `canvas` through a fresh context.
  ///
  /// - Parameters:
  ///   - canvas: The destination; drawing composites over what it already holds.
  ///   - glyphCache: The cache of rasterized glyphs to use. Default: the shared cache.
  ///   - limits: The limits drawing keeps to: a blur or shadow added with
  ///     ``addFilter(_:options:)`` wider than ``KinetypeCore/Limits/blurRadius`` is drawn at
  ///     that radius, with a warning. Default: `Limits()`.
  ///   - body: Draws through the context.
  public static func render(
    into canvas: inout Pixmap, glyphCache: GlyphCache = .shared, limits: Limits = Limits(),
    _ body: (inout GraphicsContext) throws -> Void
  ) rethrows {
    // Move the pixels into the shared target so that drawing never copies them.
    let target = Target(canvas: canvas, glyphCache: glyphCache, limits: limits)
    canvas = Target.placeholder
    defer { canvas = target.canvas }
    var context = GraphicsContext(target: target)
    // A renderer reading `run[MyEmphasis.self]` where the text carries a same-named type of
    // another module (markup's) is told so in `warnings`.
    let sink = WarningSink(target: target)
    let reporter = AttributeLookup.Reporter { sink.target.warn(Warning(.attributeMismatch, $0)) }
    // What the raster layer skips or ignores while drawing lands in `warnings` too.
    try AttributeLookup.$reporter.withValue(reporter) {
      try RasterWarnings.reporting(to: { sink.target.warn($0) }) { try body(&context) }
    }
  }

  // MARK: Transform

  /// Moves the origin of subsequent drawing by `x`, `y` in the current user space.
  public mutating func translateBy(x: Double, y: Double) {
    transform = transform.translatedBy(x: x, y: y)
  }

  /// Scales subsequent drawing by `x`, `y` about the current origin.
  public mutating func scaleBy(x: Double, y: Double) {
    transform = transform.scaledBy(x: x, y: y)
  }

  /// Rotates subsequent drawing by `angle` about the current origin (clockwise on screen).
  public mutating func rotate(by angle: Angle) {
    transform = transform.rotated(by: angle.radians)
  }

  /// Applies `matrix` before the current transform, as Core Graphics' `concatenate`.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  // MARK: Clip

  /// Intersects the clip with `path` (in the current user space).
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = []
  ) {
    guard transform.isFinite else { return warn("clip(to:) ignored: the transform is not finite") }
    let canvasSize = (width: target.canvas.width, height: target.canvas.height)
    var mask = Rasterizer.coverage(of: path, transform: transform, style: style, clipTo: canvasSize)
    if options.contains(.inverse) {
      mask = mask.inverted(canvasWidth: canvasSize.width, canvasHeight: canvasSize.height)
    }
    clipMask = clipMask.map { $0.intersecting(mask) } ?? mask
  }

  /// The bounding box of the current clip in user space; the whole canvas when unclipped.
  public var clipBoundingRect: CGRect {
    let device =
      clipMask.map {
        CGRect(
          x: Double($0.originX), y: Double($0.originY), width: Double($0.width),
          height: Double($0.height))
      } ?? CGRect(origin: .zero, size: size)
    guard let inverse = transform.inverse else { return .null }
    return device.applying(inverse)
  }

  // MARK: Warnings

  /// Problems met while drawing (a NaN transform, say), each once, in order: the draw is
  /// skipped or the value ignored. The context's own and those of the raster operations it
  /// runs.
  public var warnings: [Warning] { target.warnings }

  /// Reports a skipped draw (``Warning/Kind/skippedDraw``), or another `kind`; `message`
  /// names the operation ("fill skipped: …").
  package func warn(_ message: String, kind: Warning.Kind = .skippedDraw) {
    target.warn(Warning(kind, message))
  }
}

extension GraphicsContext.Target {
  /// Adds `warning` to the warnings unless it is there already.
  func warn(_ warning: Warning) {
    if !warnings.contains(warning) { warnings.append(warning) }
  }
}

/// The target of a drawing in progress, for the attribute-lookup reporter.
///
/// `@unchecked Sendable`: the reporter is bound only while `render(into:)` runs its body,
/// synchronously, on the thread that owns the context, so the target is never shared.
private final class WarningSink: @unchecked Sendable {
  let target: GraphicsContext.Target
  init(target: GraphicsContext.Target) { self.target = target }
}

/// Options for ``GraphicsContext/clip(to:style:options:)``.
public struct ClipOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: UInt32
  /// Creates options from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Clips to the outside of the shape instead of its inside.
  public static let inverse = ClipOptions(rawValue: 1)
}
