import KinetypeMotion
import KinetypeText

/// A built-in effect: a ``StaggeredTextRenderer`` that animates the runs of its spans one slice,
/// word or line after another, reachable by name from markup (`effect: "wave"`) and the command
/// line (`--effect wave`).
///
/// An effect draws **run by run** (``draw(_:schedule:in:)``), so that one ``EffectRenderer`` can
/// draw each span of a text with the effect its ``EffectAttribute`` names, every effect reading
/// its own ``StaggerSchedule``. Used as a renderer on its own (`.textRenderer(WaveEffect(…))`
/// or ``AnimatedText``), an effect draws the runs its ``staggeredSpans`` select and the rest as
/// laid out.
///
/// Every effect has a table of ``parameters`` (one description for markup, the command line,
/// `--help` and the docs), a default ``Stagger`` and element duration (its `init()`), and says
/// which stagger options it honours (``staggerSupport``). Under Reduce Motion
/// (``reduceMotion``) it draws its end state, at once or faded in.
public protocol TextEffect: StaggeredTextRenderer, Animatable, Sendable {
  /// The effect's name in markup and on the command line (`"scale-in"`).
  static var name: String { get }
  /// One line saying what the effect does, for `--help` and the docs.
  static var summary: String { get }
  /// The effect's parameters, in the order help lists them.
  static var parameters: [EffectParameter] { get }
  /// The stagger options the effect honours.
  static var staggerSupport: StaggerSupport { get }

  /// The effect with every default, at time 0.
  init()

  /// Seconds since the animation started.
  var elapsedTime: Double { get set }
  /// When the units start. Each effect has its own default.
  var stagger: Stagger { get set }
  /// Seconds one unit takes. Each effect has its own default.
  var elementDuration: Double { get set }
  /// What to do instead of moving, for viewers who asked for less motion. Default: nil (move).
  var reduceMotion: ReduceMotionFallback? { get set }

  /// Sets the parameters `parameters` names (checked values of this effect's ``parameters``).
  mutating func apply(_ parameters: EffectParameters)

  /// Draws `run`, a run of the effect's spans, at ``elapsedTime`` on `schedule` (the schedule
  /// of the effect's spans in `run`'s layout).
  func draw(_ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext)

  /// Draws what belongs to the effect's text as a whole after all its runs (a typewriter's
  /// caret). Default: nothing.
  func drawOverlay(schedule: StaggerSchedule, in context: inout GraphicsContext)

  /// Draws `run`, a run the effect does not animate, when the effect stands for the whole text
  /// (a renderer's default effect). Default: as laid out.
  func drawUnanimated(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext)

  /// The schedule `kinetype stagger` charts for the effect: the stagger's by default; an effect
  /// with its own clock (a range selector's sweep) gives each unit the window in which it
  /// changes, so the chart shows what it draws.
  func charted(_ schedule: StaggerSchedule) -> StaggerSchedule

  /// Seconds after which drawing no longer changes, given the effect's schedule. Default: the
  /// schedule's ``StaggerSchedule/duration``.
  func settlingTime(on schedule: StaggerSchedule) -> Double
}

extension TextEffect {
  /// Nothing over the text.
  public func drawOverlay(schedule: StaggerSchedule, in context: inout GraphicsContext) {}

  /// The run as laid out.
  public func drawUnanimated(
    _ run: Text.Layout.Run, schedule: StaggerSchedule, in context: inout GraphicsContext
  ) {
    context.draw(run)
  }

  /// False: other text is drawn as laid out.
  public var animatesOtherText: Bool { false }

  /// Whether `name` is this effect's: used on its own, an effect draws the spans naming it and
  /// leaves those naming another effect as laid out.
  public func drawsEffect(named name: String) -> Bool { name == Self.name }

  /// The stagger's schedule.
  public func charted(_ schedule: StaggerSchedule) -> StaggerSchedule { schedule }

  /// The schedule's duration.
  public func settlingTime(on schedule: StaggerSchedule) -> Double { schedule.duration }

  /// The effect's schedule over `layout`: the stagger's schedule of ``staggeredSpans``.
  public func schedule(for layout: Text.Layout) -> StaggerSchedule {
    schedule(for: layout, spans: staggeredSpans)
  }

  /// The effect's schedule over the runs of `layout` that `spans` selects, from
  /// ``StaggerScheduleCache/shared``.
  public func schedule(for layout: Text.Layout, spans: StaggeredSpans) -> StaggerSchedule {
    StaggerScheduleCache.shared.schedule(
      for: layout, stagger: stagger, elementDuration: elementDuration, spans: spans)
  }

  /// When drawing stops changing: at once under Reduce Motion's end state, after the fade under
  /// its cross-fade, else ``settlingTime(of:)`` of the schedule.
  public func settlingTime(for layout: Text.Layout) -> Double {
    switch reduceMotion {
    case .endState: return 0
    case .crossFade(let duration): return duration
    case nil: return settlingTime(on: schedule(for: layout))
    }
  }

  /// The effect's animated value is its clock.
  public var animatableData: Double {
    get { elapsedTime }
    set { elapsedTime = newValue }
  }

  /// Draws the runs of ``staggeredSpans`` with the effect and the rest as laid out.
  public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    EffectRenderer(elapsedTime: elapsedTime, effect: self, spans: staggeredSpans, others: [])
      .draw(only: Self.name, layout: layout, in: &context)
  }

  /// This effect with `run`'s ``EffectAttribute`` parameter values applied (itself when the run
  /// sets none).
  public func configured(for run: Text.Layout.Run) -> Self {
    guard let attribute = run[EffectAttribute.self], attribute.name == Self.name,
      !attribute.parameters.isEmpty
    else { return self }
    var copy = self
    copy.apply(attribute.parameters)
    return copy
  }

  /// This effect with `parameters` applied.
  public func applying(_ parameters: EffectParameters) -> Self {
    var copy = self
    copy.apply(parameters)
    return copy
  }

  /// Throws when the stagger, or a span's `stagger:` or `timing:` markup in `layout`, asks for
  /// something the effect cannot honour (``staggerSupport``).
  public func validate(_ layout: Text.Layout) throws(EffectError) {
    try validate(layout, spans: staggeredSpans)
  }

  /// As ``validate(_:)`` over the runs `spans` selects.
  public func validate(_ layout: Text.Layout, spans: StaggeredSpans) throws(EffectError) {
    let support = Self.staggerSupport
    let defaults = Self().stagger
    try support.check(stagger, against: defaults, effect: Self.name)
    var checked = Set<Int>()
    for line in layout {
      for run in line where spans.contains(run) && checked.insert(run.spanIndex).inserted {
        let text = String(layout.text(in: run.characterRange).prefix(20))
        do {
          try support.check(
            stagger.applying(run[StaggerAttribute.self]), against: defaults, effect: Self.name)
        } catch {
          throw EffectError.unsupportedSpan(text: text, problem: error.description)
        }
        if !support.timing, run[TimingAttribute.self] != nil {
          throw EffectError.unsupportedSpan(
            text: text,
            problem: "the \(Self.name) effect keeps its own clock and cannot take timing:"
              + (support.reason.isEmpty ? "" : " \(support.reason)"))
        }
      }
    }
  }

  /// The progress (0…1) of a slice from `start` to `end` at ``elapsedTime``: 1 once it ended
  /// (at once when `end <= start`).
  public func progress(start: Double, end: Double) -> Double {
    guard end > start else { return elapsedTime >= start ? 1 : 0 }
    return min(1, max(0, (elapsedTime - start) / (end - start)))
  }
}
