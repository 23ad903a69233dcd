import KinetypeMotion
import KinetypeText

/// The text fades in word by word, in place: `fade-by-word` in markup and on the command line.
///
/// Word *i* has opacity `easeInOut(p)` at progress p = (t − startᵢ) / (endᵢ − startᵢ) (UAX #29
/// words; the spaces and punctuation after a word go with it). Each word is drawn as one group,
/// so the letters of an Arabic or Devanagari word fade together without seams where they join.
/// Its unit is the word: it refuses `by` slice or line.
public struct FadeByWordEffect: CommonTextEffect {
  /// `fade-by-word`.
  public static let name = "fade-by-word"
  /// What it does.
  public static let summary = "the text fades in word by word, in place"
  /// None.
  public static let parameters: [EffectParameter] = []
  /// Words only.
  public static let staggerSupport = StaggerSupport(
    units: [.word], reason: "its unit is the word (use blur-in or appear for slices)")

  /// The clock, spans, Reduce Motion, stagger and element duration (``EffectCommon``). Its stagger:
  /// when each word starts; default `Stagger(each: 0.08, by: .word)`. Its element duration: seconds
  /// a word takes; default 0.5.
  public var common: EffectCommon

  /// The effect at `elapsedTime`.
  public init(
    elapsedTime: Double, stagger: Stagger = Stagger(each: 0.08, by: .word),
    elementDuration: Double = 0.5
  ) {
    common = EffectCommon(Self.name, elapsedTime, stagger, elementDuration)
  }

  /// Draws the run's words faded by their progress.
  public func draw(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    drawRevealing(run, schedule: schedule, options: [], in: &context) {
      slices, entry, progress, copy in
      copy.opacity *= UnitCurve.easeInOut.value(at: progress)
      copy.drawUnit(run, slices: slices, options: [])
    }
  }

  /// The effect with every default at time 0.
  public init() { self.init(elapsedTime: 0) }

  /// Nothing to set.
  public mutating func apply(_ parameters: EffectParameters) {}
}
