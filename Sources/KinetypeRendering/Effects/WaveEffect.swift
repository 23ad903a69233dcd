import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeText

/// A sine wave travelling through the text: each unit bobs up and down (and optionally tilts)
/// from its start for ``elementDuration`` seconds, one after another: `wave` in markup and on the
/// command line.
///
/// Unit *i* at local time τ = t − startᵢ of d = endᵢ − startᵢ rises by
/// `amplitude · sin(2πτ / period) · sin(πτ / d)` px and turns by
/// `rotation · cos(2πτ / period) · sin(πτ / d)` degrees about its centre: the second factor
/// swells the motion in and out, so a unit leaves and comes back to its place smoothly whatever
/// the period. Staggered 0.05 s apart, the crests travel through the text in reading order.
///
/// In joined scripts (Arabic, Devanagari… ``Stagger/joinedScripts``) a word moves as one unit
/// (``Stagger/joinedBy`` is ``StaggerUnit/word``): moving its letters apart would break the joins
/// and the headline. Set `joinedBy` to `.slice` to move them anyway.
public struct WaveEffect: CommonTextEffect {
  /// `wave`.
  public static let name = "wave"
  /// What it does.
  public static let summary = "a sine wave travels through the text: each unit bobs and tilts"
  /// `amplitude`, `period`, `rotation`.
  public static let parameters = [
    EffectParameter(
      "amplitude", .number(0...1000), unit: "px", default: "8", "how high a unit rises"),
    EffectParameter(
      "period", .number(0.05...60), unit: "s", default: "0.5", "seconds of one up-and-down"),
    EffectParameter(
      "rotation", .number(-180...180), unit: "°", default: "0",
      "how far a unit tilts at the steepest point of the wave"),
  ]
  /// Every stagger option.
  public static let staggerSupport = StaggerSupport.everything

  /// The clock, spans, Reduce Motion, stagger and element duration (``EffectCommon``). Its stagger:
  /// when each unit starts; default `Stagger(each: 0.05, joinedBy: .word)`. Its element duration:
  /// seconds a unit waves; default 1.
  public var common: EffectCommon
  /// Pixels a unit rises at the crest. Default: 8.
  public var amplitude: Double
  /// Seconds of one up-and-down. Default: 0.5.
  public var period: Double
  /// Degrees a unit tilts at the steepest point. Default: 0.
  public var rotation: Double

  /// A wave at `elapsedTime`.
  public init(
    elapsedTime: Double, stagger: Stagger = Stagger(each: 0.05, joinedBy: .word),
    elementDuration: Double = 1, amplitude: Double = 8, period: Double = 0.5, rotation: Double = 0
  ) {
    common = EffectCommon(Self.name, elapsedTime, stagger, elementDuration)
    self.amplitude = amplitude
    self.period = period
    self.rotation = rotation
  }

  /// Room for the crest above and the trough below, and for a tilt.
  public var displayPadding: EdgeInsets {
    let extra = abs(amplitude) + abs(rotation) / 3
    return EdgeInsets(
      top: extra, leading: abs(rotation) / 3, bottom: extra, trailing: abs(rotation) / 3)
  }

  /// The rise (px, up positive) and tilt (degrees) of a unit from `start` to `end` at
  /// ``elapsedTime``: zero outside its time.
  public func offset(start: Double, end: Double) -> (rise: Double, tilt: Double) {
    let time = elapsedTime - start
    let length = end - start
    guard time > 0, time < length, period > 0 else { return (0, 0) }
    let envelope = sin(Double.pi * time / length)
    let phase = 2 * Double.pi * time / period
    return (amplitude * sin(phase) * envelope, rotation * cos(phase) * envelope)
  }

  /// Draws the run's units at their place on the wave.
  public func draw(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    let effect = configured(for: run)
    context.drawUnits(
      of: run, schedule: schedule, options: .disablesSubpixelQuantization,
      look: { entry in
        effect.elapsedTime > entry.start && effect.elapsedTime < entry.end ? .animated : .rest
      },
      animate: { slices, entry, copy in
        let (rise, tilt) = effect.offset(start: entry.start, end: entry.end)
        copy.translateBy(x: 0, y: -rise)
        copy.transform(about: entry.unitCenter, rotation: .degrees(tilt))
        copy.drawUnit(run, slices: slices, options: .disablesSubpixelQuantization)
      })
  }

  /// A wave with every default at time 0.
  public init() { self.init(elapsedTime: 0) }

  /// Sets the parameters named.
  public mutating func apply(_ parameters: EffectParameters) {
    if let value = parameters["amplitude"]?.number { amplitude = value }
    if let value = parameters["period"]?.number { period = value }
    if let value = parameters["rotation"]?.number { rotation = value }
  }
}
