import KinetypeMotion

/// Which parts of a ``Stagger`` an effect honours, so that one it cannot honour is refused with a
/// reason instead of drawing something else.
///
/// A karaoke fill sweeps in reading order from the start, so `--from end` or `--order visual`
/// would either be ignored or break it; `slide-by-line` moves lines, so `--by slice` would
/// break Arabic joins. ``check(_:effect:)`` compares a stagger with the effect's default and
/// throws an ``EffectError`` naming the first field that differs where the effect cannot follow.
/// The command line checks its options this way (exit status 2), ``TextEffect/validate(_:)``
/// checks every span's `stagger:` and `timing:` markup.
public struct StaggerSupport: Sendable, Equatable {
  /// The `by` values the effect honours.
  public var units: Set<StaggerUnit>
  /// Whether `from` may differ from the default (``KinetypeMotion/StaggerOrigin/start``).
  public var from: Bool
  /// Whether `order` may be ``StaggerOrder/visual``.
  public var visualOrder: Bool
  /// Whether a ``Stagger/Grid`` may be set.
  public var grid: Bool
  /// Whether the spacing (`each`, `amount`, fitted, `lagRatio`) and `ease` are the effect's
  /// timing; false when the effect keeps its own clock (a range selector's sweep).
  public var spacing: Bool
  /// Whether spans may carry a ``TimingAttribute``.
  public var timing: Bool
  /// Why the effect refuses what it refuses, appended to the error.
  public var reason: String

  /// Support for every option and unit.
  public static let everything = StaggerSupport(
    units: Set(StaggerUnit.allCases), from: true, visualOrder: true, grid: true, spacing: true,
    timing: true, reason: "")

  /// A description of what an effect honours.
  public init(
    units: Set<StaggerUnit> = Set(StaggerUnit.allCases), from: Bool = true,
    visualOrder: Bool = true, grid: Bool = true, spacing: Bool = true, timing: Bool = true,
    reason: String = ""
  ) {
    self.units = units
    self.from = from
    self.visualOrder = visualOrder
    self.grid = grid
    self.spacing = spacing
    self.timing = timing
    self.reason = reason
  }

  /// Throws when `stagger` sets something the effect `effect` cannot honour, compared with
  /// `defaults` (the effect's own stagger).
  public func check(_ stagger: Stagger, against defaults: Stagger, effect: String)
    throws(EffectError)
  {
    func refuse(_ field: String, _ value: String) throws(EffectError) {
      throw EffectError.unsupportedStagger(
        effect: effect, field: field, value: value, reason: reason)
    }
    if !units.contains(stagger.by) { try refuse("by", stagger.by.rawValue) }
    if !from, stagger.from != defaults.from { try refuse("from", Self.describe(stagger.from)) }
    if !visualOrder, stagger.order == .visual { try refuse("order", "visual") }
    if !grid, let grid = stagger.grid { try refuse("grid", grid.axis?.rawValue ?? "auto") }
    if !spacing {
      if stagger.spacing != defaults.spacing {
        try refuse(Self.field(of: stagger.spacing), Self.describe(stagger.spacing))
      }
      if stagger.ease != defaults.ease { try refuse("ease", "\(stagger.ease)") }
    }
  }

  /// The name of the option that sets `spacing`.
  static func field(of spacing: StaggerSpacing) -> String {
    switch spacing {
    case .each: return "each"
    case .amount: return "amount"
    case .fitted: return "total-duration"
    case .lagRatio: return "lag-ratio"
    }
  }

  static func describe(_ spacing: StaggerSpacing) -> String {
    switch spacing {
    case .each(let value), .amount(let value): return Stagger.format(value)
    case .fitted(let total, _): return Stagger.format(total)
    case .lagRatio(let ratio, _): return Stagger.format(ratio)
    }
  }

  static func describe(_ origin: StaggerOrigin) -> String {
    switch origin {
    case .start: return "start"
    case .center: return "center"
    case .end: return "end"
    case .edges: return "edges"
    case .random(let seed): return seed == 0 ? "random" : "random:\(seed)"
    case .index(let index): return String(index)
    }
  }
}

/// What an effect refuses.
public enum EffectError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A stagger field the effect cannot honour: `field` is the option's name without dashes
  /// (`by`, `from`, `order`, `grid`, `each`…), `value` what it was given.
  case unsupportedStagger(effect: String, field: String, value: String, reason: String)
  /// A span whose `stagger:` or `timing:` markup the effect cannot honour; `text` is the span's
  /// text (its start), `problem` the refusal.
  case unsupportedSpan(text: String, problem: String)
  /// A name that is not one of ``TextEffects/names``.
  case unknownEffect(String)

  /// One line: what was refused and why.
  public var description: String {
    switch self {
    case .unsupportedStagger(let effect, let field, let value, let reason):
      return "the \(effect) effect cannot take \(field) \(value)"
        + (reason.isEmpty ? "" : ": \(reason)")
    case .unsupportedSpan(let text, let problem):
      return "span '\(text)': \(problem)"
    case .unknownEffect(let name):
      return "unknown effect '\(name)' (known: \(TextEffects.names.joined(separator: ", ")))"
    }
  }
}
