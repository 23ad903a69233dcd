import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText

/// A karaoke fill: each unit is swept by a highlight in its reading direction — left to right
/// in English, **right to left** in Hebrew and Arabic — from its start to its end, as libass's
/// `\kf`: `karaoke` in markup and on the command line.
///
/// Timings come from the markup like libass's `\k`: mark each syllable with its duration,
/// `^[Twin](timing: 0.5)^[kle](timing: 0.4)` (``TimingAttribute``; a span's `start` resets the
/// clock), and the syllables are sung one after another, each unit (slice by default) swept at
/// an even speed across the span. Without timings the stagger decides (slice after slice, 0.12 s
/// each, back to back).
///
/// Text not yet sung is drawn at ``unsungOpacity`` of its color; sung text in ``highlight`` (its
/// own color by default). A unit being sung is split at a vertical edge that moves across its
/// typographic box: from its left in left-to-right runs, from its right in right-to-left runs,
/// so within an Arabic word the fill runs right to left through each joined letter, and the
/// letters, drawn where they were shaped, stay joined. Karaoke sweeps in reading order from the
/// first syllable: it refuses `from`, `order: visual` and a grid.
public struct KaraokeEffect: CommonTextEffect {
  /// `karaoke`.
  public static let name = "karaoke"
  /// What it does.
  public static let summary =
    "a highlight sweeps each syllable in its reading direction, from timing: markup like libass \\k"
  /// `highlight`, `unsungOpacity`.
  public static let parameters = [
    EffectParameter(
      "highlight", .color, default: "the text's color", "the color of text that has been sung"),
    EffectParameter(
      "unsungOpacity", .number(0...1), default: "0.3",
      "the opacity of text not yet sung, times its color's"),
  ]
  /// Reading order from the start.
  public static let staggerSupport = StaggerSupport(
    from: false, visualOrder: false, grid: false,
    reason: "a karaoke fill sweeps in reading order from the first syllable")

  /// The clock, spans, Reduce Motion, stagger and element duration (``EffectCommon``). Its stagger:
  /// when each unit is sung (spans with `timing:` markup keep their own times); default
  /// `Stagger(each: 0.12)`. Its element duration: seconds a unit's sweep takes (spans with
  /// `timing:` markup share their own); default 0.12.
  public var common: EffectCommon
  /// The color of sung text; nil: the text's own. Default: nil.
  public var highlight: Color?
  /// The opacity of text not yet sung. Default: 0.3.
  public var unsungOpacity: Double

  /// The effect at `elapsedTime`.
  public init(
    elapsedTime: Double, stagger: Stagger = Stagger(each: 0.12), elementDuration: Double = 0.12,
    highlight: Color? = nil, unsungOpacity: Double = 0.3
  ) {
    common = EffectCommon(Self.name, elapsedTime, stagger, elementDuration)
    self.highlight = highlight
    self.unsungOpacity = unsungOpacity
  }

  /// The x where the fill of a unit from `start` to `end` stands at ``elapsedTime`` within `box`,
  /// sweeping in `direction`; nil before it starts.
  public func fillEdge(start: Double, end: Double, box: CGRect, direction: LayoutDirection)
    -> Double?
  {
    guard elapsedTime > start || (end <= start && elapsedTime >= start) else { return nil }
    let progress = progress(start: start, end: end)
    return direction == .rightToLeft
      ? box.maxX - progress * box.width : box.minX + progress * box.width
  }

  /// Draws the run: sung units in the highlight, unsung ones faint, the unit being sung split.
  public func draw(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    let effect = configured(for: run)
    let direction = run.layoutDirection
    let highlight = effect.highlight
    let unsung = max(0, min(1, effect.unsungOpacity))
    context.drawUnits(
      of: run, schedule: schedule, options: [],
      look: { entry in
        effect.progress(start: entry.start, end: entry.end) >= 1 && highlight == nil
          ? .rest : .animated
      },
      animate: { slices, entry, copy in
        let box = entry.unitBounds
        let edge = effect.fillEdge(
          start: entry.start, end: entry.end, box: box, direction: direction)
        let progress = effect.progress(start: entry.start, end: entry.end)
        // Half-planes bounded at the edge, reaching well past the box for ink that overhangs it.
        let reach = 4 * max(box.height, 1)
        let top = box.minY - reach
        let height = box.height + 2 * reach
        let left = box.minX - reach
        let right = box.maxX + reach
        if progress < 1 {
          var faint = copy
          faint.opacity *= unsung
          if let edge {
            let rect =
              direction == .rightToLeft
              ? CGRect(x: left, y: top, width: max(0, edge - left), height: height)
              : CGRect(x: edge, y: top, width: max(0, right - edge), height: height)
            faint.clip(to: Path(rect))
          }
          faint.drawUnit(run, slices: slices, options: [])
        }
        guard let edge else { return }
        var sung = copy
        if progress < 1 {
          let rect =
            direction == .rightToLeft
            ? CGRect(x: edge, y: top, width: max(0, right - edge), height: height)
            : CGRect(x: left, y: top, width: max(0, edge - left), height: height)
          sung.clip(to: Path(rect))
        }
        if let highlight {
          for slice in run.clusters(in: slices) { sung.draw(slice, color: highlight) }
        } else {
          sung.draw(run, slices: slices, options: [])
        }
      })
  }

  /// The effect with every default at time 0.
  public init() { self.init(elapsedTime: 0) }

  /// Sets the parameters named.
  public mutating func apply(_ parameters: EffectParameters) {
    if let value = parameters["highlight"]?.color { highlight = value }
    if let value = parameters["unsungOpacity"]?.number { unsungOpacity = value }
  }
}
