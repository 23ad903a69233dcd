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

  /// Creates a lag-ratio stagger. - Precondition: both finite and ≥ 0.
  public init(runTime: TimeInterval, lagRatio: Double) {
    Check.require { () throws(MotionError) in
      try Check.nonNegative(runTime, "runTime", in: "LagRatioStagger")
      try Check.nonNegative(lagRatio, "lagRatio", in: "LagRatioStagger")
    }
    self.runTime = runTime
    self.lagRatio = lagRatio
  }

  /// Manim's `Write` defaults for `count` units: run time 1 s below 15 units, else 2 s;
  /// lag ratio `min(4 / count, 0.2)`.
  public static func write(count: Int) -> LagRatioStagger {
    LagRatioStagger(
      runTime: count < 15 ? 1 : 2, lagRatio: count > 0 ? min(4 / Double(count), 0.2) : 0.2)
  }

  /// How long each unit's own animation lasts when there are `count` units.
  public func unitDuration(count: Int) -> TimeInterval {
    guard count > 0 else { return runTime }
    return runTime / (1 + Double(count - 1) * lagRatio)
  }

  /// The start time of every unit, indexed by reading index.
  public func startTimes(count: Int, order: StaggerOrder) -> [TimeInterval] {
    let step = lagRatio * unitDuration(count: count)
    return (0..<max(0, count)).map { Double(order.position(of: $0, count: count)) * step }
  }
}

/// The delay rule of Apple's WWDC24 sample "Creating visual effects with SwiftUI"
/// (`AppearanceEffectRenderer.elementDelay(count:)`): N elements of `elementDuration` fitted
/// into `totalDuration`.
///
/// `delay = max((T − N·e) / (N + 1), (T − e) / N)` and unit *i* starts at `i · delay`. This
/// follows the sample's code, not its comment (which describes `(T − e) / (N − 1)`), so the
/// last unit finishes before `T`.
public struct ElementDelayStagger: StaggerModel, Hashable {
  /// The duration of the whole effect, T.
  public var totalDuration: TimeInterval
  /// The duration of one element's animation, e (clamped to T, as the sample does).
  public var elementDuration: TimeInterval

  /// Creates the sample's stagger (its defaults: element 0.4 s).
  /// - Precondition: both finite and ≥ 0.
  public init(totalDuration: TimeInterval, elementDuration: TimeInterval = 0.4) {
    Check.require { () throws(MotionError) in
      try Check.nonNegative(totalDuration, "totalDuration", in: "ElementDelayStagger")
      try Check.nonNegative(elementDuration, "elementDuration", in: "ElementDelayStagger")
    }
    self.totalDuration = totalDuration
    self.elementDuration = min(elementDuration, totalDuration)
  }

  /// The delay between neighbouring elements for `count` elements.
  public func elementDelay(count: Int) -> TimeInterval {
    guard count > 0 else { return 0 }
    let n = Double(count)
    let remaining = totalDuration - n * elementDuration
    return max(remaining / (n + 1), (totalDuration - elementDuration) / n)
  }

  /// The start time of every unit, indexed by reading index.
  public func startTimes(count: Int, order: StaggerOrder) -> [TimeInterval] {
    let delay = elementDelay(count: count)
    return (0..<max(0, count)).map { Double(order.position(of: $0, count: count)) * delay }
  }

  /// The sample's per-element time: `clamp(min(elapsed, T) − i · delay, 0, e)`.
  public func elementTime(
    ofUnit index: Int, count: Int, elapsed: TimeInterval, order: StaggerOrder = .reading
  ) -> TimeInterval {
    let offset = Double(order.position(of: index, count: count)) * elementDelay(count: count)
    return max(0, min(min(elapsed, totalDuration) - offset, elementDuration))
  }
}
