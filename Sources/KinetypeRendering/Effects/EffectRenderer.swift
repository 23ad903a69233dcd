import KinetypeCore
import KinetypeMotion
import KinetypeText

/// Draws each span of a text with the effect its `effect:` markup names, and the spans that name
/// none with one default effect: what `kinetype render` draws.
///
/// ```swift
/// // "Hello" waves, "world" types itself, the emphasized span appears.
/// let text = try Text(markup: #"^[Hello](effect: "wave") ^[world](effect: "typewriter") "#
///   + "^[moon](emphasis: true)", attributes: .kinetype)
/// let renderer = EffectRenderer(elapsedTime: t, effect: AppearRenderer(elapsedTime: t))
/// ```
///
/// Every effect the text names draws its own spans on its own ``StaggerSchedule`` (one schedule
/// per effect, over the spans naming it, from ``StaggerScheduleCache/shared``); the default
/// ``effect`` draws the spans that ``spans`` selects and that name no effect; the other runs are
/// drawn by the default effect as it draws text it does not animate (as laid out, or faded in by
/// the WWDC24 appearance effect). An effect named by the text but not given in ``others`` runs
/// with its defaults; a span's own parameter values replace its effect's.
public struct EffectRenderer: SettlingTextRenderer, Animatable, Sendable {
  /// Seconds since the animation started; every effect runs on it.
  public var elapsedTime: Double
  /// The effect of the spans that name none.
  public var effect: any TextEffect
  /// Which of the spans that name no effect the default effect animates. Default: those marked
  /// with ``EmphasisAttribute``.
  public var spans: StaggeredSpans
  /// Effects as configured for the spans that name them (say, a karaoke with a highlight
  /// color); an effect named but not here runs with its defaults. Default: none.
  public var others: [any TextEffect]
  /// What to do instead of moving, for every effect. Default: the default effect's.
  public var reduceMotion: ReduceMotionFallback?

  /// A renderer drawing the spans that name no effect with `effect`.
  public init(
    elapsedTime: Double, effect: any TextEffect,
    spans: StaggeredSpans = .marked(by: EmphasisAttribute.self), others: [any TextEffect] = []
  ) {
    self.elapsedTime = elapsedTime
    self.effect = effect
    self.spans = spans
    self.others = others
    self.reduceMotion = effect.reduceMotion
  }

  /// The renderer's animated value (SwiftUI's `Animatable`).
  public var animatableData: Double {
    get { elapsedTime }
    set { elapsedTime = newValue }
  }

  /// How far the effects draw outside the text: the largest padding of the default effect and
  /// of ``others``. An effect the text names but `others` lacks draws with its defaults but is
  /// not counted: pass ``effects(namedIn:)`` as `others` (as `kinetype render` does) so a frame
  /// too tight for an effect the text uses says so (`AnimatedText`'s `outside-canvas` warning;
  /// the frame is never enlarged).
  public var displayPadding: EdgeInsets {
    var padding = effect.displayPadding
    for other in others {
      let extra = other.displayPadding
      padding = EdgeInsets(
        top: max(padding.top, extra.top), leading: max(padding.leading, extra.leading),
        bottom: max(padding.bottom, extra.bottom), trailing: max(padding.trailing, extra.trailing))
    }
    return padding
  }

  /// The built-in effects `layout`'s `effect:` markup names, each with its defaults, in the order
  /// they first appear: ``others`` for a renderer of that layout.
  public static func effects(namedIn layout: Text.Layout) -> [any TextEffect] {
    effectNames(in: layout).compactMap { TextEffects.named($0)?.init() }
  }

  /// The names of the built-in effects `layout`'s `effect:` markup names, in the order they
  /// first appear.
  public static func effectNames(in layout: Text.Layout) -> [String] {
    var seen = Set<String>()
    var names: [String] = []
    for line in layout {
      for run in line {
        guard let name = run[EffectAttribute.self]?.name, TextEffects.named(name) != nil,
          seen.insert(name).inserted
        else { continue }
        names.append(name)
      }
    }
    return names
  }

  /// True: every effect the text names is drawn (with its defaults when not in ``others``).
  public func drawsEffect(named name: String) -> Bool { true }

  /// Each effect drawn in `layout` (the default first, then the named ones in the order their
  /// spans first appear) with its schedule: what `kinetype stagger` charts.
  /// Under Reduce Motion every unit starts at 0 and ends when the fade does (at once for
  /// ``ReduceMotionFallback/endState``).
  public func schedules(for layout: Text.Layout) -> [(name: String, schedule: StaggerSchedule)] {
    plan(for: layout).map { step in
      let schedule: StaggerSchedule
      switch reduceMotion {
      case nil: schedule = step.effect.charted(step.schedule)
      case .endState: schedule = step.schedule.allAtOnce(ending: 0)
      case .crossFade(let duration): schedule = step.schedule.allAtOnce(ending: duration)
      }
      return (type(of: step.effect).name, schedule)
    }
  }

  /// When every effect has settled: the latest of their settling times (at once or after the
  /// fade under Reduce Motion).
  public func settlingTime(for layout: Text.Layout) -> Double {
    switch reduceMotion {
    case .endState: return 0
    case .crossFade(let duration): return duration
    case nil: return plan(for: layout).map { $0.effect.settlingTime(on: $0.schedule) }.max() ?? 0
    }
  }

  /// Throws when a stagger or a span's markup asks an effect for what it cannot honour.
  public func validate(_ layout: Text.Layout) throws(EffectError) {
    for step in plan(for: layout) {
      try step.effect.validate(layout, spans: step.spans)
    }
  }

  /// Draws every run with its effect, then each effect's overlay.
  public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    draw(only: nil, layout: layout, in: &context)
  }

  /// One effect and the spans it draws, on its schedule.
  struct Step {
    var effect: any TextEffect
    var spans: StaggeredSpans
    var schedule: StaggerSchedule
  }

  /// The effects `layout` uses, each with its selection and schedule, the default first. Under
  /// Reduce Motion each effect's clock stands at its settling time (its end state).
  func plan(for layout: Text.Layout, only: String? = nil) -> [Step] {
    let defaultName = type(of: effect).name
    var names = [defaultName]
    if only == nil { names += Self.effectNames(in: layout).filter { $0 != defaultName } }
    return names.compactMap { name -> Step? in
      var instance: any TextEffect
      if name == defaultName {
        instance = effect
      } else if let configured = others.first(where: { type(of: $0).name == name }) {
        instance = configured
      } else if let kind = TextEffects.named(name) {
        instance = kind.init()
      } else {
        return nil
      }
      instance.elapsedTime = elapsedTime
      instance.reduceMotion = nil
      let selection: StaggeredSpans =
        name == defaultName ? spans.withEffect(name) : .effect(name)
      let schedule = instance.schedule(for: layout, spans: selection)
      if reduceMotion != nil { instance.elapsedTime = instance.settlingTime(on: schedule) }
      return Step(effect: instance, spans: selection, schedule: schedule)
    }
  }

  /// Draws `layout`; with `only`, just that effect's runs are animated and runs naming other
  /// effects are drawn as laid out (an effect used as a renderer on its own).
  func draw(only: String?, layout: Text.Layout, in context: inout GraphicsContext) {
    let steps = plan(for: layout, only: only)
    guard let first = steps.first else { return }
    var indexOfName: [String: Int] = [:]
    for (index, step) in steps.enumerated() { indexOfName[type(of: step.effect).name] = index }
    var animated = context
    if case .crossFade(let duration) = reduceMotion, duration > 0 {
      animated.opacity *= min(1, max(0, elapsedTime / duration))
    }
    for line in layout {
      for run in line {
        let index: Int?
        if let name = run[EffectAttribute.self]?.name {
          index = indexOfName[name]
        } else {
          index = spans.contains(run) ? 0 : nil
        }
        if let index {
          var copy = animated
          steps[index].effect.draw(run, schedule: steps[index].schedule, in: &copy)
        } else if reduceMotion != nil, first.effect.animatesOtherText {
          var copy = animated
          first.effect.drawUnanimated(run, schedule: first.schedule, in: &copy)
        } else {
          first.effect.drawUnanimated(run, schedule: first.schedule, in: &context)
        }
      }
    }
    for step in steps {
      var copy = animated
      step.effect.drawOverlay(schedule: step.schedule, in: &copy)
    }
  }
}
