import Foundation

/// How one keyframe interpolates from the previous value to its own.
enum KeyframeKind<Data: VectorArithmetic> {
  case linear(UnitCurve)
  case cubic(startVelocity: Data?, endVelocity: Data?)
  case spring(Spring, startVelocity: Data?)
  case move
}

/// One keyframe as the builders collect it: the value it reaches, in ``Animatable/animatableData``
/// form, how long it takes and how it gets there.
struct KeyframeSpec<Value: Animatable> {
  var target: Value
  var duration: TimeInterval
  var kind: KeyframeKind<Value.AnimatableData>
}

func checkKeyframeDuration(_ duration: TimeInterval, _ context: String) {
  Check.require { () throws(MotionError) in
    try Check.nonNegative(duration, "duration", in: context)
  }
}

/// Interpolates in a straight line to `to` over `duration`, optionally reshaped by a timing curve.
public struct LinearKeyframe<Value: Animatable> {
  /// The value reached at the end of the keyframe.
  public var to: Value
  /// Seconds the keyframe lasts (0 jumps).
  public var duration: TimeInterval
  /// The curve applied to the keyframe's progress. Default: ``UnitCurve/linear``.
  public var timingCurve: UnitCurve

  /// Creates a linear keyframe. - Precondition: `duration` finite and ≥ 0.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    checkKeyframeDuration(duration, "LinearKeyframe")
    self.to = to
    self.duration = duration
    self.timingCurve = timingCurve
  }

  var spec: KeyframeSpec<Value> {
    KeyframeSpec(target: to, duration: duration, kind: .linear(timingCurve))
  }
}

/// Interpolates along a cubic curve: adjacent cubic keyframes form a Catmull-Rom spline, as
/// SwiftUI's `CubicKeyframe`.
///
/// The tangent at a knot between two cubic keyframes is `(next − previous) / (t_next − t_previous)`;
/// at the start or end of a track it is 0; next to another kind of keyframe it is that
/// keyframe's velocity there. Explicit velocities (units per second) win.
public struct CubicKeyframe<Value: Animatable> {
  /// The value reached at the end of the keyframe.
  public var to: Value
  /// Seconds the keyframe lasts (0 jumps).
  public var duration: TimeInterval
  /// The velocity at the start, in units per second; `nil` derives it from the neighbours.
  public var startVelocity: Value?
  /// The velocity at the end, in units per second; `nil` derives it from the neighbours.
  public var endVelocity: Value?

  /// Creates a cubic keyframe. - Precondition: `duration` finite and ≥ 0.
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    checkKeyframeDuration(duration, "CubicKeyframe")
    self.to = to
    self.duration = duration
    self.startVelocity = startVelocity
    self.endVelocity = endVelocity
  }

  var spec: KeyframeSpec<Value> {
    KeyframeSpec(
      target: to, duration: duration,
      kind: .cubic(
        startVelocity: startVelocity?.animatableData, endVelocity: endVelocity?.animatableData))
  }
}

/// Runs a spring towards `to` for the keyframe's duration, starting with the incoming velocity.
///
/// The spring is cut when the keyframe ends (the value is not forced to `to`) and hands its
/// value and velocity to the next keyframe, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable> {
  /// The spring's target.
  public var to: Value
  /// Seconds the spring runs; `nil` uses the spring's ``Spring/settlingDuration``.
  public var duration: TimeInterval?
  /// The spring. Default: `Spring()` (duration 0.5, no bounce).
  public var spring: Spring
  /// The velocity at the start in units per second; `nil` takes the previous keyframe's.
  public var startVelocity: Value?

  /// Creates a spring keyframe. - Precondition: `duration`, if given, finite and ≥ 0.
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    if let duration { checkKeyframeDuration(duration, "SpringKeyframe") }
    self.to = to
    self.duration = duration
    self.spring = spring
    self.startVelocity = startVelocity
  }

  var spec: KeyframeSpec<Value> {
    let seconds = duration ?? spring.settlingDuration
    return KeyframeSpec(
      target: to, duration: seconds.isFinite ? seconds : 0,
      kind: .spring(spring, startVelocity: startVelocity?.animatableData))
  }
}

/// Jumps to `to` without interpolating; lasts no time.
public struct MoveKeyframe<Value: Animatable> {
  /// The value jumped to.
  public var to: Value

  /// Creates a move keyframe.
  public init(_ to: Value) {
    self.to = to
  }

  var spec: KeyframeSpec<Value> { KeyframeSpec(target: to, duration: 0, kind: .move) }
}

/// The keyframes of one track, in order: what a ``KeyframeTrackContentBuilder`` builds.
public struct KeyframeTrackContent<Value: Animatable> {
  var specs: [KeyframeSpec<Value>]

  init(_ specs: [KeyframeSpec<Value>]) {
    self.specs = specs
  }

  /// The total duration of the keyframes in seconds.
  public var duration: TimeInterval { specs.reduce(0) { $0 + $1.duration } }
}

/// Collects ``LinearKeyframe``, ``CubicKeyframe``, ``SpringKeyframe`` and ``MoveKeyframe``
/// values, with `if`, `switch` and `for`, as SwiftUI's builder of the same name.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
  /// A linear keyframe.
  public static func buildExpression(_ keyframe: LinearKeyframe<Value>)
    -> KeyframeTrackContent<Value>
  { KeyframeTrackContent([keyframe.spec]) }
  /// A cubic keyframe.
  public static func buildExpression(_ keyframe: CubicKeyframe<Value>)
    -> KeyframeTrackContent<Value>
  { KeyframeTrackContent([keyframe.spec]) }
  /// A spring keyframe.
  public static func buildExpression(_ keyframe: SpringKeyframe<Value>)
    -> KeyframeTrackContent<Value>
  { KeyframeTrackContent([keyframe.spec]) }
  /// A move keyframe.
  public static func buildExpression(_ keyframe: MoveKeyframe<Value>)
    -> KeyframeTrackContent<Value>
  { KeyframeTrackContent([keyframe.spec]) }
  /// Already-built content.
  public static func buildExpression(_ content: KeyframeTrackContent<Value>)
    -> KeyframeTrackContent<Value>
  { content }
  /// Keyframes in order.
  public static func buildBlock(_ parts: KeyframeTrackContent<Value>...)
    -> KeyframeTrackContent<Value>
  { KeyframeTrackContent(parts.flatMap(\.specs)) }
  /// An `if` without `else`.
  public static func buildOptional(_ part: KeyframeTrackContent<Value>?)
    -> KeyframeTrackContent<Value>
  { part ?? KeyframeTrackContent([]) }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: KeyframeTrackContent<Value>)
    -> KeyframeTrackContent<Value>
  { part }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: KeyframeTrackContent<Value>)
    -> KeyframeTrackContent<Value>
  { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [KeyframeTrackContent<Value>])
    -> KeyframeTrackContent<Value>
  { KeyframeTrackContent(parts.flatMap(\.specs)) }
}
