import Foundation

/// Manim's `LaggedStart` / `AnimationGroup(lag_ratio:)`: each unit starts when `lagRatio` of the
/// previous one has played, and the whole group fits `runTime`.
///
/// Every unit lasts `d = runTime / (1 + (N − 1) · lagRatio)` and unit *i* starts at
/// `i · lagRatio · d`. `lagRatio` 0 plays all at once, 1 one after another.
public struct LagRatioStagger: StaggerModel, Hashable {
  /// The duration of the whole group in seconds.
  public var runTime: TimeInterval
  /// The fraction of a unit that plays before the next starts.
  public var lagRatio: Double

  /// Creates a lag-ratio stagger. - Precondition: both finite and ≥ 0 (values from files or
  /// the command line: ``checked(runTime:lagRatio:)``).
  public init(runTime: TimeInterval, lagRatio: Double) {
    Check.require { () throws(MotionError) in
      try Self.validate(runTime: runTime, lagRatio: lagRatio)
    }
    self.runTime = runTime
    self.lagRatio = lagRatio
  }

  /// A lag-ratio stagger, or a ``MotionError`` naming the value that is not finite and ≥ 0.
  public static func checked(runTime: TimeInterval, lagRatio: Double) throws(MotionError)
    -> LagRatioStagger
  {
    try validate(runTime: runTime, lagRatio: lagRatio)
    return LagRatioStagger(runTime: runTime, lagRatio: lagRatio)
  }

  private static func validate(runTime: TimeInterval, lagRatio: Double) throws(MotionError) {
    try Check.nonNegative(runTime, "runTime", in: "LagRatioStagger")
    try Check.nonNegative(lagRatio, "lagRatio", in: "LagRatioStagger")
  }

  /// Manim's `Write` defaults for `count` units: run time 1 s below 15 units, else 2 s;
  /// lag ratio `min(4 / count, 0.2)`.
  public static func write(count: Int) -> LagRatioStagger {
    LagRatioStagger(
      runTime: count < 15 ? 1 : 2, lagRatio: count > 0 ? min(4 / Double(count), 0.2) : 0.2)
  }

  /// How long each unit's own animation lasts when there are `count` units.
  public func unitDuration(count: Int) -> TimeInterval {
    Self.unitDuration(runTime: runTime, lagRatio: lagRatio, count: count)
  }

  /// `runTime / (1 + (count − 1)·lagRatio)`; `runTime` for fewer than two units.
  static func unitDuration(runTime: TimeInterval, lagRatio: Double, count: Int) -> TimeInterval {
    guard count > 1 else { return runTime }
    return runTime / (1 + Double(count - 1) * lagRatio)
  }

  /// The start time of the unit at each position: `i · lagRatio · d`.
  public func startTimes(count: Int) -> [TimeInterval] {
    let step = lagRatio * unitDuration(count: count)
    return (0..<max(0, count)).map { Double($0) * step }
  }
}
