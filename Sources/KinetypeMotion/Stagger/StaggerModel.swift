import Foundation

/// Which order a stagger walks its units in.
///
/// Units are numbered 0..<N in **reading order** (a layout's slices, clusters, words or lines in
/// logical order), so by default a stagger over Hebrew or Arabic starts at the right. Pass a
/// visual order to stagger by position on screen instead.
public struct StaggerOrder: Hashable, Sendable {
  /// For each reading index, its visual index; `nil` for reading order.
  public let visualIndices: [Int]?

  /// Reading (logical) order: unit *i* is at position *i*.
  public static let reading = StaggerOrder(checked: nil)

  private init(checked visualIndices: [Int]?) {
    self.visualIndices = visualIndices
  }

  /// Visual order: `visualIndices[i]` is the left-to-right position of reading unit *i*.
  /// - Throws: ``MotionError`` if the array is not a permutation of 0..<count.
  public init(visualIndices: [Int]) throws(MotionError) {
    var seen = [Bool](repeating: false, count: visualIndices.count)
    for (index, position) in visualIndices.enumerated() {
      guard position >= 0, position < visualIndices.count, !seen[position] else {
        throw MotionError(
          parameter: "visualIndices[\(index)]", value: Double(position),
          requirement: "a permutation of 0..<\(visualIndices.count)", context: "StaggerOrder")
      }
      seen[position] = true
    }
    self.visualIndices = visualIndices
  }

  /// The position of reading unit `index` among `count` units.
  /// - Precondition: a visual order has exactly `count` entries.
  public func position(of index: Int, count: Int) -> Int {
    guard let visualIndices else { return index }
    precondition(
      visualIndices.count == count,
      "StaggerOrder: visual order has \(visualIndices.count) units, the stagger has \(count)")
    return visualIndices[index]
  }
}

/// A rule giving each of N units the time it starts, in seconds from the start of the effect.
public protocol StaggerModel: Sendable {
  /// The start time of every unit, indexed by reading index. O(N).
  func startTimes(count: Int, order: StaggerOrder) -> [TimeInterval]
}

extension StaggerModel {
  /// The start time of every unit in reading order.
  public func startTimes(count: Int) -> [TimeInterval] {
    startTimes(count: count, order: .reading)
  }

  /// The start time of reading unit `index` of `count`. O(N); call ``startTimes(count:order:)``
  /// once when you need every unit.
  public func startTime(ofUnit index: Int, count: Int, order: StaggerOrder = .reading)
    -> TimeInterval
  {
    let times = startTimes(count: count, order: order)
    return times.indices.contains(index) ? times[index] : 0
  }

  /// Each unit's local time at `time`: `time − startTime`, clamped below at 0 (not started).
  public func localTimes(at time: TimeInterval, count: Int, order: StaggerOrder = .reading)
    -> [TimeInterval]
  {
    startTimes(count: count, order: order).map { max(0, time - $0) }
  }
}

extension StaggerModel {
  /// Every unit's progress at `time` when each runs `animation` from its own start time:
  /// `animation.progress(at: time − startTime)`, indexed by reading index. O(N).
  ///
  /// Under Reduce Motion every unit is at its end state (progress 1).
  public func progresses(
    of animation: Animation, at time: TimeInterval, count: Int, order: StaggerOrder = .reading,
    reduceMotion: Bool = false
  ) -> [Double] {
    startTimes(count: count, order: order).map {
      animation.progress(at: time - $0, reduceMotion: reduceMotion)
    }
  }
}
