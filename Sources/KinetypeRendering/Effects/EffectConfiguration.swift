import KinetypeCore
import KinetypeMotion
import KinetypeText

/// One effect as the command line, a scene file, markup and Swift give it: which built-in
/// effect, with its parameters, element duration and stagger, animates which spans, and what it
/// does under Reduce Motion; ``renderer(at:others:)`` draws it.
///
/// ```swift
/// var configuration = try EffectConfiguration(named: "wave")
/// configuration.apply(EffectParameters(["amplitude": .number(12)]))
/// try configuration.applyStagger(StaggerAttribute(spacing: .each(0.05), from: .center))
/// configuration.spans = .all
/// let renderer = configuration.renderer(at: 0.4)
/// ```
///
/// `--effect wave --amplitude 12 --each 0.05 --from center --all`, the scene object
/// `{"name": "wave", "amplitude": 12, "stagger": {"each": 0.05, "from": "center"},
/// "animates": "all"}` and the code above all come through the same steps, in any order:
/// ``init(named:)``, ``apply(_:)``, ``setElementDuration(_:)`` and ``applyStagger(_:)``. An
/// option the effect cannot honour is refused by its ``TextEffect/staggerSupport`` in one
/// place, and per-effect rules live in the effects (the WWDC24 appearance's clock runs to its
/// fitted total duration however it was given), so the command line and scenes cannot
/// disagree. A span's own `effect:` and `stagger:` markup goes through the same tables
/// (``EffectAttribute``, ``StaggerAttribute``).
public struct EffectConfiguration: Sendable {
  /// The effect, configured: its parameters, stagger and element duration.
  public var effect: any TextEffect
  /// The spans naming no effect that it animates: the marked ones (`emphasis: true`, the
  /// default) or ``StaggeredSpans/all``.
  public var spans: StaggeredSpans
  /// What happens instead of motion under Reduce Motion; nil: the effect's own
  /// (``TextEffect/reduceMotion``, nil: it moves).
  public var reduceMotion: ReduceMotionFallback?

  /// `effect` on `spans` (default: the appear effect on the marked spans).
  public init(
    _ effect: any TextEffect = AppearRenderer(),
    spans: StaggeredSpans = .marked(by: EmphasisAttribute.self),
    reduceMotion: ReduceMotionFallback? = nil
  ) {
    self.effect = effect
    self.spans = spans
    self.reduceMotion = reduceMotion
  }

  /// The built-in effect `name` (``TextEffects/names``) with its defaults, on the marked spans.
  /// - Throws: ``EffectError/unknownEffect(_:)``.
  public init(named name: String) throws(EffectError) {
    guard let kind = TextEffects.named(name) else { throw EffectError.unknownEffect(name) }
    self.init(kind.init())
  }

  /// The effect's name (`"wave"`).
  public var name: String { type(of: effect).name }

  /// Sets the parameters `parameters` names: checked values of the effect's
  /// ``TextEffect/parameters`` (`EffectParameter.value(markup:)`, `value(argument:)`).
  public mutating func apply(_ parameters: EffectParameters) {
    effect.apply(parameters)
  }

  /// Sets the seconds one step takes (`--element-duration`, `"elementDuration"`). A fitted
  /// spacing is fitted again, its element duration clamped to its total as the WWDC24 sample
  /// clamps it.
  /// - Throws: ``EffectError/unsupportedStagger(effect:field:value:reason:)`` with field
  ///   `element-duration` when the effect keeps its own clock (a range selector's sweep).
  public mutating func setElementDuration(_ seconds: Double) throws(EffectError) {
    let kind = type(of: effect)
    guard kind.staggerSupport.spacing else {
      throw EffectError.unsupportedStagger(
        effect: name, field: "element-duration", value: Stagger.format(seconds),
        reason: kind.staggerSupport.reason)
    }
    effect.elementDuration = seconds
    fitElementDuration()
  }

  /// Replaces the fields of the effect's stagger that `attribute` names (`--each`, `--from`,
  /// `--by`…, a scene's `"stagger"`); its `totalDuration` fits steps of the effect's element
  /// duration into it (`--total-duration`).
  /// - Throws: ``EffectError/unsupportedStagger(effect:field:value:reason:)`` for a field the
  ///   effect cannot honour (``TextEffect/staggerSupport``), compared with its default stagger.
  public mutating func applyStagger(_ attribute: StaggerAttribute) throws(EffectError) {
    let kind = type(of: effect)
    let stagger = effect.stagger.applying(attribute, elementDuration: effect.elementDuration)
    try kind.staggerSupport.check(stagger, against: kind.init().stagger, effect: name)
    effect.stagger = stagger
    fitElementDuration()
  }

  /// A fitted spacing's element duration is the effect's, at most the total.
  private mutating func fitElementDuration() {
    guard case .fitted(let total, _) = effect.stagger.spacing else { return }
    let element = min(effect.elementDuration, total)
    effect.elementDuration = element
    effect.stagger.spacing = .fitted(totalDuration: total, elementDuration: element)
  }

  /// The renderer at `time` seconds after the effect starts: this effect for the spans it
  /// animates, and `others` (the effects the text's markup names,
  /// ``EffectRenderer/effects(namedIn:)``) with their defaults for theirs; this effect's own
  /// parameters for the spans naming it.
  public func renderer(at time: Double, others: [any TextEffect] = []) -> EffectRenderer {
    var effect = self.effect
    effect.elapsedTime = time
    let name = self.name
    var renderer = EffectRenderer(
      elapsedTime: time, effect: effect, spans: spans,
      others: others.filter { type(of: $0).name != name })
    if let reduceMotion { renderer.reduceMotion = reduceMotion }
    return renderer
  }
}
