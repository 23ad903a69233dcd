import KinetypeCore
import KinetypeMotion
import KinetypeText

/// What every built-in effect keeps in common: its clock, its stagger, how long a unit takes,
/// the spans it animates and what it does under Reduce Motion.
///
/// A built-in effect stores one (``CommonTextEffect/common``) and gets ``TextEffect``'s
/// ``TextEffect/elapsedTime``, ``TextEffect/stagger``, ``TextEffect/elementDuration``,
/// ``TextEffect/reduceMotion`` and ``StaggeredTextRenderer/staggeredSpans`` from it, so the
/// effects differ only in what they draw.
public struct EffectCommon: Sendable {
  /// Seconds since the animation started.
  public var elapsedTime: Double
  /// When each unit starts; each effect has its own default.
  public var stagger: Stagger
  /// Seconds one unit takes; each effect has its own default.
  public var elementDuration: Double
  /// The runs animated. Default: the spans naming the effect, and those marked with
  /// ``EmphasisAttribute`` that name no effect.
  public var staggeredSpans: StaggeredSpans
  /// What to do instead of moving. Default: nil (move).
  public var reduceMotion: ReduceMotionFallback?

  /// The common state of the effect named `effect` at `elapsedTime`, with `stagger` and units
  /// of `elementDuration` seconds, on the spans naming it and the marked spans that name no
  /// effect: what a built-in effect's initializer starts with.
  public init(
    _ effect: String, _ elapsedTime: Double, _ stagger: Stagger, _ elementDuration: Double
  ) {
    self.elapsedTime = elapsedTime
    self.stagger = stagger
    self.elementDuration = elementDuration
    self.staggeredSpans = .effect(effect, otherwise: .marked(by: EmphasisAttribute.self))
    self.reduceMotion = nil
  }
}

/// A built-in effect that keeps its clock, stagger, element duration, spans and Reduce Motion in
/// one ``EffectCommon``.
public protocol CommonTextEffect: TextEffect {
  /// The effect's clock, stagger, element duration, spans and Reduce Motion.
  var common: EffectCommon { get set }
}

extension CommonTextEffect {
  /// Seconds since the animation started: ``common``'s.
  public var elapsedTime: Double {
    get { common.elapsedTime }
    set { common.elapsedTime = newValue }
  }

  /// When each unit starts: ``common``'s (each effect documents its default).
  public var stagger: Stagger {
    get { common.stagger }
    set { common.stagger = newValue }
  }

  /// Seconds one unit takes: ``common``'s (each effect documents its default).
  public var elementDuration: Double {
    get { common.elementDuration }
    set { common.elementDuration = newValue }
  }

  /// The runs animated: ``common``'s. Default: the spans naming the effect, and those marked
  /// with ``EmphasisAttribute`` that name no effect.
  public var staggeredSpans: StaggeredSpans {
    get { common.staggeredSpans }
    set { common.staggeredSpans = newValue }
  }

  /// What to do instead of moving: ``common``'s. Default: nil.
  public var reduceMotion: ReduceMotionFallback? {
    get { common.reduceMotion }
    set { common.reduceMotion = newValue }
  }
}

extension TextEffect {
  /// How a unit from `entry`'s start to its end shows at ``elapsedTime`` for an effect that
  /// reveals it: hidden before it starts, drawn by the effect while it moves, at rest after.
  func revealed(_ entry: StaggerSchedule.Entry) -> UnitLook {
    let progress = progress(start: entry.start, end: entry.end)
    return progress >= 1 ? .rest : progress > 0 ? .animated : .hidden
  }

  /// Draws `run` on `schedule` as an effect that reveals its units: a unit is hidden before it
  /// starts and at rest once it ends; in between, `animate` draws it through a copy of
  /// `context`, given its glyph range, its schedule entry and its progress (0…1).
  func drawRevealing(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, options: DrawingOptions,
    in context: inout GraphicsContext,
    animate: (Range<Int>, StaggerSchedule.Entry, Double, inout GraphicsContext) -> Void
  ) {
    context.drawUnits(
      of: run, schedule: schedule, options: options, look: revealed,
      animate: { slices, entry, copy in
        animate(slices, entry, progress(start: entry.start, end: entry.end), &copy)
      })
  }

  /// ``drawRevealing(_:schedule:options:in:animate:)`` by the effect as `run`'s span configures
  /// it (``configured(for:)``), which `animate` is given first. Default `options`: glyphs at
  /// their exact positions (``DrawingOptions/disablesSubpixelQuantization``), as moving text is.
  func drawRevealing(
    configuredFor run: Text.Layout.Run, schedule: StaggerSchedule,
    options: DrawingOptions = .disablesSubpixelQuantization, in context: inout GraphicsContext,
    animate: (Self, Range<Int>, StaggerSchedule.Entry, Double, inout GraphicsContext) -> Void
  ) {
    let effect = configured(for: run)
    effect.drawRevealing(run, schedule: schedule, options: options, in: &context) {
      slices, entry, progress, copy in
      animate(effect, slices, entry, progress, &copy)
    }
  }
}
