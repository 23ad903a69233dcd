import Foundation

extension Animation {
  /// A spring animation of `spring` with an initial velocity relative to the change
  /// (1 = the whole change per second). Closed form; finishes at the settling duration.
  static func closedFormSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
    Check.require { () throws(MotionError) in
      try Check.finite(initialVelocity, "initialVelocity", in: "Animation spring")
    }
    return Animation(SpringAnimation(spring: spring, initialVelocity: initialVelocity))
  }

  /// A spring with duration 0.5 s and no bounce.
  public static let spring = Animation.spring()

  /// A spring with a perceptual duration (default 0.5 s) and bounce (default 0).
  ///
  /// `blendDuration` only matters when SwiftUI merges two running animations; frames here are
  /// computed from time, so it is accepted and ignored.
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation {
    closedFormSpring(Spring(duration: duration, bounce: bounce))
  }

  /// A spring with a response (default 0.5 s) and damping fraction (default 0.825).
  /// Disfavoured, as in SwiftUI, so `.spring()` means the duration/bounce form.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    closedFormSpring(Spring(response: response, dampingRatio: dampingFraction))
  }

  /// An animation of `spring`.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    closedFormSpring(spring)
  }

  /// SwiftUI's interactive spring: duration 0.15, bounce 0.15.
  public static let interactiveSpring = Animation.interactiveSpring()

  /// A short spring for gestures (defaults: response 0.15, damping fraction 0.86).
  /// Disfavoured, as in SwiftUI.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction)
  }

  /// A short spring for gestures: bounce 0.15 + `extraBounce`. Default duration 0.15 s.
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring from physical parameters with an initial velocity relative to the change.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    closedFormSpring(
      Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
      initialVelocity: initialVelocity)
  }

  /// A spring from a perceptual duration and bounce with an initial velocity relative to the
  /// change.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    closedFormSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
  }

  /// An animation of `spring` with an initial velocity relative to the change.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
    -> Animation
  {
    closedFormSpring(spring, initialVelocity: initialVelocity)
  }

  /// `interpolatingSpring()`: duration 0.5, no bounce.
  public static let interpolatingSpring = Animation.interpolatingSpring()

  /// A smooth spring: duration 0.5, no bounce.
  public static let smooth = Animation.smooth()
  /// A smooth spring (``Spring/smooth(duration:extraBounce:)``).
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(.smooth(duration: duration, extraBounce: extraBounce))
  }
  /// A snappy spring: duration 0.5, bounce 0.15.
  public static let snappy = Animation.snappy()
  /// A snappy spring (``Spring/snappy(duration:extraBounce:)``).
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(.snappy(duration: duration, extraBounce: extraBounce))
  }
  /// A bouncy spring: duration 0.5, bounce 0.3.
  public static let bouncy = Animation.bouncy()
  /// A bouncy spring (``Spring/bouncy(duration:extraBounce:)``).
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    spring(.bouncy(duration: duration, extraBounce: extraBounce))
  }
}
