import Foundation

/// After Effects' text range selector: a 0…1 selection weight per unit, as AE and Lottie
/// compute it (lottie-web's `TextSelectorProperty`).
///
/// A selector is not a delay: you animate its ``start``, ``end`` or ``offset`` over time and
/// scale an animator property by each unit's ``weight(ofUnit:count:)``. With percentage
/// units, 0…100 % spans all N units; with index units the bounds count units directly.
/// ``RangeSelectorSweep`` turns a linear sweep of one bound into start times.
public struct RangeSelector: Hashable, Sendable {
  /// The selection's shape between start and end.
  public enum Shape: Int, Hashable, Sendable, CaseIterable {
    /// Fully selected between start and end (partial at fractional bounds).
    case square = 1
    /// Rises from 0 at start to 1 at end; 1 after end.
    case rampUp
    /// Falls from 1 at start to 0 at end; 1 before start.
    case rampDown
    /// Rises to 1 in the middle and falls back.
    case triangle
    /// A half circle.
    case round
    /// A raised cosine.
    case smooth
  }

  /// How ``start``, ``end`` and ``offset`` are measured.
  public enum Units: Hashable, Sendable {
    /// Percent of the unit count (AE's default).
    case percentage
    /// Unit indices.
    case index
  }

  /// Start of the range. Default 0.
  public var start: Double = 0
  /// End of the range. Default 100 (%).
  public var end: Double = 100
  /// Added to both start and end. Default 0.
  public var offset: Double = 0
  /// Units of start, end and offset. Default ``Units/percentage``.
  public var units: Units = .percentage
  /// Shape. Default ``Shape/square``.
  public var shape: Shape = .square
  /// Maximum weight in percent (−100…100 in AE). Default 100.
  public var amount: Double = 100
  /// Ease High in percent (−100…100): eases the weight near 1. Default 0.
  public var easeHigh: Double = 0
  /// Ease Low in percent (−100…100): eases the weight near 0. Default 0.
  public var easeLow: Double = 0
  /// Softens the square shape's edges, percent (0…100). Default 100.
  public var smoothness: Double = 100
  /// Whether units are selected in a random order. Default `false`.
  public var randomizeOrder: Bool = false
  /// The seed of the random order; same order on every platform. Default 0.
  public var randomSeed: UInt64 = 0

  /// Creates a selector; every parameter has AE's default.
  public init(
    start: Double = 0, end: Double = 100, offset: Double = 0, units: Units = .percentage,
    shape: Shape = .square, amount: Double = 100, easeHigh: Double = 0, easeLow: Double = 0,
    smoothness: Double = 100, randomizeOrder: Bool = false, randomSeed: UInt64 = 0
  ) {
    self.start = start
    self.end = end
    self.offset = offset
    self.units = units
    self.shape = shape
    self.amount = amount
    self.easeHigh = easeHigh
    self.easeLow = easeLow
    self.smoothness = smoothness
    self.randomizeOrder = randomizeOrder
    self.randomSeed = randomSeed
  }

  /// The curve that Ease High and Ease Low make (linear when both are 0).
  public var easeCurve: UnitCurve {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 1.0
    var y2 = 1.0
    let low = clampPercent(easeLow)
    let high = clampPercent(easeHigh)
    if low > 0 { x1 = low / 100 } else { y1 = -low / 100 }
    if high > 0 { x2 = 1 - high / 100 } else { y2 = 1 + high / 100 }
    if x1 == 0, y1 == 0, x2 == 1, y2 == 1 { return .linear }
    return .bezier(
      startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
  }

  /// The weight of the unit at every position: 0 (unselected) … 1, times ``amount``/100.
  /// Non-finite parameters select nothing.
  public func weights(count: Int) -> [Double] {
    guard count > 0 else { return [] }
    let curve = easeCurve
    let random = randomizeOrder ? SeededRandom.permutation(count: count, seed: randomSeed) : nil
    return (0..<count).map { position in
      weight(at: Double(random?[position] ?? position), count: count, curve: curve)
    }
  }

  /// The weight of the unit at position `index` of `count` (see ``weights(count:)``). O(N) when
  /// the order is randomized, else O(1).
  public func weight(ofUnit index: Int, count: Int) -> Double {
    guard index >= 0, index < count else { return 0 }
    let unit =
      randomizeOrder ? SeededRandom.permutation(count: count, seed: randomSeed)[index] : index
    return weight(at: Double(unit), count: count, curve: easeCurve)
  }

  private func clampPercent(_ value: Double) -> Double {
    value.isFinite ? min(max(value, -100), 100) : 0
  }

  private func weight(at unit: Double, count: Int, curve: UnitCurve) -> Double {
    guard start.isFinite, end.isFinite, offset.isFinite, amount.isFinite, smoothness.isFinite
    else { return 0 }
    let divisor = units == .index ? 1 : 100 / Double(count)
    var s = (start + offset) / divisor
    var e = (end + offset) / divisor
    if s > e { swap(&s, &e) }
    var weight = 0.0
    let span = e - s
    switch shape {
    case .rampUp:
      weight = span == 0 ? (unit >= e ? 1 : 0) : clamp01((unit + 0.5 - s) / span)
    case .rampDown:
      weight = span == 0 ? (unit >= e ? 0 : 1) : 1 - clamp01((unit + 0.5 - s) / span)
    case .triangle:
      if span != 0 {
        let x = clamp01((unit + 0.5 - s) / span)
        weight = x < 0.5 ? 2 * x : 1 - 2 * (x - 0.5)
      }
    case .round:
      if span != 0 {
        let x = min(max(0, unit + 0.5 - s), span) - span / 2
        let radius = span / 2
        weight = max(0, 1 - x * x / (radius * radius)).squareRoot()
      }
    case .smooth:
      if span != 0 {
        let x = min(max(0, unit + 0.5 - s), span)
        weight = (1 + cos(Double.pi + 2 * Double.pi * x / span)) / 2
      }
    case .square:
      if unit >= s.rounded(.down) {
        weight = unit - s < 0 ? clamp01(min(e, 1) - (s - unit)) : clamp01(e - unit)
      }
    }
    weight = curve.value(at: weight)
    if smoothness < 100 {
      let soft = max(smoothness / 100, 1e-8)
      let threshold = 0.5 - soft / 2
      weight = weight < threshold ? 0 : min((weight - threshold) / soft, 1)
    }
    return weight * min(max(amount, -100), 100) / 100
  }
}

private func clamp01(_ value: Double) -> Double { min(max(value, 0), 1) }

/// A range selector with one bound swept linearly over time, read as a stagger: a unit starts
/// when its weight first reaches ``threshold``.
///
/// The classic AE reveal is `RangeSelectorSweep(sweeping: .end, from: 0, to: 100, duration: 1)`
/// on a square selector with start 0: unit *i* of N starts at `(i + 0.5) / N` seconds.
public struct RangeSelectorSweep: StaggerModel, Hashable {
  /// The bound that moves.
  public enum Bound: Hashable, Sendable {
    /// ``RangeSelector/start``.
    case start
    /// ``RangeSelector/end``.
    case end
    /// ``RangeSelector/offset``.
    case offset
  }

  /// The selector at time 0 (apart from the swept bound).
  public var selector: RangeSelector
  /// The bound that moves.
  public var bound: Bound
  /// The bound's value at time 0.
  public var from: Double
  /// The bound's value at `duration`.
  public var to: Double
  /// Seconds the sweep takes.
  public var duration: TimeInterval
  /// The weight at which a unit counts as started. Default 0.5.
  public var threshold: Double

  /// Creates a sweep. - Precondition: `duration` finite and > 0; `from`, `to` finite (values
  /// from files or the command line: ``checked(_:sweeping:from:to:duration:threshold:)``).
  public init(
    _ selector: RangeSelector = RangeSelector(), sweeping bound: Bound, from: Double, to: Double,
    duration: TimeInterval, threshold: Double = 0.5
  ) {
    Check.require { () throws(MotionError) in
      try Self.validate(from: from, to: to, duration: duration)
    }
    self.selector = selector
    self.bound = bound
    self.from = from
    self.to = to
    self.duration = duration
    self.threshold = threshold
  }

  /// A sweep, or a ``MotionError`` naming the value out of range.
  public static func checked(
    _ selector: RangeSelector = RangeSelector(), sweeping bound: Bound, from: Double, to: Double,
    duration: TimeInterval, threshold: Double = 0.5
  ) throws(MotionError) -> RangeSelectorSweep {
    try validate(from: from, to: to, duration: duration)
    return RangeSelectorSweep(
      selector, sweeping: bound, from: from, to: to, duration: duration, threshold: threshold)
  }

  private static func validate(from: Double, to: Double, duration: TimeInterval)
    throws(MotionError)
  {
    try Check.positive(duration, "duration", in: "RangeSelectorSweep")
    try Check.finite(from, "from", in: "RangeSelectorSweep")
    try Check.finite(to, "to", in: "RangeSelectorSweep")
  }

  /// The selector at `time` (clamped to 0…duration).
  public func selector(at time: TimeInterval) -> RangeSelector {
    let progress = time > 0 ? min(time / duration, 1) : 0
    let value = from + (to - from) * progress
    var result = selector
    switch bound {
    case .start: result.start = value
    case .end: result.end = value
    case .offset: result.offset = value
    }
    return result
  }

  /// Every unit's weight at `time`, by position.
  public func weights(at time: TimeInterval, count: Int) -> [Double] {
    selector(at: time).weights(count: count)
  }

  /// The first time each unit's weight reaches the threshold (sampled in 1/1000 of the
  /// duration, then refined by bisection on that unit alone); `duration` if it never does.
  /// O(1000·N).
  public func startTimes(count: Int) -> [TimeInterval] {
    guard count > 0 else { return [] }
    let steps = 1000
    let random =
      selector.randomizeOrder
      ? SeededRandom.permutation(count: count, seed: selector.randomSeed) : nil
    func weight(ofUnit unit: Int, at time: TimeInterval) -> Double {
      var fixed = selector(at: time)
      fixed.randomizeOrder = false
      return fixed.weight(ofUnit: random?[unit] ?? unit, count: count)
    }
    var result = [TimeInterval?](repeating: nil, count: count)
    var remaining = count
    for (unit, weight) in weights(at: 0, count: count).enumerated() where weight >= threshold {
      result[unit] = 0
      remaining -= 1
    }
    var step = 1
    while step <= steps, remaining > 0 {
      let time = duration * Double(step) / Double(steps)
      let current = weights(at: time, count: count)
      for unit in 0..<count where result[unit] == nil && current[unit] >= threshold {
        var low = duration * Double(step - 1) / Double(steps)
        var high = time
        for _ in 0..<40 {
          let middle = (low + high) / 2
          if weight(ofUnit: unit, at: middle) >= threshold {
            high = middle
          } else {
            low = middle
          }
        }
        result[unit] = high
        remaining -= 1
      }
      step += 1
    }
    return result.map { $0 ?? duration }
  }
}
