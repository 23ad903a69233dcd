import KinetypeCore
import KinetypeMotion
import KinetypeText

/// A span's own stagger: the fields it names replace the renderer's ``Stagger`` for that span,
/// the rest stay as the renderer has them.
///
/// Markup name `stagger` (with ``KinetypeText/MarkupAttributeRegistry/kinetype``), GSAP's
/// `stagger` property: a number is `each` (`^[moonlight](emphasis: true, stagger: 0.08)`), an
/// object names any of `each` or `amount` (seconds, in ``Stagger/eachRange`` and
/// ``Stagger/amountRange``), `totalDuration` (the WWDC24 sample's fitted spacing, `--total-duration`:
/// the steps fitted into that many seconds with the effect's element duration, in
/// ``Stagger/totalDurationRange``), `from` (`"start"`, `"center"`, `"end"`, `"edges"`, `"random"`,
/// `"random:SEED"` or an index), `ease` (a name of ``Stagger/easeNames``), `by` (`"slice"`,
/// `"word"`, `"line"`), `order` (`"reading"`, `"visual"`), `lagRatio` with an optional
/// `runTime` (Manim's spacing, ``KinetypeMotion/StaggerSpacing/lagRatio(_:runTime:)``; run time
/// default 1 s), `grid` (`"auto"` or `true`: GSAP's grid, ``Stagger/grid``), `axis` (`"x"` or
/// `"y"`, with a grid) and `joinedBy` (`"slice"`, `"word"`, `"line"`: ``Stagger/joinedBy``):
/// `^[moonlight](emphasis: true, stagger: {each: 0.08, from: "center", by: "word"})`.
public struct StaggerAttribute: TextAttribute {
  /// The span's spacing (`each`, `amount` or `lagRatio`), or nil to keep the renderer's.
  public var spacing: StaggerSpacing?
  /// Seconds the steps are fitted into with the effect's element duration (the WWDC24
  /// sample's ``KinetypeMotion/StaggerSpacing/fitted(totalDuration:elementDuration:)``, which
  /// needs the element duration only the effect knows), or nil. It replaces ``spacing``.
  public var totalDuration: Double?
  /// The span's origin, or nil to keep the renderer's.
  public var from: StaggerOrigin?
  /// The span's ease, or nil to keep the renderer's.
  public var ease: UnitCurve?
  /// The span's unit, or nil to keep the renderer's.
  public var by: StaggerUnit?
  /// The span's order, or nil to keep the renderer's.
  public var order: StaggerOrder?
  /// The span's grid, or nil to keep the renderer's.
  public var grid: Stagger.Grid?
  /// The span's unit in joined scripts, or nil to keep the renderer's.
  public var joinedBy: StaggerUnit?

  /// Creates the attribute; each nil field keeps the renderer's value.
  public init(
    spacing: StaggerSpacing? = nil, totalDuration: Double? = nil, from: StaggerOrigin? = nil,
    ease: UnitCurve? = nil, by: StaggerUnit? = nil, order: StaggerOrder? = nil,
    grid: Stagger.Grid? = nil, joinedBy: StaggerUnit? = nil
  ) {
    self.spacing = spacing
    self.totalDuration = totalDuration
    self.from = from
    self.ease = ease
    self.by = by
    self.order = order
    self.grid = grid
    self.joinedBy = joinedBy
  }

  /// A span whose steps are `each` seconds apart, everything else as the renderer has it.
  public init(each: Double) {
    self.init(spacing: .each(each))
  }

  /// Parses a markup value: a number (`each`) or an object of the keys above.
  /// - Throws: ``KinetypeText/MarkupValueError`` naming the key, what it accepts and the value.
  public init(markup value: MarkupValue) throws(MarkupValueError) {
    self.init()
    switch value {
    case .number:
      spacing = .each(try Self.seconds(value, key: "each", range: Stagger.eachRange))
    case .object(let members):
      var axis: GridStagger.Axis?
      for key in members.keys.sorted() {
        guard let member = members[key] else { continue }
        switch key {
        case "each":
          spacing = .each(try Self.seconds(member, key: key, range: Stagger.eachRange))
        case "amount":
          spacing = .amount(try Self.seconds(member, key: key, range: Stagger.amountRange))
        case "totalDuration":
          totalDuration = try Self.seconds(member, key: key, range: Stagger.totalDurationRange)
        case "from":
          from = try Self.origin(member)
        case "ease":
          guard case .string(let name) = member, let curve = Stagger.ease(named: name) else {
            let names = Stagger.easeNames.map(\.name).joined(separator: ", ")
            throw MarkupValueError("ease takes one of \(names), got \(member)")
          }
          ease = curve
        case "by":
          guard case .string(let name) = member, let unit = StaggerUnit(rawValue: name) else {
            throw MarkupValueError("by takes \"slice\", \"word\" or \"line\", got \(member)")
          }
          by = unit
        case "order":
          guard case .string(let name) = member, let order = StaggerOrder(rawValue: name) else {
            throw MarkupValueError("order takes \"reading\" or \"visual\", got \(member)")
          }
          self.order = order
        case "joinedBy":
          guard case .string(let name) = member, let unit = StaggerUnit(rawValue: name) else {
            throw MarkupValueError("joinedBy takes \"slice\", \"word\" or \"line\", got \(member)")
          }
          joinedBy = unit
        case "lagRatio":
          let ratio = try Self.number(member, key: key, range: Stagger.lagRatioRange)
          var runTime = 1.0
          if let value = members["runTime"] {
            runTime = try Self.seconds(value, key: "runTime", range: Stagger.runTimeRange)
          }
          spacing = .lagRatio(ratio, runTime: runTime)
        case "runTime":
          guard members["lagRatio"] != nil else {
            throw MarkupValueError("runTime goes with lagRatio (Manim's run_time)")
          }
        case "grid":
          switch member {
          case .string("auto"), .bool(true): grid = .auto
          case .bool(false): break
          default: throw MarkupValueError("grid takes \"auto\" or true, got \(member)")
          }
        case "axis":
          guard case .string(let name) = member, let value = GridStagger.Axis(rawValue: name)
          else {
            throw MarkupValueError("axis takes \"x\" or \"y\", got \(member)")
          }
          axis = value
        default:
          throw MarkupValueError(
            "unknown key '\(key)'; stagger takes each, amount, totalDuration, lagRatio, runTime, "
              + "from, ease, by, order, grid, axis and joinedBy")
        }
      }
      let spacings = ["each", "amount", "totalDuration", "lagRatio"].filter { members[$0] != nil }
      if spacings.count > 1 {
        throw MarkupValueError(
          "give one of each, amount, totalDuration or lagRatio, not "
            + spacings.joined(separator: " and "))
      }
      if let axis {
        guard grid != nil else { throw MarkupValueError("axis goes with grid: \"auto\"") }
        grid = Stagger.Grid(axis: axis)
      }
    default:
      throw MarkupValueError(
        "stagger takes seconds between slices (each) or an object such as {each: 0.05}, got \(value)"
      )
    }
  }

  private static func seconds(_ value: MarkupValue, key: String, range: ClosedRange<Double>)
    throws(MarkupValueError) -> Double
  {
    guard case .number(let seconds) = value, range.contains(seconds) else {
      throw MarkupValueError(
        "\(key) must be a number of seconds \(Stagger.describe(range)), got \(value)")
    }
    return seconds
  }

  private static func number(_ value: MarkupValue, key: String, range: ClosedRange<Double>)
    throws(MarkupValueError) -> Double
  {
    guard case .number(let number) = value, range.contains(number) else {
      throw MarkupValueError("\(key) must be a number \(Stagger.describe(range)), got \(value)")
    }
    return number
  }

  private static func origin(_ value: MarkupValue) throws(MarkupValueError) -> StaggerOrigin {
    let text: String
    switch value {
    case .string(let string): text = string
    case .number(let number) where number == number.rounded() && abs(number) < 1e15:
      text = String(Int(number))
    default: text = value.description
    }
    guard let origin = Stagger.origin(named: text) else {
      throw MarkupValueError("from takes \(Stagger.originDescription), got \(value)")
    }
    return origin
  }
}

extension MarkupAttributeRegistry {
  /// The default names plus Kinetype's own: `emphasis`, `stagger` (a span's own ``Stagger``
  /// fields, see ``StaggerAttribute``), `timing` (a span's own start and duration, see
  /// ``TimingAttribute``) and `effect` (the built-in effect that animates a span, see
  /// ``EffectAttribute``), with the default limits. The command line parses markup with
  /// ``kinetype(limits:)``.
  public static var kinetype: MarkupAttributeRegistry { kinetype(limits: Limits()) }

  /// As ``kinetype``, with effect parameters bound by a limit (a blur's radius) kept to
  /// `limits`: over one, markup fails with a ``KinetypeText/MarkupError`` at the value,
  /// carrying the ``KinetypeCore/LimitError``.
  public static func kinetype(limits: Limits) -> MarkupAttributeRegistry {
    var registry = MarkupAttributeRegistry.default
    registry.register("stagger") { value in try StaggerAttribute(markup: value) }
    registry.register("timing") { value in try TimingAttribute(markup: value) }
    registry.register("effect") { value in try EffectAttribute(markup: value, limits: limits) }
    return registry
  }
}
