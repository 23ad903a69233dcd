import Foundation

/// A rule giving each of N units the time it starts, in seconds from the start of the effect.
///
/// Units are positions 0..<N in the order the caller counts them: reading order, left to right
/// on the page, or any other. The model only sees positions; which unit stands at which
/// position is the caller's choice (KinetypeRendering's `StaggerSchedule` counts a layout's
/// slices, words or lines in reading or visual order).
public protocol StaggerModel: Sendable {
  /// The start time of the unit at each position 0..<`count`. O(N).
  func startTimes(count: Int) -> [TimeInterval]
}

extension StaggerModel {
  /// Each unit's local time at `time`: `time − startTime`, clamped below at 0 (not started).
  public func localTimes(at time: TimeInterval, count: Int) -> [TimeInterval] {
    startTimes(count: count).map { max(0, time - $0) }
  }

  /// Every unit's progress at `time` when each runs `animation` from its own start time:
  /// `animation.progress(at: time − startTime)`, indexed by position. O(N).
  ///
  /// Under Reduce Motion every unit is at its end state (progress 1).
  public func progresses(
    of animation: Animation, at time: TimeInterval, count: Int, reduceMotion: Bool = false
  ) -> [Double] {
    startTimes(count: count).map {
      animation.progress(at: time - $0, reduceMotion: reduceMotion)
    }
  }
}

/// How far apart a stagger's start times are: the quantity GSAP calls `each` or `amount`, or
/// the rule of Apple's WWDC24 sample that fits the units into a total duration.
///
/// `each` is the one name of "seconds between neighbouring starts" everywhere in Kinetype: the
/// CLI's `--each`, the markup's `stagger: {each: 0.1}` (or `stagger: 0.1`), and this case.
public enum StaggerSpacing: Hashable, Sendable {
  /// Seconds between neighbouring starts (GSAP `each`): the spread is `each · (N − 1)`.
  case each(TimeInterval)
  /// The total spread in seconds shared among all units (GSAP `amount`).
  case amount(TimeInterval)
  /// Apple's WWDC24 sample (`AppearanceEffectRenderer.elementDelay(count:)`): N units of
  /// `elementDuration` fitted into `totalDuration`, `each = max((T − N·e)/(N + 1), (T − e)/N)`.
  ///
  /// This follows the sample's code, not its comment (which describes `(T − e)/(N − 1)`), so
  /// the last unit finishes before T. `elementDuration` is clamped to T, as the sample does.
  case fitted(totalDuration: TimeInterval, elementDuration: TimeInterval)
  /// Manim's `lag_ratio` (`LaggedStart`, `AnimationGroup(lag_ratio:)`): N units fitted into
  /// `runTime`, each lasting `d = runTime / (1 + (N − 1)·lagRatio)` and starting `lagRatio·d`
  /// after the one before (``LagRatioStagger``). The only spacing that also sets how long each
  /// unit lasts (``unitDuration(count:)``).
  case lagRatio(_ lagRatio: Double, runTime: TimeInterval)

  /// The seconds between neighbouring starts for `count` units: `each`, `amount / (N − 1)`, or
  /// the fitted rule's delay. 0 for fewer than two units (one unit starts at 0).
  public func each(count: Int) -> TimeInterval {
    switch self {
    case .each(let each): return each
    case .amount(let amount): return count > 1 ? amount / Double(count - 1) : 0
    case .fitted(let total, let element):
      guard count > 0 else { return 0 }
      let e = min(element, total)
      let n = Double(count)
      return max((total - n * e) / (n + 1), (total - e) / n)
    case .lagRatio(let ratio, let runTime):
      return ratio * LagRatioStagger.unitDuration(runTime: runTime, lagRatio: ratio, count: count)
    }
  }

  /// How long each of `count` units lasts when the spacing decides it: Manim's
  /// `d = runTime / (1 + (N − 1)·lagRatio)` for ``lagRatio(_:runTime:)``; nil for the other
  /// spacings, whose units last the renderer's element duration.
  public func unitDuration(count: Int) -> TimeInterval? {
    guard case .lagRatio(let ratio, let runTime) = self else { return nil }
    return LagRatioStagger.unitDuration(runTime: runTime, lagRatio: ratio, count: count)
  }

  /// The spread from the first start to the last for `count` units.
  public func spread(count: Int) -> TimeInterval {
    switch self {
    case .amount(let amount): return count > 0 ? amount : 0
    case .each, .fitted, .lagRatio: return count > 1 ? each(count: count) * Double(count - 1) : 0
    }
  }

  /// Whether every parameter is finite.
  public var isFinite: Bool {
    switch self {
    case .each(let value), .amount(let value): return value.isFinite
    case .fitted(let total, let element): return total.isFinite && element.isFinite
    case .lagRatio(let ratio, let runTime): return ratio.isFinite && runTime.isFinite
    }
  }
}
