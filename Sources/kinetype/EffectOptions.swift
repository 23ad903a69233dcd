import Kinetype

/// The options that choose the effect, its parameters and its stagger, shared by `render` and
/// `stagger`: the effect, GSAP's and Manim's stagger controls, the per-unit duration, which text
/// it animates, and Reduce Motion.
///
/// The stagger options build one ``Stagger`` over the effect's own defaults; the effect's
/// parameters come from its table (``TextEffect/parameters``), spelled in kebab case
/// (`--blink-period`). An option the effect cannot honour is refused with the effect's reason
/// (``StaggerSupport``). Spans whose markup names an effect (`effect: "wave"`) are drawn by it;
/// `--effect` is the effect of the marked spans (`emphasis: true`, or all text with `--all`)
/// and sets the parameters of every span of that effect.
struct EffectOptions {
  static var help: String {
    let names = TextEffects.names
    var lines = [
      "  --effect NAME         the effect of the marked spans: \(names.joined(separator: ", "))",
      "                        (default appear; see 'effects' below; a span can name its own",
      "                        with ^[text](effect: \"wave\") or effect: {name: \"wave\", …})",
      "  --all                 animate all the text, not only the marked spans",
      "  --each SECONDS        delay between neighbouring steps, 0 to 10 (GSAP each; default",
      "                        per effect)",
      "  --amount SECONDS      total spread shared by all steps, 0 to 3600 (GSAP amount)",
      "  --total-duration S    fit the steps into S seconds, 0.01 to 3600, as the WWDC24 sample",
      "                        does (default for appearance: 0.8)",
      "  --lag-ratio R         Manim's lag_ratio, 0 to 10: each step starts when R of the one",
      "                        before has played, all fitted into --run-time; it sets how long",
      "                        each step lasts (give one of --each, --amount, --total-duration,",
      "                        --lag-ratio)",
      "  --run-time S          Manim's run_time for --lag-ratio, 0.01 to 3600 (default 1)",
      "  --from ORIGIN         start, center, end, edges, random[:SEED] or a step index 0 to",
      "                        1000000 (default start)",
      "  --ease CURVE          distributes the delays: linear, easeIn, easeOut, easeInOut,",
      "                        circularEaseIn, circularEaseOut, circularEaseInOut (default linear)",
      "  --by UNIT             what each stagger step moves: slice, word or line (default per",
      "                        effect)",
      "  --order ORDER         reading (a right-to-left span starts at its right) or visual",
      "                        (left to right) (default reading)",
      "  --grid                GSAP's grid: delays grow with the distance on the page from",
      "                        --from (center: the middle of the paragraph)",
      "  --axis AXIS           with --grid, measure along x or y only",
      "  --joined-by UNIT      what a step moves at least in joined scripts (Arabic, Devanagari…):",
      "                        slice, word or line (default word for effects that move units)",
      "  --element-duration S  seconds one step takes, 0 to 60 (default per effect)",
      "  --reduce-motion MODE  fade (the animated text fades in at its end state over 0.2 s) or",
      "                        instant: nothing moves",
      "",
      "effects (and their parameters, as --name VALUE, or name: value in effect: {…}):",
    ]
    for effect in TextEffects.builtIn {
      lines += wrap("\(effect.name): \(effect.summary)", first: "  ", rest: "      ")
      for parameter in effect.parameters {
        let option = "    \(parameter.optionName) \(valueName(parameter))"
        let text =
          "\(parameter.summary): \(parameter.accepted) (default \(parameter.defaultDescription))"
        let indent = String(repeating: " ", count: 26)
        if option.count < 26 {
          lines += wrap(
            text, first: option + String(repeating: " ", count: 26 - option.count), rest: indent)
        } else {
          lines.append(option)
          lines += wrap(text, first: indent, rest: indent)
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `text` in lines of at most 96 characters, the first after `first`, the others after `rest`.
  static func wrap(_ text: String, first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var empty = true
    for word in text.split(separator: " ") {
      if !empty, line.count + 1 + word.count > 96 {
        lines.append(line)
        line = rest
        empty = true
      }
      line += (empty ? "" : " ") + word
      empty = false
    }
    lines.append(line)
    return lines
  }

  /// The placeholder of a parameter's value in help.
  static func valueName(_ parameter: EffectParameter) -> String {
    switch parameter.kind {
    case .number: return "N"
    case .color: return "COLOR"
    case .flag: return "true|false"
    case .choice: return "WORD"
    case .text: return "TEXT"
    case .seed: return "SEED"
    }
  }

  /// Allowed `--element-duration`: 0 to 60 s.
  static let elementDurationRange: ClosedRange<Double> = 0...60

  /// The effect, its stagger, the spans it animates and Reduce Motion: the one configuration
  /// scene files and Swift build too (``EffectConfiguration``).
  var configuration: EffectConfiguration

  init(_ arguments: inout CommandLineArguments, limits: Limits = Limits()) throws {
    let name = try arguments.option("--effect") ?? AppearRenderer.name
    guard let kind = TextEffects.named(name) else {
      throw CommandLineArguments.UsageError(
        description:
          "--effect expects one of \(TextEffects.names.joined(separator: ", ")), got '\(name)'")
    }
    configuration = EffectConfiguration(kind.init())
    if arguments.flag("--all") { configuration.spans = .all }
    try Self.configure(&configuration, kind: kind, limits: limits, &arguments)
    switch try arguments.option("--reduce-motion") {
    case nil: break
    case "fade": configuration.reduceMotion = .crossFade
    case "instant": configuration.reduceMotion = .endState
    case let other?:
      throw CommandLineArguments.UsageError(
        description: "--reduce-motion expects fade or instant, got '\(other)'")
    }
  }

  /// Sets `configuration`'s parameters, element duration and stagger from the options, checked
  /// against what its effect (of type `kind`) honours.
  static func configure(
    _ configuration: inout EffectConfiguration, kind: any TextEffect.Type, limits: Limits,
    _ arguments: inout CommandLineArguments
  ) throws {
    let name = kind.name
    // The effect's parameters, and those of other effects given by mistake.
    var parameters = EffectParameters()
    for parameter in kind.parameters {
      guard let text = try arguments.option(parameter.optionName) else { continue }
      if let limit = parameter.limit, case .number(let range) = parameter.kind {
        // Bound by the run's limit: the error says how to raise it.
        parameters[parameter.name] = .number(
          try LimitOptions.check(
            parameter.optionName, text, from: range.lowerBound, upTo: limit, of: limits))
        continue
      }
      guard let value = parameter.value(argument: text) else {
        throw CommandLineArguments.UsageError(
          description: "\(parameter.optionName) expects \(parameter.accepted), got '\(text)'")
      }
      parameters[parameter.name] = value
    }
    let own = Set(kind.parameters.map(\.optionName))
    for other in TextEffects.builtIn where other.name != name {
      for parameter in other.parameters where !own.contains(parameter.optionName) {
        guard try arguments.option(parameter.optionName) != nil else { continue }
        let owners = TextEffects.builtIn.filter {
          $0.parameters.contains { $0.optionName == parameter.optionName }
        }.map { $0.name }
        throw CommandLineArguments.UsageError(
          description:
            "\(parameter.optionName) is a parameter of \(owners.joined(separator: " and ")), "
            + "not of \(name)",
          hint: kind.parameters.isEmpty
            ? "\(name) takes no parameters"
            : "\(name) takes \(kind.parameters.map(\.optionName).joined(separator: ", "))")
      }
    }
    configuration.apply(parameters)

    let elementDuration = try arguments.number(
      "--element-duration", in: Self.elementDurationRange)
    var stagger = try Self.spacing(&arguments)
    if let origin = try arguments.option("--from") { stagger.from = try Self.origin(origin) }
    if let curve = try arguments.option("--ease") { stagger.ease = try Self.curve(curve) }
    if let unit: StaggerUnit = try Self.choice(&arguments, "--by") { stagger.by = unit }
    if let order: StaggerOrder = try Self.choice(&arguments, "--order") { stagger.order = order }
    if let unit: StaggerUnit = try Self.choice(&arguments, "--joined-by") {
      stagger.joinedBy = unit
    }
    let grid = arguments.flag("--grid")
    let axis: GridStagger.Axis? = try Self.choice(&arguments, "--axis")
    if grid { stagger.grid = Stagger.Grid(axis: axis) }
    if axis != nil, !grid {
      throw CommandLineArguments.UsageError(
        description: "--axis goes with --grid (GSAP's grid: \"auto\", axis: \"x\")")
    }
    do {
      try configuration.applyStagger(stagger)
      if let elementDuration { try configuration.setElementDuration(elementDuration) }
    } catch {
      guard case .unsupportedStagger(_, let field, let value, let reason) = error else {
        throw CommandLineArguments.UsageError(description: error.description)
      }
      let option = field == "element-duration" ? "--\(field)" : "--\(field) \(value)"
      throw CommandLineArguments.UsageError(
        description:
          "\(option): the \(name) effect cannot take it" + (reason.isEmpty ? "" : ": \(reason)"))
    }
  }

  /// The spacing the options give, if any, as the fields of a span's `stagger:`: one of
  /// --each, --amount, --total-duration or --lag-ratio (with --run-time).
  static func spacing(_ arguments: inout CommandLineArguments) throws -> StaggerAttribute {
    let each = try arguments.number("--each", in: Stagger.eachRange)
    let amount = try arguments.number("--amount", in: Stagger.amountRange)
    let total = try arguments.number("--total-duration", in: Stagger.totalDurationRange)
    let ratio = try arguments.number("--lag-ratio", in: Stagger.lagRatioRange)
    let runTime = try arguments.number("--run-time", in: Stagger.runTimeRange)
    let given = [
      each.map { _ in "--each" }, amount.map { _ in "--amount" },
      total.map { _ in "--total-duration" }, ratio.map { _ in "--lag-ratio" },
    ]
    .compactMap { $0 }
    if given.count > 1 {
      throw CommandLineArguments.UsageError(
        description:
          "give one of --each, --amount, --total-duration or --lag-ratio, not "
          + given.joined(separator: " and "))
    }
    if runTime != nil, ratio == nil {
      throw CommandLineArguments.UsageError(
        description: "--run-time goes with --lag-ratio (Manim's run_time)")
    }
    var stagger = StaggerAttribute(totalDuration: total)
    if let each { stagger.spacing = .each(each) }
    if let amount { stagger.spacing = .amount(amount) }
    if let ratio { stagger.spacing = .lagRatio(ratio, runTime: runTime ?? 1) }
    return stagger
  }

  /// The renderer at `time`: the effect for the marked spans, and `others` (the effects the text
  /// names, ``EffectRenderer/effects(namedIn:)``) with their defaults, but the chosen effect's
  /// own parameters for its name.
  func renderer(at time: Double, others: [any TextEffect] = []) -> EffectRenderer {
    configuration.renderer(at: time, others: others)
  }

  /// An option whose value is one of an enumeration's names, or nil when not given.
  static func choice<T: RawRepresentable & CaseIterable>(
    _ arguments: inout CommandLineArguments, _ name: String
  ) throws -> T? where T.RawValue == String {
    guard let text = try arguments.option(name) else { return nil }
    guard let value = T(rawValue: text) else {
      let names = T.allCases.map(\.rawValue)
      let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
      throw CommandLineArguments.UsageError(description: "\(name) expects \(list), got '\(text)'")
    }
    return value
  }

  static func origin(_ text: String) throws -> StaggerOrigin {
    guard let origin = Stagger.origin(named: text) else {
      throw CommandLineArguments.UsageError(
        description: "--from expects \(Stagger.originDescription), got '\(text)'")
    }
    return origin
  }

  static func curve(_ text: String) throws -> UnitCurve {
    guard let curve = Stagger.ease(named: text) else {
      let names = Stagger.easeNames.map(\.name).joined(separator: ", ")
      throw CommandLineArguments.UsageError(
        description: "--ease expects one of \(names), got '\(text)'")
    }
    return curve
  }
}
