import Foundation

/// A sequence of phases played one after another, each change with its own animation, as
/// SwiftUI's `PhaseAnimator`, evaluated at any time.
///
/// The content starts in the first phase; the change to phase *i* uses `animation(phases[i])`
/// and starts as soon as the previous change is *logically complete* (SwiftUI's rule: a
/// spring's response, a timing curve's duration), so a spring may still be settling when the
/// next change begins; values compose as SwiftUI composes interrupted animations (springs
/// merge and keep their velocity, other animations add up). When `repeating` (default), the
/// change back to the first phase follows and the cycle loops forever; otherwise the sequence
/// stops in the last phase.
///
/// ```swift
/// let pulse = PhaseTimeline([1.0, 1.3, 1.0]) { _ in .easeInOut(duration: 0.4) }
/// let scale = pulse.value(at: 0.5) { $0 }    // interpolated between phases
/// ```
public struct PhaseTimeline<Phase> {
  /// The phases in order.
  public let phases: [Phase]
  /// Whether the sequence loops back to the first phase.
  public let repeating: Bool
  /// The animation of each change; index *i* animates into `phases[(i + 1) % count]`.
  public let transitions: [Animation]
  /// The start time of each change, plus the time the last one is logically complete.
  let boundaries: [TimeInterval]

  /// The most changes composed when evaluating a time: earlier ones count as finished.
  static var composedChanges: Int { 64 }

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
      boundaries.append((boundaries.last ?? 0) + transition.logicalDuration)
    }
    self.boundaries = boundaries
  }

  /// The length of one pass through every change, in seconds: the sum of the changes'
  /// logical durations (infinity when one of them never completes).
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
    /// The progress of the change (a spring may be short of 1 when the next change starts).
    public var progress: Double
  }

  /// Whether the sequence stays in one phase: under Reduce Motion, without changes, or with
  /// changes that take no time.
  private func rests(reduceMotion: Bool) -> Bool {
    reduceMotion || transitions.isEmpty || cycleDuration <= 0
  }

  /// The change in progress at `time` (global index over repeated cycles) and its start, or
  /// nil before the first change or after the last of a one-shot sequence.
  private func change(at time: TimeInterval) -> (index: Int, start: TimeInterval)? {
    guard time > 0 else { return nil }
    var cycle = 0.0
    var local = time
    if repeating, cycleDuration.isFinite {
      cycle = (time / cycleDuration).rounded(.down)
      local = time - cycle * cycleDuration
    } else if time >= cycleDuration {
      return nil
    }
    var change = 0
    while change + 1 < transitions.count && boundaries[change + 1] <= local { change += 1 }
    return (Int(cycle) * transitions.count + change, cycle * cycleDuration + boundaries[change])
  }

  /// The state at `time` seconds. Before 0, the first phase. Under Reduce Motion, a repeating
  /// sequence rests in the first phase and a one-shot sequence in its last phase.
  public func state(at time: TimeInterval, reduceMotion: Bool = false) -> State {
    let last = phases.count - 1
    if rests(reduceMotion: reduceMotion) {
      let index = repeating ? 0 : last
      return State(from: phases[index], to: phases[index], toIndex: index, progress: 1)
    }
    guard let (index, start) = change(at: time) else {
      let rest = time > 0 ? last : 0
      return State(from: phases[rest], to: phases[rest], toIndex: rest, progress: 1)
    }
    let transition = index % transitions.count
    let toIndex = (transition + 1) % phases.count
    let progress = transitions[transition].progress(at: time - start)
    return State(
      from: phases[transition], to: phases[toIndex], toIndex: toIndex, progress: progress)
  }

  /// The animated value at `time`: the changes so far, each animated from where the previous
  /// left the value (at most the last ``composedChanges`` are composed).
  public func value<V: Animatable>(
    at time: TimeInterval, reduceMotion: Bool = false, _ value: (Phase) -> V
  ) -> V {
    if rests(reduceMotion: reduceMotion) {
      return value(state(at: time, reduceMotion: reduceMotion).to)
    }
    guard let (current, _) = change(at: time) else {
      return value(time > 0 ? phases[phases.count - 1] : phases[0])
    }
    let count = transitions.count
    let first = max(0, current - Self.composedChanges + 1)
    func startTime(_ change: Int) -> Double {
      let cycle = Double(change / count)
      return (cycle.isZero ? 0 : cycle * cycleDuration) + boundaries[change % count]
    }
    let initial = value(phases[first % count])
    var track = AnimationTrack(initial: initial.animatableData, at: startTime(first))
    for change in first...current {
      let transition = change % count
      track.set(
        value(phases[(transition + 1) % phases.count]).animatableData, at: startTime(change),
        animation: transitions[transition])
    }
    var result = initial
    result.animatableData = track.value(at: time)
    return result
  }
}

extension PhaseTimeline: Sendable where Phase: Sendable {}
extension PhaseTimeline.State: Sendable where Phase: Sendable {}
