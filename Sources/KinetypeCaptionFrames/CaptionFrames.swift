import Foundation
import KinetypeCaptions
import KinetypeCore
import KinetypeFrames
import KinetypeRaster
import KinetypeRendering
import KinetypeText

/// Caption pages as frames: each frame shows the pages its time falls in, laid out once,
/// placed inside the title-safe margins and drawn by their preset's renderer at the frame's
/// time — a ``FrameSource`` for every exporter (PNG, APNG, video) and for burning into a video.
///
/// ```swift
/// let reading = try CaptionReader.read(text, file: "talk.srt")
/// let pages = CaptionPager.pages(reading.track).pages
/// let frames = try CaptionFrames(
///   pages: pages, rate: CaptionFrameRate(30), width: 1920, height: 1080, preset: .highlight,
///   fonts: .bundled())
/// let frame = try frames.renderFrame(at: 1.5)
/// ```
///
/// It lives in KinetypeCaptionFrames, under scenes (a scene's `captions` block draws through
/// ``draw(at:in:)``); reading and paging (KinetypeCaptions) draw nothing, and burning into a
/// video (ffmpeg) is the umbrella's.
public struct CaptionFrames: FrameSource {
  /// A page laid out: its layout, frames and place.
  package struct Prepared: Sendable {
    var layout: Text.Layout
    /// The fraction of the font size it is laid out at (below 1 when it shrank to fit).
    var scale: Double = 1
    var frames: CaptionPageFrames
    var origin: CGPoint
    /// `highlight` and `pill`: the words in reading order, with their times; empty otherwise.
    var words: [CaptionWordRenderer.Word] = []
    /// The other presets: the seconds after the page's first frame when every effect has
    /// settled; 0 for `highlight` and `pill`.
    var settlingTime: Double = 0
  }

  /// The frame rate the pages are timed on.
  public let rate: CaptionFrameRate
  /// How they move.
  public let preset: CaptionPreset
  /// How they look.
  public let appearance: CaptionAppearance
  /// The colour under them. Default: clear, for compositing over a video.
  public var background: Color
  /// Seconds the frames last. Default: until the last page goes.
  public var duration: Double
  /// The glyph cache frames are drawn with.
  public var glyphCache = GlyphCache.shared
  /// The size of every frame.
  public let canvasSize: (width: Int, height: Int)
  /// The font size used (a page that shrank to fit uses a fraction of it).
  public let fontSize: Double
  /// The width lines wrap at, in pixels: the appearance's ``CaptionAppearance/maxWidth``, else
  /// the title-safe width.
  public let maxWidth: Double
  /// The rows any page can touch, whatever it does (its layout's box grown by the outline,
  /// the shadow, the box's padding and half the font size):
  /// from `y`, `height` rows, both even (nil: no page). Burning into a video draws and pipes
  /// only these rows.
  public let band: (y: Int, height: Int)?
  let prepared: [Prepared]

  /// The frames of `pages` on a `width`×`height` canvas at `rate`, moving as `preset`, drawn in
  /// `fonts`.
  /// - Throws: a layout error when a page cannot be laid out.
  public init(
    pages: [CaptionPage], rate: CaptionFrameRate, width: Int, height: Int,
    preset: CaptionPreset, appearance: CaptionAppearance = CaptionAppearance(),
    fonts: FontCollection, background: Color = .clear, duration: Double? = nil
  ) throws {
    self.rate = rate
    self.preset = preset
    self.appearance = appearance
    self.background = background
    canvasSize = (width, height)
    let size = appearance.fontSize ?? (Double(min(width, height)) * 0.06).rounded()
    fontSize = size
    let margin = max(0, min(0.45, appearance.safeMargin))
    let maxWidth = max(1, appearance.maxWidth ?? Double(width) * (1 - 2 * margin))
    self.maxWidth = maxWidth
    var prepared: [Prepared] = []
    for page in pages where !page.words.isEmpty {
      let frames = CaptionPageFrames(page, at: rate)
      let text = CaptionPageText.text(
        page, frames: frames, rate: rate, preset: preset, appearance: appearance, fontSize: size)
      let (layout, scale) = try Self.fitted(
        text, fonts: fonts, maxWidth: maxWidth, appearance: appearance)
      let x = (Double(width) - layout.size.width) / 2
      let y: Double
      switch appearance.position {
      case .top: y = Double(height) * margin
      case .center: y = (Double(height) - layout.size.height) / 2
      case .bottom: y = Double(height) * (1 - margin) - layout.size.height
      }
      var page = Prepared(
        layout: layout, scale: scale, frames: frames, origin: CGPoint(x: x, y: y))
      switch preset {
      case .highlight, .pill: page.words = CaptionWordRenderer.words(of: layout)
      default:
        page.settlingTime =
          Self.effect(for: preset, appearance: appearance)?.renderer(at: 0)
          .settlingTime(for: layout) ?? 0
      }
      prepared.append(page)
    }
    self.prepared = prepared
    band = Self.band(
      of: prepared.map { CGRect(origin: $0.origin, size: $0.layout.size) },
      reach: Self.reach(appearance: appearance, fontSize: size), canvasHeight: height)
    let last = prepared.map(\.frames.endFrame).max() ?? 1
    self.duration = duration ?? rate.seconds(atFrame: last)
  }

  /// How far past its layout's box a page can draw, in pixels: the outline, the shadow's
  /// offset and blur, the box's padding, and half the font size for what the presets do (the
  /// spoken word grown, a pop's overshoot) and for ink past the line (accents, emoji).
  static func reach(appearance: CaptionAppearance, fontSize: Double) -> Double {
    let shadow =
      appearance.shadowOffset.map {
        max(abs($0.x), abs($0.y)) + 3 * appearance.shadowRadius
      } ?? 0
    let box = appearance.boxColor == nil ? 0 : (appearance.boxPadding ?? fontSize * 0.3)
    let slide = appearance.exit.map { $0.kind == .slide ? $0.distance : 0 } ?? 0
    return max(0, appearance.outlineWidth) + shadow + box + fontSize * 0.5 + 2 + slide
  }

  /// The rows the boxes `pages`, grown by `reach`, cover on a canvas `canvasHeight` rows high,
  /// widened to even rows (a 4:2:0 video places chroma by pairs of rows); nil for none.
  static func band(of pages: [CGRect], reach: Double, canvasHeight: Int) -> (
    y: Int, height: Int
  )? {
    guard let first = pages.first else { return nil }
    let box = pages.dropFirst().reduce(first) { $0.union($1) }
    var top = Int((box.minY - reach).rounded(.down))
    var bottom = Int((box.maxY + reach).rounded(.up))
    top = max(0, top - top % 2)
    bottom = min(canvasHeight, bottom + bottom % 2)
    guard bottom > top else { return nil }
    return (top, bottom - top)
  }

  /// The frame number of `time` seconds (the nearest frame).
  func frameNumber(at time: Double) -> Int {
    Int((time * Double(rate.numerator) / Double(rate.denominator)).rounded())
  }

  /// The pages on frame `frame`.
  package func pages(onFrame frame: Int) -> [Prepared] {
    prepared.filter { $0.frames.startFrame <= frame && frame < $0.frames.endFrame }
  }

  /// The renderer of `page` at `time` seconds after its first frame.
  func renderer(for page: Prepared, at time: Double) -> any TextRenderer {
    let size = fontSize * page.scale
    let content: any TextRenderer =
      Self.effect(for: preset, appearance: appearance)?.renderer(at: time)
      ?? CaptionWordRenderer(
        elapsedTime: time, preset: preset, appearance: appearance, fontSize: size)
    return CaptionLegibilityRenderer(content: content, appearance: appearance, fontSize: size)
  }

  /// The effects a preset plays over the stagger schedule; nil for `highlight` and `pill`,
  /// drawn by ``CaptionWordRenderer``.
  static func effect(for preset: CaptionPreset, appearance: CaptionAppearance)
    -> EffectConfiguration?
  {
    switch preset {
    case .highlight, .pill:
      return nil
    case .karaoke:
      var effect = KaraokeEffect()
      effect.highlight = appearance.highlightColor
      return EffectConfiguration(effect, spans: .all)
    case .pop:
      var configuration = EffectConfiguration(ScaleInEffect(), spans: .all)
      try? configuration.applyStagger(StaggerAttribute(by: .word))
      return configuration
    case .typewriter:
      return EffectConfiguration(TypewriterEffect(), spans: .all)
    case .fade:
      return EffectConfiguration(FadeByWordEffect(), spans: .all)
    }
  }

  /// The frame at `time` seconds.
  public func renderFrame(at time: Double) throws -> Pixmap {
    var canvas = try Pixmap(
      width: canvasSize.width, height: canvasSize.height, background: background)
    try renderFrame(at: time, into: &canvas)
    return canvas
  }

  /// The frame at `time` seconds, into `pixmap`.
  public func renderFrame(at time: Double, into pixmap: inout Pixmap) throws {
    try render(frame: frameNumber(at: time), rows: 0..<canvasSize.height, into: &pixmap)
  }

  /// Draws the pages of the frame at `time` seconds into `context`, whose origin is the
  /// canvas's top-left corner (no background): how a scene's `captions` block draws them over
  /// its other content.
  public func draw(at time: Double, in context: inout GraphicsContext) {
    let frame = frameNumber(at: time)
    for page in pages(onFrame: frame) {
      var pageContext = context
      draw(page, frame: frame, top: 0, in: &pageContext)
    }
  }

  /// The rows ``band`` of frame `frame` (a pixmap as wide as the canvas and as high as the
  /// band; empty and clear without a band): the same pixels as those rows of the whole frame.
  package func renderBand(frame: Int, into pixmap: inout Pixmap) throws {
    let rows = band.map { $0.y..<($0.y + $0.height) } ?? 0..<1
    try render(frame: frame, rows: rows, into: &pixmap)
  }

  /// Rows `rows` of frame `frame` into `pixmap`, which is made that size.
  private func render(frame: Int, rows: Range<Int>, into pixmap: inout Pixmap) throws {
    if pixmap.width == canvasSize.width, pixmap.height == rows.count {
      pixmap.clear(to: background)
    } else {
      pixmap = try Pixmap(width: canvasSize.width, height: rows.count, background: background)
    }
    for page in pages(onFrame: frame) {
      GraphicsContext.render(into: &pixmap, glyphCache: glyphCache) { context in
        draw(page, frame: frame, top: Double(rows.lowerBound), in: &context)
      }
    }
  }

  /// Draws `page` as it is on frame `frame`, the canvas's row `top` at the context's origin:
  /// its preset's renderer at the time since its first frame, leaving by its exit at the end.
  private func draw(
    _ page: Prepared, frame: Int, top: Double, in context: inout GraphicsContext
  ) {
    let local = rate.seconds(atFrame: frame) - rate.seconds(atFrame: page.frames.startFrame)
    context.translateBy(x: page.origin.x, y: page.origin.y - top)
    guard let exit = appearance.exit, let progress = exitProgress(of: page, at: local),
      progress > 0
    else {
      renderer(for: page, at: local).draw(layout: page.layout, in: &context)
      return
    }
    var time = local
    if exit.kind == .reverse {
      if page.settlingTime > 0 {
        time = page.settlingTime * (1 - progress)
      } else {
        // highlight and pill have no entrance to play backwards: they fade.
        context.opacity *= 1 - progress
      }
    }
    context.opacity *= exit.opacity(at: progress)
    let offset = exit.offset(at: progress)
    context.translateBy(x: offset.width, y: offset.height)
    let scale = exit.scale(at: progress)
    if scale != 1 {
      let size = page.layout.size
      context.translateBy(x: size.width / 2, y: size.height / 2)
      context.scaleBy(x: scale, y: scale)
      context.translateBy(x: -size.width / 2, y: -size.height / 2)
    }
    // The page fades as one: its box, shadow, outline and text in a layer, faded together.
    let renderer = self.renderer(for: page, at: time)
    context.drawLayer { layer in renderer.draw(layout: page.layout, in: &layer) }
  }

  /// How far `page`'s exit has gone `time` seconds after its first frame (it ends with the
  /// page's last frame: it starts ``TextExit/duration`` before the page's end, or at its first
  /// frame if the page is shorter); nil without an exit.
  func exitProgress(of page: Prepared, at time: Double) -> Double? {
    guard let exit = appearance.exit else { return nil }
    let length =
      rate.seconds(atFrame: page.frames.endFrame) - rate.seconds(atFrame: page.frames.startFrame)
    return exit.progress(after: time - max(0, length - exit.duration))
  }
}
