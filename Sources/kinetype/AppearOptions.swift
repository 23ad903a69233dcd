import Kinetype

/// The options that shape the appear animation, shared by `render` and `stagger`:
/// GSAP's stagger controls, the per-slice duration, and Reduce Motion.
struct AppearOptions {
  static let help = """
      --effect NAME         appear (fade in and rise 8 px, the default) or appearance (the
                            WWDC24 sample: spring up, sharpen from a blur, fade in)
      --total-duration S    with --effect appearance: seconds the whole span takes (default 0.8)
      --each SECONDS        delay between neighbouring slices (GSAP each; default 0.05)
      --amount SECONDS      total spread shared by all slices (GSAP amount; instead of --each)
      --from ORIGIN         start, center, end, edges, random[:SEED] or a slice index
                            (default start, in reading order)
      --ease CURVE          distributes the delays: linear, easeIn, easeOut, easeInOut,
                            circularEaseIn, circularEaseOut, circularEaseInOut (default linear)
      --element-duration S  seconds one slice takes to appear (default 0.3)
      --by UNIT             what each stagger step moves: slice, word or line (default slice)
      --order ORDER         reading (a right-to-left span starts at its right) or visual
                            (left to right) (default reading)
      --reduce-motion MODE  fade (all marked text fades in together) or instant: no movement
    """

  var stagger: GSAPStagger
  var elementDuration: Double
  var reduceMotion: ReduceMotionFallback?
  var effect: String
  var totalDuration: Double
  var unit: StaggerUnit
  var ordering: StaggerOrdering

  init(_ arguments: inout CommandLineArguments) throws {
    effect = try arguments.option("--effect") ?? "appear"
    guard ["appear", "appearance"].contains(effect) else {
      throw CommandLineArguments.UsageError(
        description: "--effect expects appear or appearance, got '\(effect)'")
    }
    totalDuration = try arguments.number("--total-duration") ?? 0.8
    let by = try arguments.option("--by") ?? "slice"
    guard let unit = StaggerUnit(rawValue: by) else {
      throw CommandLineArguments.UsageError(
        description: "--by expects slice, word or line, got '\(by)'")
    }
    self.unit = unit
    let order = try arguments.option("--order") ?? "reading"
    guard let ordering = StaggerOrdering(rawValue: order) else {
      throw CommandLineArguments.UsageError(
        description: "--order expects reading or visual, got '\(order)'")
    }
    self.ordering = ordering
    guard totalDuration > 0 else {
      throw CommandLineArguments.UsageError(
        description: "--total-duration must be positive, got \(totalDuration)")
    }
    let each = try arguments.number("--each")
    let amount = try arguments.number("--amount")
    let from = try Self.origin(try arguments.option("--from"))
    let ease = try Self.curve(try arguments.option("--ease"))
    if each != nil, amount != nil {
      throw CommandLineArguments.UsageError(description: "give --each or --amount, not both")
    }
    if let amount {
      stagger = GSAPStagger(amount: amount, from: from, ease: ease)
    } else {
      stagger = GSAPStagger(each: each ?? 0.05, from: from, ease: ease)
    }
    elementDuration = try arguments.number("--element-duration") ?? (effect == "appear" ? 0.3 : 0.4)
    guard elementDuration >= 0 else {
      throw CommandLineArguments.UsageError(
        description: "--element-duration must not be negative, got \(elementDuration)")
    }
    switch try arguments.option("--reduce-motion") {
    case nil: reduceMotion = nil
    case "fade": reduceMotion = .crossFade
    case "instant": reduceMotion = .endState
    case let other?:
      throw CommandLineArguments.UsageError(
        description: "--reduce-motion expects fade or instant, got '\(other)'")
    }
  }

  /// The appear renderer at `time` (also what `stagger` previews).
  func appearRenderer(at time: Double) -> AppearRenderer {
    AppearRenderer(
      elapsedTime: time, stagger: stagger, elementDuration: elementDuration,
      reduceMotion: reduceMotion, unit: unit, ordering: ordering)
  }

  /// The chosen effect's renderer at `time`. Reduce Motion always uses the appear renderer's
  /// fallback, which does not move.
  func renderer(at time: Double) -> any TextRenderer & Sendable {
    guard effect == "appearance", reduceMotion == nil else { return appearRenderer(at: time) }
    return AppearanceEffectRenderer(
      elapsedTime: time, elementDuration: elementDuration, totalDuration: totalDuration)
  }

  static func origin(_ text: String?) throws -> GSAPStagger.Origin {
    guard let text else { return .start }
    switch text {
    case "start": return .start
    case "center": return .center
    case "end": return .end
    case "edges": return .edges
    case "random": return .random(seed: 0)
    default:
      if text.hasPrefix("random:"), let seed = UInt64(text.dropFirst("random:".count)) {
        return .random(seed: seed)
      }
      if let index = Int(text), index >= 0 { return .index(index) }
      throw CommandLineArguments.UsageError(
        description:
          "--from expects start, center, end, edges, random[:SEED] or an index, got '\(text)'")
    }
  }

  static let curves: [String: UnitCurve] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    "circularEaseIn": .circularEaseIn, "circularEaseOut": .circularEaseOut,
    "circularEaseInOut": .circularEaseInOut,
  ]

  static func curve(_ text: String?) throws -> UnitCurve {
    guard let text else { return .linear }
    guard let curve = curves[text] else {
      let names = curves.keys.sorted().joined(separator: ", ")
      throw CommandLineArguments.UsageError(
        description: "--ease expects one of \(names), got '\(text)'")
    }
    return curve
  }
}
