import Foundation

/// One animated property over time, as SwiftUI animates it: a history of target values, each
/// change with or without an animation, evaluated at any time.
///
/// The presented value at time *t* is the target as of *t* plus, for every animation still
/// running, the part of its change it has not covered yet. A change with an animation either
/// **merges** into the running animation (when the new animation's
/// ``CustomAnimation/shouldMerge(previous:value:time:context:)`` says so, as springs do): the
/// run continues on its own clock, with its state (offset and velocity), towards the new
/// target; or it **adds** a new run for the difference between the new target and the old,
/// so interrupted timing curves blend (SwiftUI's additive animations). A change without an
/// animation removes the running ones: the value jumps.
///
/// Evaluation replays each run from its last merge with the animation's own
/// `animate(value:time:context:)`, so a time can be evaluated in any order.
package struct AnimationTrack<Value: VectorArithmetic> {
  /// One change of the target.
  struct Target {
    var time: Double
    var value: Value
  }

  /// One animation run: segments of one animation each, the later ones merged in.
  struct Run {
    var start: Double
    var segments: [Segment]
    /// When a change without animation removed the run (infinity if never).
    var removed = Double.infinity
    /// When the latest segment finishes (infinity if never), on a 1/60 s grid.
    var finish: Double
  }

  /// The part of a run from a merge (or its start) on.
  struct Segment {
    /// Seconds from the run's start.
    var elapsed: Double
    var animation: Animation
    /// The change the run animates from its original start value.
    var delta: Value
    /// The context when the segment starts (after the merge that opened it).
    var context: AnimationContext<Value>
  }

  /// What a change started, for completion callbacks.
  package struct Started: Sendable {
    /// When the change's animation is logically complete.
    package var logicallyComplete: Double
    /// When it finishes (is removed).
    package var finished: Double
  }

  private(set) var targets: [Target]
  private(set) var runs: [Run] = []
  /// Whether the animated view asks for reduced motion (passed to animations' contexts).
  private let reduceMotion: Bool

  /// A track starting at `initial` at `time`.
  package init(initial: Value, at time: Double = 0, reduceMotion: Bool = false) {
    targets = [Target(time: time, value: initial)]
    self.reduceMotion = reduceMotion
  }

  /// The latest target.
  package var target: Value { targets[targets.count - 1].value }

  /// The time of the latest change.
  package var lastChange: Double { targets[targets.count - 1].time }

  /// When the last running animation finishes (the value rests from then on).
  package var restTime: Double {
    runs.reduce(lastChange) { max($0, min($1.finish, $1.removed)) }
  }

  /// Changes the target to `value` at `time` (not before the last change), animated by
  /// `animation` or at once. Returns what the animation started, or nil without one.
  @discardableResult
  package mutating func set(_ value: Value, at time: Double, animation: Animation?) -> Started? {
    let time = max(time, lastChange)
    let old = target
    targets.append(Target(time: time, value: value))
    guard let animation else {
      for index in runs.indices where runs[index].removed > time { runs[index].removed = time }
      return nil
    }
    let difference = value - old
    if let index = runs.lastIndex(where: { $0.isActive(at: time) }) {
      var run = runs[index]
      let previous = run.segments[run.segments.count - 1]
      var context = run.evaluate(at: time).context
      let delta = previous.delta + difference
      let elapsed = time - run.start
      if animation.base.shouldMerge(
        previous: previous.animation, value: delta, time: elapsed, context: &context)
      {
        context.isLogicallyComplete = false
        run.segments.append(
          Segment(elapsed: elapsed, animation: animation, delta: delta, context: context))
        run.finish = run.searchFinish(from: time)
        runs[index] = run
        return Started(
          logicallyComplete: time + animation.logicalDuration, finished: run.finish)
      }
    }
    let run = Run(
      start: time,
      segments: [
        Segment(
          elapsed: 0, animation: animation, delta: difference,
          context: AnimationContext(accessibilityReduceMotion: reduceMotion))
      ], finish: time)
    var started = run
    started.finish = run.searchFinish(from: time)
    runs.append(started)
    return Started(
      logicallyComplete: time + animation.logicalDuration, finished: started.finish)
  }

  /// The target as of `time` (the first target before it).
  package func target(at time: Double) -> Value {
    var low = 0
    var high = targets.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if targets[middle].time <= time { low = middle } else { high = middle - 1 }
    }
    return targets[low].value
  }

  /// The presented value at `time`.
  package func value(at time: Double) -> Value {
    var value = target(at: time)
    for run in runs where run.isActive(at: time) {
      let evaluation = run.evaluate(at: time)
      value += evaluation.part - evaluation.delta
    }
    return value
  }

  /// The presented velocity at `time`, in units per second: the sum of the running
  /// animations' velocities (measured over 1 ms where an animation does not report one).
  package func velocity(at time: Double) -> Value {
    var velocity = Value.zero
    for run in runs where run.isActive(at: time) {
      let evaluation = run.evaluate(at: time)
      let segment = evaluation.segment
      if let known = segment.animation.velocity(
        value: segment.delta, time: time - run.start, context: evaluation.context)
      {
        velocity += known
      } else {
        let before = run.evaluate(at: max(run.start, time - 0.001))
        let span = time - max(run.start, time - 0.001)
        if span > 0 { velocity += (evaluation.part - before.part).scaled(by: 1 / span) }
      }
    }
    return velocity
  }

  /// Whether an animation is running at `time`.
  package func isAnimating(at time: Double) -> Bool {
    runs.contains { $0.isActive(at: time) }
  }
}

extension AnimationTrack.Run {
  func isActive(at time: Double) -> Bool {
    start <= time && time < removed && time < finish
  }

  /// The segment in effect at `time`, its part of the change and its context after
  /// evaluating it there.
  func evaluate(at time: Double) -> (
    part: Value, delta: Value, context: AnimationContext<Value>,
    segment: AnimationTrack<Value>.Segment
  ) {
    let elapsed = max(0, time - start)
    let segment = segments.last { $0.elapsed <= elapsed } ?? segments[0]
    var context = segment.context
    let part =
      segment.animation.animate(value: segment.delta, time: elapsed, context: &context)
      ?? segment.delta
    return (part, segment.delta, context, segment)
  }

  /// When the latest segment finishes: exactly for animations whose end does not depend on
  /// the value (timing curves, closed-form springs, and delays, speeds and repeats of them),
  /// else stepping 1/60 s from `time` with one context (as a display evaluates it); infinity
  /// after 10 minutes.
  func searchFinish(from time: Double) -> Double {
    guard let segment = segments.last else { return time }
    let begin = max(segment.elapsed, time - start)
    if segment.elapsed == 0, let known = segment.animation.valueIndependentFinish {
      return start + max(known, begin)
    }
    var context = segment.context
    if segment.animation.animate(value: segment.delta, time: begin, context: &context) == nil {
      return start + begin
    }
    for step in 1...36_000 {
      let elapsed = begin + Double(step) / 60
      if segment.animation.animate(value: segment.delta, time: elapsed, context: &context) == nil {
        return start + elapsed
      }
    }
    return .infinity
  }
}
