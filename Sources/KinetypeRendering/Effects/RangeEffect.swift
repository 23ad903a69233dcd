import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRaster
import KinetypeText

/// After Effects' text animator with a range selector: `range` in markup and on the command line.
///
/// An animator sets properties — ``opacity``, position (``x``, ``y``), ``scale``, ``rotation``,
/// ``blur`` and ``fillColor`` — and a ``KinetypeMotion/RangeSelector`` (start, end, offset,
/// shape square / ramp up / ramp down / triangle / round / smooth, ease high and low, randomize
/// order with a seed) gives each unit a weight from 0 to 1; a unit is drawn with each property
/// moved that far from its laid-out value towards the animator's (opacity `1 + (opacity − 1)·w`,
/// offset `(x, y)·w`, scale `1 + (scale − 1)·w` about the unit's centre, rotation
/// `rotation·w`, blur `blur·w`, color mixed `w` of the way to the fill color). The selector's
/// ``offset`` sweeps from ``offsetFrom`` to ``offsetTo`` over ``sweepDuration`` seconds, the
/// usual way to animate a selector in AE; with the defaults (ramp up, start 0 %, end 100 %,
/// offset −100 % → 100 %, opacity 0 %, y 24 px) that reveals the text in reading order with a
/// soft edge.
///
/// Units are AE's "Based On": slices, words or lines (the stagger's `by`), counted in the
/// stagger's `order` (a right-to-left span counts from its right), with percentages over each
/// span's units. The selector is its own clock: the effect refuses the stagger's spacing,
/// `from`, `ease`, grid and `timing:` markup (``staggerSupport``); `kinetype stagger` charts
/// when each unit changes. In joined scripts a word moves as one (``Stagger/joinedBy``).
public struct RangeEffect: CommonTextEffect {
  /// `range`.
  public static let name = "range"
  /// What it does.
  public static let summary =
    "After Effects' range selector sweeps an animator (opacity, position, scale, rotation, blur, color)"
  /// The shapes' names, in ``KinetypeMotion/RangeSelector/Shape`` order.
  public static let shapeNames = ["square", "rampUp", "rampDown", "triangle", "round", "smooth"]
  /// The selector's and the animator's parameters.
  public static let parameters = [
    EffectParameter(
      "shape", .choice(shapeNames), default: "rampUp", "the selection's shape between start and end"
    ),
    EffectParameter(
      "start", .number(0...100), unit: "%", default: "0", "the start of the range"),
    EffectParameter("end", .number(0...100), unit: "%", default: "100", "the end of the range"),
    EffectParameter(
      "offsetFrom", .number(-200...200), unit: "%", default: "-100",
      "the offset when the sweep begins"),
    EffectParameter(
      "offsetTo", .number(-200...200), unit: "%", default: "100", "the offset when it ends"),
    EffectParameter(
      "sweepDuration", .number(0.01...3600), unit: "s", default: "1.5",
      "seconds the offset takes from offsetFrom to offsetTo"),
    EffectParameter(
      "easeHigh", .number(-100...100), unit: "%", default: "0", "eases the weight near 1"),
    EffectParameter(
      "easeLow", .number(-100...100), unit: "%", default: "0", "eases the weight near 0"),
    EffectParameter(
      "randomize", .flag, default: "false", "whether units are selected in a random order"),
    EffectParameter("seed", .seed, default: "0", "the random order's seed"),
    EffectParameter(
      "opacity", .number(0...100), unit: "%", default: "0", "the animator's opacity"),
    EffectParameter(
      "x", .number(-10_000...10_000), unit: "px", default: "0",
      "the animator's horizontal offset"),
    EffectParameter(
      "y", .number(-10_000...10_000), unit: "px", default: "24",
      "the animator's vertical offset (down positive)"),
    EffectParameter(
      "scale", .number(0...1000), unit: "%", default: "100", "the animator's scale"),
    EffectParameter(
      "rotation", .number(-360...360), unit: "°", default: "0", "the animator's rotation"),
    EffectParameter(
      "blur", .number(0...Double.greatestFiniteMagnitude), unit: "px", default: "0",
      limit: .blurRadius, "the animator's blur radius"),
    EffectParameter(
      "fillColor", .color, default: "none", "the animator's fill color (none: unchanged)"),
  ]
  /// Units and order only: the selector keeps its own clock.
  public static let staggerSupport = StaggerSupport(
    from: false, grid: false, spacing: false, timing: false,
    reason: "the range selector's sweep is its own clock (set sweepDuration, shape, randomize)")

  /// The clock, spans, Reduce Motion, stagger and element duration (``EffectCommon``). Its stagger:
  /// what a unit is (`by`) and the order units are counted in; default `Stagger(by: .slice,
  /// joinedBy: .word)`. Its element duration: not used (the sweep's duration is ``sweepDuration``);
  /// default 0.
  public var common: EffectCommon
  /// The selector; its offset is replaced by the sweep's. Default: ramp up, 0 % to 100 %.
  public var selector: RangeSelector
  /// The offset when the sweep begins, percent. Default: −100.
  public var offsetFrom: Double
  /// The offset when it ends, percent. Default: 100.
  public var offsetTo: Double
  /// Seconds of the sweep. Default: 1.5.
  public var sweepDuration: Double
  /// The animator's opacity, percent. Default: 0.
  public var opacity: Double
  /// The animator's horizontal offset in px. Default: 0.
  public var x: Double
  /// The animator's vertical offset in px (down positive). Default: 24.
  public var y: Double
  /// The animator's scale, percent. Default: 100.
  public var scale: Double
  /// The animator's rotation in degrees. Default: 0.
  public var rotation: Double
  /// The animator's blur radius in px. Default: 0.
  public var blur: Double
  /// The animator's fill color; nil: the text's own. Default: nil.
  public var fillColor: Color?

  /// The effect at `elapsedTime`.
  public init(
    elapsedTime: Double, stagger: Stagger = Stagger(by: .slice, joinedBy: .word),
    selector: RangeSelector = RangeSelector(shape: .rampUp), offsetFrom: Double = -100,
    offsetTo: Double = 100, sweepDuration: Double = 1.5, opacity: Double = 0, x: Double = 0,
    y: Double = 24, scale: Double = 100, rotation: Double = 0, blur: Double = 0,
    fillColor: Color? = nil
  ) {
    common = EffectCommon(Self.name, elapsedTime, stagger, 0)
    self.selector = selector
    self.offsetFrom = offsetFrom
    self.offsetTo = offsetTo
    self.sweepDuration = sweepDuration
    self.opacity = opacity
    self.x = x
    self.y = y
    self.scale = scale
    self.rotation = rotation
    self.blur = blur
    self.fillColor = fillColor
  }

  /// Room for the animator's offset, scale and blur.
  public var displayPadding: EdgeInsets {
    let spread = 3 * max(0, blur) + max(0, scale / 100 - 1) * 24 + abs(rotation) / 6
    return EdgeInsets(
      top: max(0, -y) + spread, leading: max(0, -x) + spread, bottom: max(0, y) + spread,
      trailing: max(0, x) + spread)
  }

  /// The sweep at ``elapsedTime``: the selector with its offset in place.
  public var currentSelector: RangeSelector {
    RangeSelectorSweep(
      selector, sweeping: .offset, from: offsetFrom, to: offsetTo,
      duration: max(0.01, sweepDuration)
    ).selector(at: elapsedTime)
  }

  /// The sweep's duration: after it nothing changes.
  public func settlingTime(on schedule: StaggerSchedule) -> Double { max(0.01, sweepDuration) }

  /// Each unit from when its weight leaves its value at the start of the sweep to when it
  /// reaches its value at the end (sampled in 1/200 of the sweep).
  public func charted(_ schedule: StaggerSchedule) -> StaggerSchedule {
    let duration = max(0.01, sweepDuration)
    let steps = 200
    var windows: [Int: [Int: (start: Double, end: Double)]] = [:]
    var counts: [Int: Int] = [:]
    for entry in schedule.entries { counts[entry.spanIndex] = entry.count }
    for (span, count) in counts {
      var effect = self
      var samples: [[Double]] = []
      for step in 0...steps {
        effect.elapsedTime = duration * Double(step) / Double(steps)
        samples.append(effect.currentSelector.weights(count: count))
      }
      var spanWindows: [Int: (start: Double, end: Double)] = [:]
      for unit in 0..<count {
        let first = samples[0][unit]
        let last = samples[steps][unit]
        let from = (0...steps).first { abs(samples[$0][unit] - first) > 1e-3 } ?? steps
        let to = (0...steps).last { abs(samples[$0][unit] - last) > 1e-3 }.map { $0 + 1 } ?? from
        spanWindows[unit] = (
          duration * Double(max(0, from - 1)) / Double(steps),
          duration * Double(min(steps, max(from, to))) / Double(steps)
        )
      }
      windows[span] = spanWindows
    }
    return schedule.retimed { entry in
      windows[entry.spanIndex]?[entry.index] ?? (0, 0)
    }
  }

  /// Draws the run's units with the animator applied by their weight.
  public func draw(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    let effect = configured(for: run)
    let selector = effect.currentSelector
    var order: [Int: [Int]] = [:]
    func weight(_ entry: StaggerSchedule.Entry) -> Double {
      guard selector.randomizeOrder else {
        return selector.weight(ofUnit: entry.index, count: entry.count)
      }
      // The random order once per run, not once per unit.
      if order[entry.count] == nil {
        order[entry.count] = SeededRandom.permutation(count: entry.count, seed: selector.randomSeed)
      }
      var fixed = selector
      fixed.randomizeOrder = false
      return fixed.weight(
        ofUnit: order[entry.count]?[entry.index] ?? entry.index, count: entry.count)
    }
    let color = run.foregroundColor ?? .black
    context.drawUnits(
      of: run, schedule: schedule, options: .disablesSubpixelQuantization,
      look: { entry in weight(entry) == 0 ? .rest : .animated },
      animate: { slices, entry, copy in
        let w = weight(entry)
        copy.opacity *= max(0, 1 + (effect.opacity / 100 - 1) * w)
        guard copy.opacity > 0 else { return }
        copy.translateBy(x: effect.x * w, y: effect.y * w)
        copy.transform(
          about: entry.unitCenter, scale: 1 + (effect.scale / 100 - 1) * w,
          rotation: .degrees(effect.rotation * w))
        if effect.blur > 0 { copy.addFilter(.blur(radius: effect.blur * w)) }
        if let fill = effect.fillColor {
          let mixed = Color(
            red: color.red + (fill.red - color.red) * w,
            green: color.green + (fill.green - color.green) * w,
            blue: color.blue + (fill.blue - color.blue) * w,
            opacity: color.opacity + (fill.opacity - color.opacity) * w)
          copy.drawGroup(
            bounds: entry.unitBounds.insetBy(
              dx: -entry.unitBounds.height, dy: -entry.unitBounds.height)
          ) { group in
            for slice in run.clusters(in: slices) {
              group.draw(slice, color: mixed, options: .disablesSubpixelQuantization)
            }
          }
        } else {
          copy.drawUnit(run, slices: slices, options: .disablesSubpixelQuantization)
        }
      })
  }

  /// The effect with every default at time 0.
  public init() { self.init(elapsedTime: 0) }

  /// Sets the parameters named.
  public mutating func apply(_ parameters: EffectParameters) {
    if let name = parameters["shape"]?.text, let index = Self.shapeNames.firstIndex(of: name),
      let shape = RangeSelector.Shape(rawValue: index + 1)
    {
      selector.shape = shape
    }
    if let value = parameters["start"]?.number { selector.start = value }
    if let value = parameters["end"]?.number { selector.end = value }
    if let value = parameters["easeHigh"]?.number { selector.easeHigh = value }
    if let value = parameters["easeLow"]?.number { selector.easeLow = value }
    if let value = parameters["randomize"]?.flag { selector.randomizeOrder = value }
    if let value = parameters["seed"]?.seed { selector.randomSeed = value }
    if let value = parameters["offsetFrom"]?.number { offsetFrom = value }
    if let value = parameters["offsetTo"]?.number { offsetTo = value }
    if let value = parameters["sweepDuration"]?.number { sweepDuration = value }
    if let value = parameters["opacity"]?.number { opacity = value }
    if let value = parameters["x"]?.number { x = value }
    if let value = parameters["y"]?.number { y = value }
    if let value = parameters["scale"]?.number { scale = value }
    if let value = parameters["rotation"]?.number { rotation = value }
    if let value = parameters["blur"]?.number { blur = value }
    if let value = parameters["fillColor"]?.color { fillColor = value }
  }
}
