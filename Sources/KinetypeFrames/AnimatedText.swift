import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeText

/// A laid-out text, a renderer that depends on time, and the canvas they are drawn on:
/// everything needed to render any frame of a text animation.
///
/// Rendering a frame is a pure function of its time, so frames can be rendered in any order
/// and on any number of threads with byte-identical results.
public struct AnimatedText: Sendable {
  /// The text, laid out once.
  public var layout: Text.Layout
  /// The renderer for a time in seconds.
  public var renderer: @Sendable (Double) -> any TextRenderer
  /// Space around the text's typographic bounds: with ``canvasSize``, the whole frame,
  /// whatever the renderer (a renderer whose ``KinetypeRendering/TextRenderer/displayPadding``
  /// reaches farther raises an ``KinetypeCore/Warning/Kind/outsideCanvas`` warning and is
  /// clipped). Default: 24 px on every side.
  public var padding: EdgeInsets
  /// The color under the text. Default: white.
  public var background: Color
  /// Seconds the animation lasts. Default: the renderer's settling time for a
  /// ``SettlingTextRenderer``, otherwise 1.
  public var duration: Double
  /// A fixed frame (a video size, say) and where the layout's origin sits in it; nil sizes the
  /// canvas to the text plus padding. Default: nil.
  public var fixedFrame: FixedFrame?

  /// The limits a frame's canvas keeps to. Default: ``Limits/init()``.
  public var limits = Limits()

  /// The glyph cache every frame is drawn with (``frame(at:glyphCache:)``,
  /// ``render(at:into:glyphCache:)``, ``renderFrame(at:)`` and ``warnings(at:)``, unless a call
  /// passes its own): give a render its own (`GlyphCache(limits:)`) to bound it by
  /// ``Limits/glyphCacheBytes`` and drop it with the render. Default: ``GlyphCache/shared``, a
  /// process-wide memo cache (`docs/errors.md`).
  public var glyphCache = GlyphCache.shared

  /// A frame of a given size in pixels, with the layout placed at `origin`.
  public struct FixedFrame: Hashable, Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Where the layout's top-left corner goes.
    public var origin: CGPoint

    /// A frame of `width`×`height` with the layout at `origin`.
    public init(width: Int, height: Int, origin: CGPoint) {
      self.width = width
      self.height = height
      self.origin = origin
    }

    /// A frame of `width`×`height` with `layout` centred in it (by its typographic size).
    public init(width: Int, height: Int, centering layout: Text.Layout) {
      self.init(
        width: width, height: height,
        origin: CGPoint(
          x: (Double(width) - layout.size.width) / 2, y: (Double(height) - layout.size.height) / 2))
    }
  }

  /// Creates an animation of `layout`.
  public init(
    layout: Text.Layout, padding: EdgeInsets = EdgeInsets(all: 24), background: Color = .white,
    duration: Double? = nil, fixedFrame: FixedFrame? = nil,
    renderer: @escaping @Sendable (Double) -> any TextRenderer
  ) {
    self.layout = layout
    self.fixedFrame = fixedFrame
    self.renderer = renderer
    self.padding = padding
    self.background = background
    if let duration {
      self.duration = duration
    } else if let settling = renderer(0) as? any SettlingTextRenderer {
      self.duration = settling.settlingTime(for: layout)
    } else {
      self.duration = 1
    }
  }

  /// The canvas size: the layout plus ``padding`` (or the fixed frame), in whole pixels. It
  /// does not depend on the renderer: one text is one frame size under every effect.
  public var canvasSize: (width: Int, height: Int) {
    if let fixedFrame { return (fixedFrame.width, fixedFrame.height) }
    let width = layout.size.width + padding.leading + padding.trailing
    let height = layout.size.height + padding.top + padding.bottom
    return (Int(saturating: width.rounded(.up)), Int(saturating: height.rounded(.up)))
  }

  /// Where the layout's origin sits on the canvas.
  var layoutOrigin: CGPoint {
    if let fixedFrame { return fixedFrame.origin }
    return CGPoint(x: padding.leading, y: padding.top)
  }

  /// The warning that the renderer's ``KinetypeRendering/TextRenderer/displayPadding`` reaches
  /// past the frame's edge on some side (nil when the frame leaves it room): what lies beyond
  /// is clipped.
  var outsideCanvasWarning: Warning? {
    let reach = renderer(0).displayPadding
    let origin = layoutOrigin
    let size = canvasSize
    let sides: [(name: String, reach: Double, room: Double)] = [
      ("top", reach.top, origin.y), ("leading", reach.leading, origin.x),
      ("bottom", reach.bottom, Double(size.height) - origin.y - layout.size.height),
      ("trailing", reach.trailing, Double(size.width) - origin.x - layout.size.width),
    ]
    // Half a pixel of slack: a reach within the rounding of the frame's size fits. Text wider
    // than a fixed frame is cut by the frame, not by the effect: only the reach past it counts.
    let short = sides.filter { $0.reach.isFinite && $0.reach > max(0, $0.room) + 0.5 }
    guard !short.isEmpty else { return nil }
    func pixels(_ value: Double) -> String { "\(Int(max(0, value).rounded(.up))) px" }
    let farthest = short.map(\.reach).max() ?? 0
    let room = short.map(\.room).min() ?? 0
    return Warning(
      .outsideCanvas,
      "the effect draws up to \(pixels(farthest)) beyond the text (\(short.map(\.name).joined(separator: ", "))), "
        + "where the frame leaves \(pixels(room)): clipped there; pad the text by "
        + "\(pixels(farthest)) to show it all")
  }

  /// Renders the frame at `time` seconds, with `glyphCache` (nil: the animation's own
  /// ``glyphCache``).
  ///
  /// - Throws: ``RasterError`` when the canvas would be empty; ``LimitError`` when it would be
  ///   over ``limits``.
  public func frame(at time: Double, glyphCache: GlyphCache? = nil) throws -> Pixmap {
    let size = canvasSize
    var canvas = try Pixmap(
      width: size.width, height: size.height, background: background, limits: limits)
    draw(at: time, into: &canvas, glyphCache: glyphCache ?? self.glyphCache)
    return canvas
  }

  /// Renders the frame at `time` into `canvas`: the pixels of ``frame(at:glyphCache:)``, in
  /// storage that is reused when `canvas` already has the frame's size, so a loop over frames
  /// allocates one canvas instead of one per frame. `glyphCache` nil: the animation's own
  /// ``glyphCache``.
  ///
  /// - Throws: ``RasterError`` when the canvas would be empty; ``LimitError`` when it would be
  ///   over ``limits``.
  public func render(at time: Double, into canvas: inout Pixmap, glyphCache: GlyphCache? = nil)
    throws
  {
    try renderReportingWarnings(at: time, into: &canvas, glyphCache: glyphCache ?? self.glyphCache)
  }

  /// ``render(at:into:glyphCache:)``, returning the drawing's warnings.
  @discardableResult
  func renderReportingWarnings(at time: Double, into canvas: inout Pixmap, glyphCache: GlyphCache)
    throws -> [Warning]
  {
    let size = canvasSize
    if canvas.width == size.width, canvas.height == size.height {
      canvas.blendSpace = .sRGB
      canvas.clear(to: background)
    } else {
      canvas = try Pixmap(
        width: size.width, height: size.height, background: background, limits: limits)
    }
    return draw(at: time, into: &canvas, glyphCache: glyphCache)
  }

  /// The warnings drawing the frame at `time` raises (a draw skipped for a NaN transform, a
  /// filter ignored), each once, in order; the frame itself is dropped. A render shows them
  /// with the layout's own ``Text/Layout/warnings``: the command line checks the first and last
  /// frames.
  public func warnings(at time: Double) throws -> [Warning] {
    let size = canvasSize
    var canvas = try Pixmap(
      width: size.width, height: size.height, background: background, limits: limits)
    return draw(at: time, into: &canvas, glyphCache: glyphCache)
  }

  /// Draws the frame at `time` over `canvas`, which holds the background; returns the
  /// drawing's warnings.
  @discardableResult
  private func draw(at time: Double, into canvas: inout Pixmap, glyphCache: GlyphCache)
    -> [Warning]
  {
    let origin = layoutOrigin
    let renderer = self.renderer(time)
    var warnings: [Warning] = outsideCanvasWarning.map { [$0] } ?? []
    GraphicsContext.render(into: &canvas, glyphCache: glyphCache, limits: limits) { context in
      context.translateBy(x: origin.x, y: origin.y)
      renderer.draw(layout: layout, in: &context)
      warnings += context.warnings
    }
    return warnings
  }
}
