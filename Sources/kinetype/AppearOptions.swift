import Kinetype

/// The options that choose the effect and its stagger, shared by `render` and `stagger`: the
/// effect, GSAP's stagger controls, the per-slice duration, and Reduce Motion.
///
/// Every effect takes every option: the stagger options build one ``Stagger``, the effect's
/// renderer follows its ``StaggerSchedule``, and `kinetype stagger` charts that same schedule.
struct AppearOptions {
  static let help = """
      --effect NAME         appear (fade in and rise 8 px, the default) or appearance (the
                            WWDC24 sample: spring up, sharpen from a blur, fade in)
      --each SECONDS        delay between neighbouring steps, 0 to 10 (GSAP each; default
                            0.05 for appear; appearance fits the steps into --total-duration)
      --amount SECONDS      total spread shared by all steps, 0 to 3600 (GSAP amount)
      --total-duration S    fit the steps into S seconds, 0.01 to 3600, as the WWDC24 sample
                            does (default for appearance: 0.8); give one of --each, --amount,
                            --total-duration
      --from ORIGIN         start, center, end, edges, random[:SEED] or a step index 0 to
                            1000000 (default start)
      --ease CURVE          distributes the delays: linear, easeIn, easeOut, easeInOut,
                            circularEaseIn, circularEaseOut, circularEaseInOut (default linear)
      --by UNIT             what each stagger step moves: slice, word or line (default slice)
      --order ORDER         reading (a right-to-left span starts at its right) or visual
                            (left to right) (default reading)
      --element-duration S  seconds one slice takes, 0 to 60 (default 0.3; appearance 0.4)
      --reduce-motion MODE  fade (all marked text fades in together over 0.2 s) or instant:
                            nothing moves
    """

  /// The built-in effects.
  enum Effect: String, CaseIterable {
    case appear
    case appearance
  }

  /// Allowed `--element-duration`: 0 to 60 s.
  static let elementDurationRange: ClosedRange<Double> = 0...60

  var effect: Effect
  var stagger: Stagger
  var elementDuration: Double
  /// The fitted spacing's total duration, when the stagger fits one.
  var totalDuration: Double?
  var reduceMotion: ReduceMotionFallback?

  init(_ arguments: inout CommandLineArguments) throws {
    let name = try arguments.option("--effect") ?? Effect.appear.rawValue
    guard let effect = Effect(rawValue: name) else {
      let names = Effect.allCases.map(\.rawValue).joined(separator: " or ")
      throw CommandLineArguments.UsageError(description: "--effect expects \(names), got '\(name)'")
    }
    self.effect = effect
    elementDuration =
      try arguments.number("--element-duration", in: Self.elementDurationRange)
      ?? (effect == .appear ? 0.3 : 0.4)
    let each = try arguments.number("--each", in: Stagger.eachRange)
    let amount = try arguments.number("--amount", in: Stagger.amountRange)
    let total = try arguments.number("--total-duration", in: Stagger.totalDurationRange)
    let spacings = [
      each.map { _ in "--each" }, amount.map { _ in "--amount" },
      total.map { _ in "--total-duration" },
    ]
    .compactMap { $0 }
    if spacings.count > 1 {
      throw CommandLineArguments.UsageError(
        description:
          "give one of --each, --amount or --total-duration, not \(spacings.joined(separator: " and "))"
      )
    }
    let spacing: StaggerSpacing
    if let each {
      spacing = .each(each)
    } else if let amount {
      spacing = .amount(amount)
    } else if let total = total ?? (effect == .appearance ? 0.8 : nil) {
      // The sample clamps the element duration to the total.
      elementDuration = min(elementDuration, total)
      spacing = .fitted(totalDuration: total, elementDuration: elementDuration)
      totalDuration = total
    } else {
      spacing = .each(0.05)
    }
    stagger = Stagger(
      spacing, from: try Self.origin(try arguments.option("--from")),
      ease: try Self.curve(try arguments.option("--ease")),
      by: try Self.choice(&arguments, "--by", default: .slice),
      order: try Self.choice(&arguments, "--order", default: .reading))
    switch try arguments.option("--reduce-motion") {
    case nil: reduceMotion = nil
    case "fade": reduceMotion = .crossFade
    case "instant": reduceMotion = .endState
    case let other?:
      throw CommandLineArguments.UsageError(
        description: "--reduce-motion expects fade or instant, got '\(other)'")
    }
  }

  /// The chosen effect's renderer at `time`; `stagger` charts its schedule.
  func renderer(at time: Double) -> any StaggeredTextRenderer & Sendable {
    switch effect {
    case .appear:
      return AppearRenderer(
        elapsedTime: time, stagger: stagger, elementDuration: elementDuration,
        reduceMotion: reduceMotion)
    case .appearance:
      return AppearanceEffectRenderer(
        elapsedTime: time, elementDuration: elementDuration, stagger: stagger,
        totalDuration: totalDuration, reduceMotion: reduceMotion)
    }
  }

  /// An option whose value is one of an enumeration's names.
  static func choice<T: RawRepresentable & CaseIterable>(
    _ arguments: inout CommandLineArguments, _ name: String, default fallback: T
  ) throws -> T where T.RawValue == String {
    guard let text = try arguments.option(name) else { return fallback }
    guard let value = T(rawValue: text) else {
      let names = T.allCases.map(\.rawValue)
      let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
      throw CommandLineArguments.UsageError(description: "\(name) expects \(list), got '\(text)'")
    }
    return value
  }

  static func origin(_ text: String?) throws -> GSAPStagger.Origin {
    guard let text else { return .start }
    guard let origin = Stagger.origin(named: text) else {
      throw CommandLineArguments.UsageError(
        description: "--from expects \(Stagger.originDescription), got '\(text)'")
    }
    return origin
  }

  static func curve(_ text: String?) throws -> UnitCurve {
    guard let text else { return .linear }
    guard let curve = Stagger.ease(named: text) else {
      let names = Stagger.easeNames.map(\.name).joined(separator: ", ")
      throw CommandLineArguments.UsageError(
        description: "--ease expects one of \(names), got '\(text)'")
    }
    return curve
  }
}
