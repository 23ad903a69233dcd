import KinetypeMotion
import KinetypeText

/// The text fades in word by word, in place: `fade-by-word` in markup and on the command line.
///
/// Word *i* has opacity `easeInOut(p)` at progress p = (t − startᵢ) / (endᵢ − startᵢ) (UAX #29
/// words; the spaces and punctuation after a word go with it). Each word is drawn as one group,
/// so the letters of an Arabic or Devanagari word fade together without seams where they join.
/// Its unit is the word: it refuses `by` slice or line.
public struct FadeByWordEffect: TextEffect {
  /// `fade-by-word`.
  public static let name = "fade-by-word"
  /// What it does.
  public static let summary = "the text fades in word by word, in place"
  /// None.
  public static let parameters: [EffectParameter] = []
  /// Words only.
  public static let staggerSupport = StaggerSupport(
    units: [.word], reason: "its unit is the word (use blur-in or appear for slices)")

  /// Seconds since the animation started.
  public var elapsedTime: Double
  /// When each word starts. Default: `Stagger(each: 0.08, by: .word)`.
  public var stagger: Stagger
  /// Seconds a word takes. Default: 0.5.
  public var elementDuration: Double
  /// The runs animated. Default: the spans naming `fade-by-word`, and those marked with
  /// ``EmphasisAttribute`` that name no effect.
  public var staggeredSpans: StaggeredSpans
  /// What to do instead of moving. Default: nil.
  public var reduceMotion: ReduceMotionFallback?

  /// The effect with every default at time 0.
  public init() {
    self.init(elapsedTime: 0)
  }

  /// The effect at `elapsedTime`.
  public init(
    elapsedTime: Double, stagger: Stagger = Stagger(each: 0.08, by: .word),
    elementDuration: Double = 0.5
  ) {
    self.elapsedTime = elapsedTime
    self.stagger = stagger
    self.elementDuration = elementDuration
    self.staggeredSpans = .effect(Self.name, otherwise: .marked(by: EmphasisAttribute.self))
  }

  /// Nothing to set.
  public mutating func apply(_ parameters: EffectParameters) {}

  /// Draws the run's words faded by their progress.
  public func draw(
    _ run: TextLayout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    context.drawUnits(
      of: run, schedule: schedule, options: [],
      look: { entry in
        let progress = progress(start: entry.start, end: entry.end)
        return progress >= 1 ? .rest : progress > 0 ? .animated : .hidden
      },
      animate: { slices, entry, copy in
        copy.opacity *= UnitCurve.easeInOut.value(at: progress(start: entry.start, end: entry.end))
        copy.drawUnit(run, slices: slices, options: [])
      })
  }
}
