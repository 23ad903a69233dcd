import Foundation

/// A keyframe placed on the timeline with its start value and tangents resolved.
struct KeyframeSegment<Data: VectorArithmetic> {
  enum Shape {
    case linear(UnitCurve)
    /// Hermite tangents at the start and end, units per second.
    case cubic(Data, Data)
    /// The spring and its initial velocity.
    case spring(Spring, Data)
    /// A jump.
    case move
  }

  var start: TimeInterval
  var duration: TimeInterval
  var from: Data
  var to: Data
  var shape: Shape
  /// The value when the segment ends: `to`, except for a spring cut before it settles.
  var end: Data
  /// The velocity when the segment ends, handed to the next segment.
  var endVelocity: Data

  func value(at time: TimeInterval) -> Data {
    guard duration > 0, time < start + duration else { return end }
    let local = max(0, time - start)
    switch shape {
    case .move:
      return end
    case .linear(let curve):
      return from + (to - from).scaled(by: curve.value(at: local / duration))
    case .cubic(let m0, let m1):
      let s = local / duration
      let s2 = s * s
      let s3 = s2 * s
      return from.scaled(by: 2 * s3 - 3 * s2 + 1) + m0.scaled(by: (s3 - 2 * s2 + s) * duration)
        + to.scaled(by: 3 * s2 - 2 * s3) + m1.scaled(by: (s3 - s2) * duration)
    case .spring(let spring, let velocity):
      return from + spring.value(target: to - from, initialVelocity: velocity, time: local)
    }
  }
}

/// A velocity that falls back to `fallback` when a curve's slope is infinite.
private func finiteSlope(_ slope: Double, fallback: Double) -> Double {
  slope.isFinite ? slope : fallback
}

/// Places keyframes one after another from `initial`, resolving spring cuts, handed-on
/// velocities and Catmull-Rom tangents. O(n).
func resolveSegments<Value: Animatable>(
  _ specs: [KeyframeSpec<Value>], initial: Value.AnimatableData
) -> [KeyframeSegment<Value.AnimatableData>] {
  typealias Data = Value.AnimatableData
  var segments: [KeyframeSegment<Data>] = []
  segments.reserveCapacity(specs.count)
  var time = 0.0
  var value = initial
  var velocity = Data.zero
  for (index, spec) in specs.enumerated() {
    let from = value
    let to = spec.target.animatableData
    let duration = spec.duration
    var shape: KeyframeSegment<Data>.Shape
    var end = to
    var endVelocity = Data.zero
    if duration <= 0 {
      shape = .move
    } else {
      switch spec.kind {
      case .move:
        shape = .move
      case .linear(let curve):
        shape = .linear(curve)
        let slope = finiteSlope(curve.velocity(at: 1), fallback: 1)
        endVelocity = (to - from).scaled(by: slope / duration)
      case .spring(let spring, let startVelocity):
        let v0 = startVelocity ?? velocity
        shape = .spring(spring, v0)
        end = from + spring.value(target: to - from, initialVelocity: v0, time: duration)
        endVelocity = spring.velocity(target: to - from, initialVelocity: v0, time: duration)
      case .cubic(let startVelocity, let endVelocityOverride):
        let previous = index > 0 ? segments[index - 1] : nil
        let m0 =
          startVelocity
          ?? incomingTangent(
            previous: previous, previousSpec: index > 0 ? specs[index - 1] : nil,
            to: to, start: time, duration: duration, velocity: velocity)
        let next = index + 1 < specs.count ? specs[index + 1] : nil
        let m1 =
          endVelocityOverride
          ?? outgoingTangent(
            next: next, from: from, to: to, start: time, duration: duration)
        shape = .cubic(m0, m1)
        endVelocity = m1
      }
    }
    segments.append(
      KeyframeSegment(
        start: time, duration: max(0, duration), from: from, to: to, shape: shape, end: end,
        endVelocity: endVelocity))
    time += max(0, duration)
    value = end
    velocity = endVelocity
  }
  return segments
}

/// The start tangent of a cubic keyframe without an explicit start velocity.
private func incomingTangent<Value: Animatable>(
  previous: KeyframeSegment<Value.AnimatableData>?, previousSpec: KeyframeSpec<Value>?,
  to: Value.AnimatableData, start: TimeInterval, duration: TimeInterval,
  velocity: Value.AnimatableData
) -> Value.AnimatableData {
  guard let previous, let previousSpec, previous.duration > 0 else { return .zero }
  if case .cubic(_, let explicitEnd) = previousSpec.kind {
    if let explicitEnd { return explicitEnd }
    let span = start + duration - previous.start
    return span > 0 ? (to - previous.from).scaled(by: 1 / span) : .zero
  }
  if case .move = previousSpec.kind { return .zero }
  return velocity
}

/// The end tangent of a cubic keyframe without an explicit end velocity.
private func outgoingTangent<Value: Animatable>(
  next: KeyframeSpec<Value>?, from: Value.AnimatableData, to: Value.AnimatableData,
  start: TimeInterval, duration: TimeInterval
) -> Value.AnimatableData {
  guard let next, next.duration > 0 else { return .zero }
  let nextTarget = next.target.animatableData
  switch next.kind {
  case .cubic(let explicitStart, _):
    if let explicitStart { return explicitStart }
    let span = start + duration + next.duration - start
    return span > 0 ? (nextTarget - from).scaled(by: 1 / span) : .zero
  case .linear(let curve):
    let slope = finiteSlope(curve.velocity(at: 0), fallback: 1)
    return (nextTarget - to).scaled(by: slope / next.duration)
  case .spring(_, let startVelocity):
    return startVelocity ?? .zero
  case .move:
    return .zero
  }
}

/// Evaluates resolved segments at `time`: the initial value before 0, the last end value after
/// the end. O(log n).
@_specialize(where Data == Double)
func evaluateSegments<Data: VectorArithmetic>(
  _ segments: [KeyframeSegment<Data>], initial: Data, time: TimeInterval
) -> Data {
  guard let first = segments.first, time >= first.start else { return initial }
  // The last segment that has started; zero-duration segments at the same time all apply.
  var low = 0
  var high = segments.count
  while high - low > 1 {
    let middle = (low + high) / 2
    if segments[middle].start <= time { low = middle } else { high = middle }
  }
  return segments[low].value(at: time)
}
