import Foundation

extension Animation {
  /// SwiftUI's spring animation: integrated in 1/300 s steps, merging with the animation it
  /// interrupts (see ``FluidSpringAnimation``).
  static func fluidSpring(response: Double, dampingFraction: Double, blendDuration: Double)
    -> Animation
  {
    Check.require { () throws(MotionError) in
      let context = "Animation.spring"
      try Check.nonNegative(response, "response", in: context)
      try Check.nonNegative(dampingFraction, "dampingFraction", in: context)
      try Check.nonNegative(blendDuration, "blendDuration", in: context)
    }
    return Animation(
      FluidSpringAnimation(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }

  /// A closed-form spring animation of `spring` with an initial velocity relative to the
  /// change (1 = the whole change per second): SwiftUI's `interpolatingSpring`, which adds
  /// to the animations it interrupts instead of merging.
  static func closedFormSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
    Check.require { () throws(MotionError) in
      try Check.finite(initialVelocity, "initialVelocity", in: "Animation.interpolatingSpring")
    }
    return Animation(SpringAnimation(spring: spring, initialVelocity: initialVelocity))
  }

  /// A spring with duration 0.5 s and no bounce.
  public static let spring = Animation.spring()

  /// A spring with a perceptual duration (default 0.5 s) and bounce (default 0), as SwiftUI:
  /// `spring(response: duration, dampingFraction: bounce < 0 ? 1 / (bounce + 1) : 1 − bounce)`.
  ///
  /// It merges with the animation it interrupts, keeping its velocity; `blendDuration`
  /// (default 0) is the time over which a merged spring's response moves to this one's.
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation {
    fluidSpring(
      response: duration, dampingFraction: springDampingFraction(bounce: bounce),
      blendDuration: blendDuration)
  }

  /// A spring with a response (default 0.5 s) and damping fraction (default 0.825), as
  /// SwiftUI's: stiffness (2π / response)², damping 2√stiffness · dampingFraction, integrated
  /// in 1/300 s steps; logically complete after `response` seconds. Disfavoured, as in
  /// SwiftUI, so `.spring()` means the duration/bounce form.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    fluidSpring(
      response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// An animation of `spring`: `spring(response: spring.response, dampingFraction:
  /// spring.dampingRatio)`.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    fluidSpring(
      response: spring.response, dampingFraction: spring.dampingRatio,
      blendDuration: blendDuration)
  }

  /// SwiftUI's interactive spring: duration 0.15, bounce 0.15, blend 0.25 s.
  public static let interactiveSpring = Animation.interactiveSpring()

  /// A short spring for gestures (defaults: response 0.15, damping fraction 0.86, blend
  /// 0.25 s). Disfavoured, as in SwiftUI.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A short spring for gestures: bounce 0.15 + `extraBounce`. Default duration 0.15 s.
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  /// A closed-form spring from physical parameters with an initial velocity relative to the
  /// change. It adds to the animations it interrupts; logically complete after one period
  /// (2π / √(stiffness / mass)).
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    closedFormSpring(
      Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
      initialVelocity: initialVelocity)
  }

  /// A closed-form spring from a perceptual duration and bounce with an initial velocity
  /// relative to the change.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    closedFormSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  /// A closed-form animation of `spring` with an initial velocity relative to the change.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
    -> Animation
  {
    closedFormSpring(spring, initialVelocity: initialVelocity)
  }

  /// `interpolatingSpring()`: duration 0.5, no bounce.
  public static let interpolatingSpring = Animation.interpolatingSpring()

  /// A smooth spring: duration 0.5, no bounce.
  public static let smooth = Animation.smooth()
  /// A smooth spring: `spring(duration:bounce: extraBounce)`.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }
  /// A snappy spring: duration 0.5, bounce 0.15.
  public static let snappy = Animation.snappy()
  /// A snappy spring: `spring(duration:bounce: 0.15 + extraBounce)`.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A bouncy spring: duration 0.5, bounce 0.3.
  public static let bouncy = Animation.bouncy()
  /// A bouncy spring: `spring(duration:bounce: 0.3 + extraBounce)`.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
