import KinetypeCore
import KinetypeMotion
import KinetypeText

/// Each unit grows into place about its centre on a spring, fading in as it starts: `scale-in`
/// in markup and on the command line.
///
/// Unit *i* at local time τ = t − startᵢ of d = endᵢ − startᵢ is scaled by
/// `Spring(duration: d / 2, bounce: bounce).value(from: scale, to: 1, time: τ)` about the centre
/// of its typographic box (so with the default bounce it overshoots a little and settles; at d
/// the spring is within 0.2 % of rest and the unit is drawn in place), with opacity
/// `min(1, 4τ / d)`. In joined scripts a word grows as one (``Stagger/joinedBy``), so its letters
/// stay joined.
public struct ScaleInEffect: CommonTextEffect {
  /// `scale-in`.
  public static let name = "scale-in"
  /// What it does.
  public static let summary = "each unit grows into place about its centre on a spring"
  /// `scale`, `bounce`.
  public static let parameters = [
    EffectParameter(
      "scale", .number(0...10), default: "0", "the scale a unit starts from (1: its size)"),
    EffectParameter(
      "bounce", .number(-0.9...0.9), default: "0.3",
      "the spring's bounce (SwiftUI's): 0 settles without overshoot, more overshoots more"),
  ]
  /// Every stagger option.
  public static let staggerSupport = StaggerSupport.everything

  /// The clock, spans, Reduce Motion, stagger and element duration (``EffectCommon``). Its stagger:
  /// when each unit starts; default `Stagger(each: 0.05, joinedBy: .word)`. Its element duration:
  /// seconds a unit takes; the spring's duration is half of it; default 1.
  public var common: EffectCommon
  /// The scale a unit starts from. Default: 0.
  public var scale: Double
  /// The spring's bounce. Default: 0.3.
  public var bounce: Double

  /// The effect at `elapsedTime`.
  public init(
    elapsedTime: Double, stagger: Stagger = Stagger(each: 0.05, joinedBy: .word),
    elementDuration: Double = 1, scale: Double = 0, bounce: Double = 0.3
  ) {
    common = EffectCommon(Self.name, elapsedTime, stagger, elementDuration)
    self.scale = scale
    self.bounce = bounce
  }

  /// Room for the overshoot.
  public var displayPadding: EdgeInsets { EdgeInsets(all: 8) }

  /// The scale and opacity of a unit from `start` to `end` at ``elapsedTime``.
  public func state(start: Double, end: Double) -> (scale: Double, opacity: Double) {
    let time = elapsedTime - start
    let length = end - start
    guard time > 0 else { return (scale, 0) }
    guard time < length else { return (1, 1) }
    let bounce = min(0.9, max(-0.9, self.bounce.isFinite ? self.bounce : 0))
    let spring = Spring(duration: max(0.01, length / 2), bounce: bounce)
    let value = spring.value(fromValue: scale, toValue: 1, initialVelocity: 0, time: time)
    return (value, min(1, 4 * time / length))
  }

  /// Draws the run's units at their scale.
  public func draw(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    // Hidden before a unit starts and at rest once it ends (its spring has settled).
    drawRevealing(configuredFor: run, schedule: schedule, in: &context) {
      effect, slices, entry, _, copy in
      let (scale, opacity) = effect.state(start: entry.start, end: entry.end)
      guard abs(scale) > 1e-3 else { return }
      copy.opacity *= opacity
      copy.transform(about: entry.unitCenter, scale: scale)
      copy.drawUnit(run, slices: slices, options: .disablesSubpixelQuantization)
    }
  }

  /// The effect with every default at time 0.
  public init() { self.init(elapsedTime: 0) }

  /// Sets the parameters named.
  public mutating func apply(_ parameters: EffectParameters) {
    if let value = parameters["scale"]?.number { scale = value }
    if let value = parameters["bounce"]?.number { bounce = value }
  }
}
