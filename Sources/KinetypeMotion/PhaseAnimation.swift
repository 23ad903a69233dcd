import Foundation

/// A sequence of phases played one after another, each change with its own animation, as
/// SwiftUI's `PhaseAnimator`, evaluated at any time.
///
/// The content starts in the first phase; the change to phase *i* uses `animation(phases[i])`
/// and starts when the previous change has finished. When `repeating` (default), the change
/// back to the first phase follows and the cycle loops forever; otherwise the sequence stops in
/// the last phase.
///
/// ```swift
/// let pulse = PhaseTimeline([1.0, 1.3, 1.0]) { _ in .easeInOut(duration: 0.4) }
/// let scale = pulse.value(at: 0.5) { $0 }    // interpolated between phases
/// ```
///
/// Each change lasts until its animation has finished (for springs, the settling duration;
/// SwiftUI moves on when a spring is "logically complete", a little earlier).
public struct PhaseTimeline<Phase> {
  /// The phases in order.
  public let phases: [Phase]
  /// Whether the sequence loops back to the first phase.
  public let repeating: Bool
  /// The animation of each change; index *i* animates into `phases[(i + 1) % count]`.
  public let transitions: [Animation]
  /// The start time of each change, plus the end of the last one.
  let boundaries: [TimeInterval]

  /// Creates a phase sequence. `animation` receives the phase being animated to.
  /// - Precondition: `phases` is not empty.
  public init(
    _ phases: [Phase], repeating: Bool = true, animation: (Phase) -> Animation = { _ in .default }
  ) {
    precondition(!phases.isEmpty, "PhaseTimeline: phases must not be empty")
    self.phases = phases
    self.repeating = repeating
    let changes = repeating ? phases.count : phases.count - 1
    let transitions = (0..<changes).map { animation(phases[($0 + 1) % phases.count]) }
    self.transitions = transitions
    var boundaries: [TimeInterval] = [0]
    for transition in transitions {
      let length = transition.duration
      boundaries.append((boundaries.last ?? 0) + (length.isFinite ? length : 0))
    }
    self.boundaries = boundaries
  }

  /// The length of one pass through every change, in seconds.
  public var cycleDuration: TimeInterval { boundaries.last ?? 0 }

  /// Where the sequence is at a time: the phases being animated between and the animation's
  /// progress (0 → `from`, 1 → `to`; springs may overshoot).
  public struct State {
    /// The phase animated from.
    public var from: Phase
    /// The phase animated to.
    public var to: Phase
    /// The index of `to` in ``PhaseTimeline/phases``.
    public var toIndex: Int
    /// The progress of the change.
    public var progress: Double
  }

  /// The state at `time` seconds. Before 0, the first phase. Under Reduce Motion, a repeating
  /// sequence rests in the first phase and a one-shot sequence in its last phase.
  public func state(at time: TimeInterval, reduceMotion: Bool = false) -> State {
    let count = phases.count
    let last = count - 1
    if reduceMotion || transitions.isEmpty || cycleDuration <= 0 {
      let index = repeating ? 0 : last
      return State(from: phases[index], to: phases[index], toIndex: index, progress: 1)
    }
    guard time > 0 else {
      return State(from: phases[0], to: phases[0], toIndex: 0, progress: 1)
    }
    var local = time
    if repeating {
      local = time.truncatingRemainder(dividingBy: cycleDuration)
    } else if time >= cycleDuration {
      return State(from: phases[last], to: phases[last], toIndex: last, progress: 1)
    }
    var change = 0
    while change + 1 < transitions.count && boundaries[change + 1] <= local { change += 1 }
    let toIndex = (change + 1) % count
    let progress = transitions[change].progress(at: local - boundaries[change])
    return State(from: phases[change], to: phases[toIndex], toIndex: toIndex, progress: progress)
  }

  /// The animated value at `time`: `value(from)` interpolated towards `value(to)` by the
  /// current change's progress.
  public func value<V: Animatable>(
    at time: TimeInterval, reduceMotion: Bool = false, _ value: (Phase) -> V
  ) -> V {
    let state = state(at: time, reduceMotion: reduceMotion)
    let from = value(state.from)
    let to = value(state.to)
    var result = from
    result.animatableData = from.animatableData.interpolated(
      towards: to.animatableData, amount: state.progress)
    return result
  }
}

extension PhaseTimeline: Sendable where Phase: Sendable {}
extension PhaseTimeline.State: Sendable where Phase: Sendable {}
