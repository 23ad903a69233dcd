import Foundation

/// SwiftUI's spring animation (`.spring`, `.smooth`, `.snappy`, `.bouncy`,
/// `.interactiveSpring`): a spring of `response` and `dampingFraction` integrated in fixed
/// steps of 1/300 s, which merges with the animation it interrupts and keeps its velocity.
///
/// As SwiftUI's `FluidSpringAnimation` (OpenSwiftUI's reading of it, docs/animation.md):
/// stiffness k = min((2π / response)², 45 000), damping c = 2√k · dampingFraction; each step
/// advances the offset with the half-step velocity and recomputes the force
/// k·(value − offset) − c·v. The animation is logically complete `response` seconds after it
/// starts (or after it merged) and finishes once max(|v|², |F|²) ≤ 0.0036 and the offset is
/// within 1 % of the change. When another animation interrupts it, ``shouldMerge`` carries
/// the offset and velocity into the new spring, which continues on the same clock; with a
/// `blendDuration`, the response moves from the old spring's to the new one's over that time.
///
/// One difference: SwiftUI skips ahead when it has not evaluated the spring for over a second
/// (an app in the background); Kinetype evaluates any time from the start, so it integrates
/// every step. Times past 10 minutes count as finished.
struct FluidSpringAnimation: CustomAnimation, KnownDurationAnimation, KnownLogicalDuration {
  var response: Double
  var dampingFraction: Double
  var blendDuration: Double

  /// The step of the integration: 1/300 s.
  static let step = 1.0 / 300
  /// The longest time integrated: 10 minutes.
  static let longestTime = 600.0

  var logicalDuration: TimeInterval { max(0, response) }

  var finishTime: TimeInterval {
    var context = AnimationContext<Double>()
    var time = 0.0
    while time < Self.longestTime {
      time += 1.0 / 60
      if animate(value: 1.0, time: time, context: &context) == nil { return time }
    }
    return .infinity
  }

  /// The response at `time`, blended from a merged spring's over `blendDuration`.
  private func response(at time: TimeInterval, _ state: FluidSpringState<some VectorArithmetic>)
    -> Double
  {
    guard blendDuration > 0, state.blendInterval != 0 else { return response }
    let progress = min(max((time - state.blendStart) / blendDuration, 0), 1)
    return response + state.blendInterval * (1 - progress * progress * (3 - progress * 2))
  }

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    var state = context.state[FluidSpringState<V>.self]
    let time = time.isNaN ? 0 : time
    guard time - state.time <= Self.longestTime else { return nil }
    let r = response(at: time, state)
    let stiffness = r > 0 ? min(pow(2 * .pi / r, 2), 45_000) : 45_000
    let damping = 2 * stiffness.squareRoot() * dampingFraction
    if time - state.startTime >= r { context.isLogicallyComplete = true }
    // The steps up to the first step time at or after `time` (counted, not accumulated, so
    // a time on the 1/300 s grid takes exactly its steps).
    let steps = max(0, ((time - state.time) / Self.step - 1e-9).rounded(.up))
    for _ in 0..<Int(steps) {
      // Half a step of velocity, the offset moved by it, the new force, the other half.
      let half = state.force.scaled(by: Self.step / 2) + state.velocity
      state.offset += half.scaled(by: Self.step)
      state.force = half.scaled(by: -damping) + (value - state.offset).scaled(by: stiffness)
      state.velocity = state.force.scaled(by: Self.step / 2) + half
    }
    state.time += steps * Self.step
    context.state[FluidSpringState<V>.self] = state
    guard max(state.velocity.magnitudeSquared, state.force.magnitudeSquared) <= 0.0036 else {
      return state.offset
    }
    let tolerance = value.scaled(by: 0.01).magnitudeSquared
    guard tolerance > 0, tolerance < (value - state.offset).magnitudeSquared else { return nil }
    return state.offset
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    context.state[FluidSpringState<V>.self].velocity
  }

  /// Takes over any running animation: its offset and velocity at `time` become this
  /// spring's, and the clock continues from there.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    var state = context.state[FluidSpringState<V>.self]
    state.velocity = previous.velocity(value: value, time: time, context: context) ?? state.velocity
    state.offset = previous.animate(value: value, time: time, context: &context) ?? state.offset
    state.time = time
    state.startTime = time
    if let spring = previous.base as? FluidSpringAnimation, spring.response != response {
      state.blendInterval = spring.response - response
      state.blendStart = time
    }
    context.state[FluidSpringState<V>.self] = state
    return true
  }
}

/// What a fluid spring keeps between evaluations.
struct FluidSpringState<V: VectorArithmetic>: AnimationStateKey {
  var offset: V = .zero
  var velocity: V = .zero
  var force: V = .zero
  /// The time integrated to (a multiple of 1/300 s from the last merge).
  var time = 0.0
  /// When the spring started or last merged, for logical completion.
  var startTime = 0.0
  var blendStart = 0.0
  var blendInterval = 0.0

  static var defaultValue: FluidSpringState { FluidSpringState() }
}

/// The damping fraction SwiftUI derives from a bounce: 1/(bounce + 1) below 0, else 1 − bounce
/// (0 above a bounce of 1).
func springDampingFraction(bounce: Double) -> Double {
  bounce < 0 ? 1 / (bounce + 1) : max(0, 1 - bounce)
}
