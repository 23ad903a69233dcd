import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText

/// The seed's appear renderer as a built-in effect: `appear` in markup and on the command line.
///
/// ``AppearRenderer/draw(layout:in:)`` draws the text on its own; as an effect it draws run by
/// run with the same numbers (progress from the schedule's start and end, opacity = progress,
/// `(1 − progress)·offset` px below its place), so an ``EffectRenderer`` can draw some spans
/// with it and others with other effects. A unit of several slices (a word, with `by: .word`)
/// is drawn as one group while it fades (``EffectRenderer`` only).
extension AppearRenderer: TextEffect {
  /// `appear`.
  public static let name = "appear"
  /// What it does.
  public static let summary = "each slice fades in and rises into place (the seed's effect)"
  /// `offset`.
  public static let parameters = [
    EffectParameter(
      "offset", .number(0...1000), unit: "px", default: "8",
      "how far below its place a slice starts")
  ]
  /// Every stagger option.
  public static let staggerSupport = StaggerSupport.everything

  /// The renderer with its defaults at time 0.
  public init() {
    self.init(elapsedTime: 0)
  }

  /// Sets `offset`.
  public mutating func apply(_ parameters: EffectParameters) {
    if let offset = parameters["offset"]?.number { self.offset = offset }
  }

  /// Draws `run` as ``draw(layout:in:)`` draws a marked run.
  public func draw(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    drawRevealing(configuredFor: run, schedule: schedule, in: &context) {
      effect, slices, entry, progress, copy in
      copy.opacity *= progress
      copy.translateBy(x: 0, y: (1 - progress) * effect.offset)
      copy.drawUnit(run, slices: slices, options: .disablesSubpixelQuantization)
    }
  }
}

/// The WWDC24 sample's renderer as a built-in effect: `appearance` in markup and on the command
/// line. Run by run with the sample's numbers; text it does not animate fades in over 0.2 s.
extension AppearanceEffectRenderer: TextEffect {
  /// `appearance`.
  public static let name = "appearance"
  /// What it does.
  public static let summary =
    "the WWDC24 sample: each slice drops into place from one descent above, sharpens and fades in"
  /// None: its timing is the stagger's (`--total-duration`).
  public static let parameters: [EffectParameter] = []
  /// Every stagger option.
  public static let staggerSupport = StaggerSupport.everything

  /// The sample's defaults at time 0: slices of 0.4 s fitted into 0.8 s, the clock running to
  /// the fitted total (``totalDuration`` nil), so another stagger settles when it ends.
  public init() {
    self.init(
      elapsedTime: 0, elementDuration: 0.4,
      stagger: Stagger(.fitted(totalDuration: 0.8, elementDuration: 0.4)))
  }

  /// Nothing to set.
  public mutating func apply(_ parameters: EffectParameters) {}

  /// The later of the total duration (the fitted spacing's when nil, 0.2 s when neither) and
  /// the schedule's end.
  public func settlingTime(on schedule: StaggerSchedule) -> Double {
    settlingTime(of: schedule)
  }

  /// Draws `run` as ``draw(layout:in:)`` draws a marked run. The sample sets each slice's
  /// opacity outright, so a context already faded (Reduce Motion's cross-fade in an
  /// ``EffectRenderer``) draws the run as one group at its opacity.
  public func draw(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    if context.opacity < 1 {
      let ink = run.typographicBounds.rect.insetBy(dx: -12, dy: -12)
      return context.drawGroup(bounds: ink) { group in
        draw(run, schedule: schedule, in: &group)
      }
    }
    let clock = min(elapsedTime, settlingTime(on: schedule))
    for slice in run {
      let entry = schedule.entry(for: slice)
      let start = entry?.start ?? 0
      let length = entry.map { $0.end - $0.start } ?? elementDuration
      // A slice lasting the element duration runs on the sample's clock exactly; one whose
      // schedule gives it another length (a lag ratio, a timed span) runs the same motion
      // faster or slower.
      let time: Double
      if abs(length - elementDuration) <= 1e-9 * max(1, elementDuration) || length <= 0 {
        time = max(0, min(clock - start, elementDuration))
      } else {
        time = max(0, min(clock - start, length)) * elementDuration / length
      }
      var copy = context
      draw(slice, at: time, in: &copy)
    }
  }

  /// True: the sample fades in the text it does not stagger.
  public var animatesOtherText: Bool { true }

  /// Fades the run in over 0.2 s, as the sample fades the text it does not animate.
  public func drawUnanimated(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    let clock = min(elapsedTime, settlingTime(on: schedule))
    var copy = context
    copy.opacity *= UnitCurve.easeIn.value(at: clock / 0.2)
    copy.draw(run)
  }
}
