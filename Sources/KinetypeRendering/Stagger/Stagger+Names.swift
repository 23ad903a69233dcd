import KinetypeMotion

/// The names and ranges of the stagger options, shared by the command line (`--from end`) and
/// markup (`stagger: {from: "end"}`), so both accept exactly the same words and numbers.
extension Stagger {
  /// Allowed `each` (seconds between neighbouring starts): 0 to 10 s.
  public static let eachRange: ClosedRange<Double> = 0...10
  /// Allowed `amount` (seconds shared by all starts): 0 to 3600 s.
  public static let amountRange: ClosedRange<Double> = 0...3600
  /// Allowed total duration of the fitted spacing (the WWDC24 sample's T): 0.01 to 3600 s.
  public static let totalDurationRange: ClosedRange<Double> = 0.01...3600
  /// Allowed Manim `lag_ratio`: 0 (all at once) to 10 (long pauses between units).
  public static let lagRatioRange: ClosedRange<Double> = 0...10
  /// Allowed Manim `run_time` of a lag-ratio stagger: 0.01 to 3600 s.
  public static let runTimeRange: ClosedRange<Double> = 0.01...3600
  /// Allowed unit index for `from`: 0 to 1,000,000.
  public static let originIndexRange: ClosedRange<Int> = 0...1_000_000

  /// The curve names `ease` accepts, in the order they are listed in help and errors.
  public static let easeNames: [(name: String, curve: UnitCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut),
    ("circularEaseInOut", .circularEaseInOut),
  ]

  /// The curve called `name` (see ``easeNames``), or nil.
  public static func ease(named name: String) -> UnitCurve? {
    easeNames.first { $0.name == name }?.curve
  }

  /// The origin `text` names: `start`, `center`, `end`, `edges`, `random`, `random:SEED`
  /// (SEED 0…2⁶⁴−1) or a unit index in ``originIndexRange``; nil for anything else.
  public static func origin(named text: String) -> StaggerOrigin? {
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
      if let index = Int(text), originIndexRange.contains(index) { return .index(index) }
      return nil
    }
  }

  /// What `from` accepts, for error messages.
  public static let originDescription =
    "start, center, end, edges, random, random:SEED or a unit index from 0 to 1000000"

  /// `range` as words for error messages: `from 0 to 10`.
  static func describe(_ range: ClosedRange<Double>) -> String {
    "from \(format(range.lowerBound)) to \(format(range.upperBound))"
  }

  /// A number without a trailing `.0`.
  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
