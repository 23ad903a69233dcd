import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText

/// A swell of weight travelling through the text: each unit is drawn at other values of its
/// variable font's axis (Inter's `wght`, 100 to 900) as time goes on, without laying the text out
/// again: `variable-weight` in markup and on the command line.
///
/// Unit *i* at progress p = (t − startᵢ) / (endᵢ − startᵢ) is drawn at
/// `rest + (peak − rest)·(1 − cos 2πp) / 2` on the ``variation`` axis: from its rest value up to
/// the peak and back, so staggered units make a wave of weight. Values are rounded to ``step``
/// (10 units of `wght` by default) and each rounded value is one face
/// (``KinetypeText/FontFace/variant(_:)``): FreeType's outlines at those coordinates, cached per
/// value and in the glyph cache like any face, so a wave over 100…900 uses at most 81 faces.
///
/// **Without relayout.** Glyphs keep their laid-out pen positions; a heavier glyph is wider, so
/// each slice's glyphs are re-spaced by their new advances and the slice is centred on its old
/// box: it grows to both sides and overlaps its neighbours a little at the peak, as in every
/// variable-font wave on the web. In joined scripts nothing moves apart: the glyphs stay on
/// their baseline where they were shaped.
///
/// **Fonts without the axis** (the bundled Noto Sans Arabic, Hebrew and Devanagari are static):
/// for `wght` above the face's own weight the slice is drawn emboldened, its outline stroked in
/// its own color with a width of `(value − own) / 500 · size / 14` px (a synthetic bold, as
/// FreeType's `FT_Outline_Embolden` does); other axes and lighter values leave it as it is.
public struct VariableWeightEffect: CommonTextEffect {
  /// `variable-weight`.
  public static let name = "variable-weight"
  /// What it does.
  public static let summary =
    "each unit swells along a variable font's axis (wght 100 → 900) and back, without relayout"
  /// `variation`, `rest`, `peak`, `step`.
  public static let parameters = [
    EffectParameter(
      "variation", .text(maximumLength: 4), default: "wght",
      "the variation axis animated (a four-letter OpenType tag)"),
    EffectParameter(
      "rest", .number(-1000...1000), default: "the text's own value",
      "the value a unit starts and ends at"),
    EffectParameter(
      "peak", .number(-1000...1000), default: "900", "the value a unit swells to"),
    EffectParameter(
      "step", .number(0.01...1000), default: "10",
      "values are rounded to multiples of this (one face per value)"),
  ]
  /// Every stagger option.
  public static let staggerSupport = StaggerSupport.everything

  /// The clock, spans, Reduce Motion, stagger and element duration (``EffectCommon``). Its stagger:
  /// when each unit starts; default `Stagger(each: 0.06)`. Its element duration: seconds a unit's
  /// swell takes; default 1.
  public var common: EffectCommon
  /// The axis animated. Default: `wght`.
  public var variation: FontTag
  /// The value a unit starts and ends at; nil: the face's own. Default: nil.
  public var rest: Double?
  /// The value a unit swells to. Default: 900.
  public var peak: Double
  /// Values are rounded to multiples of this. Default: 10.
  public var step: Double

  /// The effect at `elapsedTime`.
  public init(
    elapsedTime: Double, stagger: Stagger = Stagger(each: 0.06), elementDuration: Double = 1,
    variation: FontTag = "wght", rest: Double? = nil, peak: Double = 900, step: Double = 10
  ) {
    common = EffectCommon(Self.name, elapsedTime, stagger, elementDuration)
    self.variation = variation
    self.rest = rest
    self.peak = peak
    self.step = step
  }

  /// Room for glyphs that grow past their box.
  public var displayPadding: EdgeInsets { EdgeInsets(all: 6) }

  /// The axis value of `font` itself, or nil when its font has no such axis.
  func ownValue(of font: FontFace) -> Double? {
    font.variations.first { $0.tag == variation }?.value
  }

  /// The value (rounded to ``step``) a unit from `start` to `end` is drawn at, given the face's
  /// own value `own` (for ``rest`` nil).
  public func value(start: Double, end: Double, own: Double) -> Double {
    let base = rest ?? own
    let time = elapsedTime - start
    let length = end - start
    var value = base
    if time > 0, time < length {
      value = base + (peak - base) * (1 - cos(2 * Double.pi * time / length)) / 2
    }
    let quantum = step > 0 && step.isFinite ? step : 1
    return (value / quantum).rounded() * quantum
  }

  /// Draws the run's units at their value on the axis.
  public func draw(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    let effect = configured(for: run)
    let own = effect.ownValue(of: run.font)
    let synthetic = own == nil && effect.variation == "wght"
    // The weight a static face stands for: 400 unless its name says bold.
    let ownValue = own ?? 400
    if own == nil, !synthetic { return context.draw(run) }
    context.drawUnits(
      of: run, schedule: schedule, options: .disablesSubpixelQuantization,
      look: { entry in
        let moving = effect.elapsedTime > entry.start && effect.elapsedTime < entry.end
        let resting = effect.rest.map { $0 == ownValue } ?? true
        return moving || !resting ? .animated : .rest
      },
      animate: { slices, entry, copy in
        let value = effect.value(start: entry.start, end: entry.end, own: ownValue)
        guard value != ownValue else {
          return copy.draw(run, slices: slices, options: .disablesSubpixelQuantization)
        }
        for slice in run.clusters(in: slices) {
          if synthetic {
            effect.drawEmboldened(slice, by: value - ownValue, in: &copy)
          } else {
            effect.draw(slice, at: value, in: &copy)
          }
        }
      })
  }

  /// Draws `slice` with its face at `value` on the axis, its glyphs re-spaced by their new
  /// advances and centred on the slice's box.
  func draw(_ slice: Text.Layout.RunSlice, at value: Double, in context: inout GraphicsContext) {
    let font = slice.font
    guard let variant = try? font.variant([variation: value]) else {
      return context.draw(slice, options: .disablesSubpixelQuantization)
    }
    var placed: [GraphicsContext.PlacedGlyph] = []
    var shift = 0.0
    var lastShift = 0.0
    for glyph in slice.glyphs {
      let old = font.advance(glyph.id)
      let new = variant.advance(glyph.id)
      // A mark (no advance) stays over its base: it moves with the base's centre.
      if old == 0 {
        placed.append(
          GraphicsContext.PlacedGlyph(
            id: glyph.id, position: CGPoint(x: glyph.position.x + lastShift, y: glyph.position.y)))
        continue
      }
      lastShift = shift + (new - old) / 2
      placed.append(
        GraphicsContext.PlacedGlyph(
          id: glyph.id, position: CGPoint(x: glyph.position.x + shift, y: glyph.position.y)))
      shift += new - old
    }
    // Centre the re-spaced glyphs on the slice's old box.
    let centring = -shift / 2
    for index in placed.indices { placed[index].position.x += centring }
    context.drawGlyphs(
      placed, font: variant, color: slice.run.foregroundColor ?? .black,
      options: .disablesSubpixelQuantization)
  }

  /// Draws `slice` emboldened by `extra` weight units (a static face): its glyphs filled and
  /// stroked in their color.
  func drawEmboldened(
    _ slice: Text.Layout.RunSlice, by extra: Double, in context: inout GraphicsContext
  ) {
    context.draw(slice, options: .disablesSubpixelQuantization)
    guard extra > 0 else { return }
    let width = extra / 500 * slice.font.size / 14
    var outline = Path()
    for glyph in slice.glyphs {
      outline.addPath(
        slice.font.glyphPath(glyph.id),
        transform: CGAffineTransform(translationX: glyph.position.x, y: glyph.position.y))
    }
    context.stroke(
      outline, with: .color(slice.run.foregroundColor ?? .black),
      style: StrokeStyle(lineWidth: width, lineJoin: .round))
  }

  /// The effect with every default at time 0.
  public init() { self.init(elapsedTime: 0) }

  /// Sets the parameters named.
  public mutating func apply(_ parameters: EffectParameters) {
    if let value = parameters["variation"]?.text { variation = FontTag(value) }
    if let value = parameters["rest"]?.number { rest = value }
    if let value = parameters["peak"]?.number { peak = value }
    if let value = parameters["step"]?.number { step = value }
  }
}
