import Foundation
import KinetypeCore
import Testing

@testable import KinetypeMotion

/// The seed's elastic ease-in-out, as a user would write it.
private struct ElasticAnimation: CustomAnimation {
  let duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time <= duration else { return nil }
    let p = time / duration
    let s = sin((20 * p - 11.125) * ((2 * .pi) / 4.5))
    let progress: Double
    if p < 0.5 {
      progress = -(pow(2, 20 * p - 10) * s) / 2
    } else {
      progress = (pow(2, -20 * p + 10) * s) / 2 + 1
    }
    return value.scaled(by: progress)
  }
}

@Test func animation_timingCurves_useDefaultDuration035() {
  for (animation, curve) in [
    (Animation.linear, UnitCurve.linear), (.easeIn, .easeIn), (.easeOut, .easeOut),
    (.easeInOut, .easeInOut),
  ] {
    #expect(animation.duration == 0.35)
    #expect(abs(animation.progress(at: 0.1) - curve.value(at: 0.1 / 0.35)) < 1e-12)
    #expect(!animation.isFinished(at: 0.349))
    #expect(animation.isFinished(at: 0.35))
    #expect(animation.progress(at: 5) == 1)
    #expect(animation.progress(at: -1) == 0)
  }
  let custom = Animation.timingCurve(0.68, -0.55, 0.27, 1.55, duration: 2)
  #expect(custom.progress(at: 0.3) < 0)
}

@Test func animation_spring_integratesSpringInSteps() {
  // `.spring` is SwiftUI's fluid spring, integrated in 1/300 s steps: it follows the closed
  // form of the same Spring to within the integration's error (0.6 % of the change).
  let animation = Animation.spring(duration: 0.5, bounce: 0.3)
  let spring = Spring(duration: 0.5, bounce: 0.3)
  for t in stride(from: 0.05, to: 1, by: 0.05) {
    #expect(abs(animation.progress(at: t) - spring.value(target: 1.0, time: t)) < 6e-3)
  }
  // It finishes once slow (|v|, |F| ≤ 0.06) and within 1 % of the change: before the closed
  // form settles within 0.001.
  #expect(animation.duration < spring.settlingDuration)
  #expect(animation.isFinished(at: animation.duration))
  #expect(!animation.isFinished(at: animation.duration - 1.0 / 60))
  #expect(Animation.spring == Animation.spring(duration: 0.5, bounce: 0))
  #expect(Animation.default == Animation.spring)
  #expect(Animation.snappy == Animation.spring(duration: 0.5, bounce: 0.15))
  #expect(Animation.bouncy(duration: 0.4) == Animation.spring(duration: 0.4, bounce: 0.3))
  #expect(
    Animation.spring(response: 0.5, dampingFraction: 0.7)
      == Animation.spring(duration: 0.5, bounce: 0.3))
  let fromSpring = Animation.spring(Spring.bouncy)
  #expect(abs(fromSpring.progress(at: 0.3) - Animation.bouncy.progress(at: 0.3)) < 1e-9)
}

@Test func animation_logicalDuration_followsSwiftUI() {
  // A timing curve is logically complete when it ends, a spring after its response, a
  // closed-form spring after one period; delays add; speed divides.
  #expect(Animation.easeInOut(duration: 0.35).logicalDuration == 0.35)
  #expect(Animation.spring(duration: 0.5, bounce: 0.3).logicalDuration == 0.5)
  #expect(Animation.spring(response: 0.8, dampingFraction: 0.5).logicalDuration == 0.8)
  #expect(abs(Animation.interpolatingSpring(duration: 0.4).logicalDuration - 0.4) < 1e-12)
  #expect(Animation.snappy.delay(0.2).logicalDuration == 0.7)
  #expect(Animation.linear(duration: 1).speed(2).logicalDuration == 0.5)
  #expect(Animation.linear(duration: 1).repeatCount(3).logicalDuration == 3)
  #expect(Animation.linear(duration: 1).repeatForever().logicalDuration == .infinity)
  // A custom animation that never says so is logically complete when it finishes.
  #expect(abs(Animation(ElasticAnimation(duration: 0.5)).logicalDuration - 0.5) < 1e-9)
  // The context flag rises at that time.
  var context = AnimationContext<Double>()
  _ = Animation.spring.animate(value: 1.0, time: 0.49, context: &context)
  #expect(!context.isLogicallyComplete)
  _ = Animation.spring.animate(value: 1.0, time: 0.5, context: &context)
  #expect(context.isLogicallyComplete)
}

@Test func animation_interpolatingSpring_relativeInitialVelocity() {
  let animation = Animation.interpolatingSpring(
    mass: 1, stiffness: 170, damping: 15, initialVelocity: 2)
  let spring = Spring(mass: 1, stiffness: 170, damping: 15)
  let t = 0.13
  let expected = spring.value(target: 1.0, initialVelocity: 2.0, time: t)
  #expect(abs(animation.progress(at: t) - expected) < 1e-12)
  let point = animation.value(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 20, y: 0), at: t)
  #expect(abs(point.x - 20 * expected) < 1e-9)
  #expect(abs(point.y - (10 - 10 * expected)) < 1e-9)
}

@Test func animation_delayAndSpeed_shiftAndScaleTime() {
  let base = Animation.easeInOut(duration: 1)
  let delayed = base.delay(0.25)
  #expect(delayed.progress(at: 0.2) == 0)
  #expect(delayed.progress(at: 0.75) == base.progress(at: 0.5))
  #expect(delayed.duration == 1.25)
  let fast = base.speed(2)
  #expect(fast.progress(at: 0.2) == base.progress(at: 0.4))
  #expect(fast.duration == 0.5)
  #expect(fast.isFinished(at: 0.5))
}

@Test func animation_repeatCount_autoreversesOddIterations() {
  let base = Animation.easeIn(duration: 1)
  let twice = base.repeatCount(2)
  #expect(twice.duration == 2)
  #expect(abs(twice.progress(at: 0.3) - base.progress(at: 0.3)) < 1e-12)
  #expect(abs(twice.progress(at: 1.3) - (1 - base.progress(at: 0.3))) < 1e-12)
  #expect(twice.isFinished(at: 2))
  let forward = base.repeatCount(3, autoreverses: false)
  #expect(abs(forward.progress(at: 2.4) - base.progress(at: 0.4)) < 1e-12)
  let forever = base.repeatForever()
  #expect(forever.duration == .infinity)
  #expect(!forever.isFinished(at: 1e6))
  #expect(abs(forever.progress(at: 101.25) - (1 - base.progress(at: 0.25))) < 1e-9)
  #expect(base.repeatCount(0).isFinished(at: 0))
}

@Test func animation_customAnimation_seedElastic() {
  let elastic = Animation(ElasticAnimation(duration: 0.5))
  #expect(abs(elastic.duration - 0.5) < 1e-9)
  // The seed's easeInOutElastic at x = 0.3 (first half: −2^(20x − 10)·sin((20x − 11.125)·2π/4.5)/2)
  // and x = 0.5 (second half: 2^(10 − 20x)·sin(…)/2 + 1).
  let early = -(pow(2, 20 * 0.3 - 10) * sin((20 * 0.3 - 11.125) * ((2 * Double.pi) / 4.5))) / 2
  #expect(abs(elastic.progress(at: 0.15) - early) < 1e-12)
  let middle = sin((20 * 0.5 - 11.125) * ((2 * Double.pi) / 4.5)) / 2 + 1
  #expect(abs(elastic.progress(at: 0.25) - middle) < 1e-12)
  let s = sin((20 * 0.8 - 11.125) * ((2 * Double.pi) / 4.5))
  #expect(abs(elastic.progress(at: 0.4) - ((pow(2, -20 * 0.8 + 10) * s) / 2 + 1)) < 1e-12)
  #expect(elastic.isFinished(at: 0.51))
  let delayed = elastic.delay(1)
  #expect(abs(delayed.duration - 1.5) < 1e-9)
  #expect(elastic != Animation(ElasticAnimation(duration: 0.6)))
  #expect(elastic == Animation(ElasticAnimation(duration: 0.5)))
}

@Test func animation_reduceMotion_yieldsEndStateOrCrossFade() {
  let animation = Animation.bouncy.delay(0.3)
  #expect(animation.progress(at: 0, reduceMotion: true) == 1)
  #expect(animation.isFinished(at: 0, reduceMotion: true))
  #expect(animation.value(from: 0.0, to: 8.0, at: 0.1, reduceMotion: true) == 8)
  #expect(animation.crossFadeOpacity(at: 0.1, reduceMotion: true) == 1)
  let fading = animation.reduceMotionFallback(.crossFade(duration: 0.2))
  #expect(fading.progress(at: 0.05, reduceMotion: true) == 1)
  #expect(fading.crossFadeOpacity(at: 0.05, reduceMotion: true) == 0.25)
  #expect(fading.crossFadeOpacity(at: 0.05, reduceMotion: false) == 1)
  #expect(!fading.isFinished(at: 0.1, reduceMotion: true))
  #expect(fading.isFinished(at: 0.2, reduceMotion: true))
  #expect(fading.repeatCount(3).reduceMotionFallback == .crossFade(duration: 0.2))
  // As in SwiftUI, built-in animations do not read the context's flag: your code decides
  // what Reduce Motion does (the flag is there for your own animations).
  var context = AnimationContext<Double>(accessibilityReduceMotion: true)
  #expect(Animation.easeIn.animate(value: 1.0, time: 0.1, context: &context) != nil)
  #expect(Animation.smooth.animate(value: 1.0, time: 0.1, context: &context) != nil)
}

@Test func animation_value_neverNaN() {
  for animation in [
    Animation.linear(duration: 0), .easeInOut, .bouncy, .spring(duration: 0.2, bounce: -0.5),
  ] {
    for time in [-.infinity, -1, 0, .nan, 0.1, 10, .infinity] {
      #expect(animation.progress(at: time).isFinite)
    }
  }
}

@Test func animation_preconditions_rejectBadParameters() async {
  await #expect(processExitsWith: .failure) { _ = Animation.linear(duration: -1) }
  await #expect(processExitsWith: .failure) { _ = Animation.easeIn.speed(0) }
  await #expect(processExitsWith: .failure) { _ = Animation.easeIn.delay(.nan) }
}

@Test func motionError_requireHelpers_validateBeforeConstruction() {
  #expect(throws: MotionError.self) { try MotionError.requirePositive(0, "duration", in: "scene") }
  #expect(throws: MotionError.self) { try MotionError.requireNonNegative(-1, "delay", in: "scene") }
  #expect(throws: MotionError.self) { try MotionError.requireFinite(.nan, "x", in: "scene") }
  #expect(throws: Never.self) { try MotionError.requireNonNegative(0, "duration", in: "scene") }
}
