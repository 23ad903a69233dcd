import KinetypeCore
import KinetypeMotion
import KinetypeRaster
import KinetypeText

/// Each unit sharpens from a blur and fades in, in place: `blur-in` in markup and on the command
/// line.
///
/// At progress p = (t − startᵢ) / (endᵢ − startᵢ), eased e = easeOut(p): blur radius (the
/// Gaussian's standard deviation) `radius·(1 − e)`, opacity e. A unit of several slices is blurred
/// as one image, so a word's joins blur together. Nothing moves, so slices of joined scripts
/// stay where they were shaped even one by one.
public struct BlurInEffect: CommonTextEffect {
  /// `blur-in`.
  public static let name = "blur-in"
  /// What it does.
  public static let summary = "each unit sharpens from a blur and fades in, in place"
  /// `radius`.
  public static let parameters = [
    EffectParameter(
      "radius", .number(0...Double.greatestFiniteMagnitude), unit: "px", default: "10",
      limit: .blurRadius,
      "the blur a unit starts from (the Gaussian's standard deviation)")
  ]
  /// Every stagger option.
  public static let staggerSupport = StaggerSupport.everything

  /// The clock, spans, Reduce Motion, stagger and element duration (``EffectCommon``). Its stagger:
  /// when each unit starts; default `Stagger(each: 0.04)`. Its element duration: seconds a unit
  /// takes; default 0.6.
  public var common: EffectCommon
  /// The blur a unit starts from, in px. Default: 10.
  public var radius: Double

  /// The effect at `elapsedTime`.
  public init(
    elapsedTime: Double, stagger: Stagger = Stagger(each: 0.04), elementDuration: Double = 0.6,
    radius: Double = 10
  ) {
    common = EffectCommon(Self.name, elapsedTime, stagger, elementDuration)
    self.radius = radius
  }

  /// Room for the blur.
  public var displayPadding: EdgeInsets { EdgeInsets(all: 3 * max(0, radius)) }

  /// Draws the run's units blurred and faded by their progress.
  public func draw(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    drawRevealing(configuredFor: run, schedule: schedule, options: [], in: &context) {
      effect, slices, entry, progress, copy in
      let eased = UnitCurve.easeOut.value(at: progress)
      copy.opacity *= eased
      copy.addFilter(.blur(radius: max(0, effect.radius) * (1 - eased)))
      copy.drawUnit(run, slices: slices, options: [])
    }
  }

  /// The effect with every default at time 0.
  public init() { self.init(elapsedTime: 0) }

  /// Sets the parameters named.
  public mutating func apply(_ parameters: EffectParameters) {
    if let value = parameters["radius"]?.number { radius = value }
  }
}
