import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeText

/// How an effect shows a unit of a run at the current time.
enum UnitLook {
  /// Not drawn (not revealed yet).
  case hidden
  /// Drawn as laid out: slices at rest next to each other are drawn together.
  case rest
  /// Drawn by the effect.
  case animated
}

extension GraphicsContext {
  /// Walks `run` unit by unit on `schedule`: the consecutive slices (in visual order) that share
  /// a unit, a start and an end are one step; `look` says how each step shows, steps at rest are
  /// drawn together as laid out with `options`, and `animate` draws each animated step through a
  /// copy of this context, given its glyph range in the run (whole clusters) and its schedule
  /// entry.
  ///
  /// Drawing a unit as one step, rather than slice by slice, is what keeps a moving Arabic or
  /// Devanagari word whole: every slice of it gets the same transform, and
  /// ``drawUnit(_:slices:options:)`` composites it as one group.
  func drawUnits(
    of run: Text.Layout.Run, schedule: StaggerSchedule, options: DrawingOptions,
    look: (StaggerSchedule.Entry) -> UnitLook,
    animate: (Range<Int>, StaggerSchedule.Entry, inout GraphicsContext) -> Void
  ) {
    var restStart: Int?
    var index = run.startIndex
    while index < run.endIndex {
      let entry = schedule.entry(for: run[index])
      var next = run.index(after: index)
      if let entry {
        while next < run.endIndex, let other = schedule.entry(for: run[next]),
          other.spanIndex == entry.spanIndex, other.index == entry.index,
          other.start == entry.start, other.end == entry.end
        {
          next = run.index(after: next)
        }
      }
      let shown = entry.map(look) ?? .rest
      if shown == .rest {
        if restStart == nil { restStart = index }
      } else {
        if let first = restStart {
          draw(run, slices: first..<index, options: options)
          restStart = nil
        }
        if shown == .animated, let entry {
          var copy = self
          animate(index..<next, entry, &copy)
        }
      }
      index = next
    }
    if let first = restStart { draw(run, slices: first..<run.endIndex, options: options) }
  }

  /// Draws slices `range` of `run` as one group: with an opacity below 1 or filters and more
  /// than one glyph, into a layer as large as their ink that is then composited once (and
  /// filtered once), so glyphs that overlap where they join (Arabic letters, a base and its
  /// marks, a Devanagari headline) show no darker seams and blur as one; otherwise directly.
  func drawUnit(_ run: Text.Layout.Run, slices range: Range<Int>, options: DrawingOptions) {
    guard !range.isEmpty else { return }
    guard opacity > 0, range.count > 1, opacity < 1 || !filters.isEmpty else {
      return draw(run, slices: range, options: options)
    }
    let ink = run[range].imageBounds
    guard !ink.isNull else { return }
    drawGroup(bounds: ink) { group in group.draw(run, slices: range, options: options) }
  }

  /// Draws `body` into a transparent layer covering `bounds` (user space, where the drawing puts
  /// ink), then composites the layer with this context's opacity, blend mode, filters and clip:
  /// `drawLayer` for a small area.
  func drawGroup(bounds: CGRect, _ body: (inout GraphicsContext) -> Void) {
    guard transform.isFinite else { return warn("group skipped: the transform is not finite") }
    // Inside drawTextOutline the group draws outlines, which reach past the ink.
    let stretch = max(
      abs(transform.a) + abs(transform.c), abs(transform.b) + abs(transform.d))
    let outlineReach = (textOutline?.width ?? 0) * stretch
    let reach = filters.reduce(0.0) { $0 + $1.raster.reach } + outlineReach
    let full = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    let area = bounds.applying(transform).insetBy(dx: -reach - 2, dy: -reach - 2).integral
      .overlap(with: full)
    guard !area.isNull, !area.isEmpty, area.width.isFinite, area.height.isFinite else { return }
    let origin = (x: Int(saturating: area.minX), y: Int(saturating: area.minY))
    guard
      let canvas = try? Pixmap(
        width: Int(saturating: area.width), height: Int(saturating: area.height))
    else { return }
    var layer = GraphicsContext(
      target: Target(canvas: canvas, glyphCache: target.glyphCache, limits: target.limits))
    layer.transform = transform.concatenating(
      CGAffineTransform(translationX: Double(-origin.x), y: Double(-origin.y)))
    layer.textOutline = textOutline
    body(&layer)
    for warning in layer.target.warnings { target.warn(warning) }
    var pixels = layer.target.canvas
    for filter in filters { pixels.apply(filter.raster) }
    target.canvas.draw(
      pixels, atX: origin.x, y: origin.y, opacity: opacity, blendMode: blendMode, clip: clipMask)
  }
}

extension Text.Layout.Run {
  /// The clusters whose glyphs `range` (whole clusters, glyph indices) holds, in visual order.
  func clusters(in range: Range<Int>) -> [Text.Layout.RunSlice] {
    var slices: [Text.Layout.RunSlice] = []
    var index = range.lowerBound
    while index < range.upperBound {
      slices.append(self[index])
      index = self.index(after: index)
    }
    return slices
  }
}

extension StaggerSchedule.Entry {
  /// The centre of the unit's typographic box: what an effect scales and rotates it about.
  var unitCenter: CGPoint { CGPoint(x: unitBounds.midX, y: unitBounds.midY) }
}

extension GraphicsContext {
  /// Scales by `scale` and rotates by `angle` about `center` (user space) for what is drawn next.
  mutating func transform(about center: CGPoint, scale: Double = 1, rotation angle: Angle = .zero) {
    guard scale != 1 || angle.radians != 0 else { return }
    translateBy(x: center.x, y: center.y)
    if angle.radians != 0 { rotate(by: angle) }
    if scale != 1 { scaleBy(x: scale, y: scale) }
    translateBy(x: -center.x, y: -center.y)
  }
}
