import Foundation
import KinetypeMotion
import Testing

@testable import KinetypeCoreAnimation

/// Apple's `settlingDuration` documentation: mass 1, stiffness 100, damping 5 settles in
/// "approximately 2.85 seconds"; damping 15 "just over 1 second".
@Test func settlingDuration_matchesAppleDocumentedExamples() {
  let spring = CASpringAnimation()
  spring.keyPath = "position.x"
  spring.fromValue = 0
  spring.toValue = 640
  spring.damping = 5
  spring.duration = 2
  #expect(abs(spring.settlingDuration - 2.85) < 0.01)
  spring.damping = 15
  #expect(spring.settlingDuration > 1 && spring.settlingDuration < 1.1)
}

@Test func settlingDuration_defaultsAndVelocity() {
  let spring = CASpringAnimation()
  #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
  // A spring that settles stays within 0.001 of the end after its settling duration.
  for velocity in [0.0, 5.0, -3.0] {
    spring.initialVelocity = CGFloat(velocity)
    let settle = spring.settlingDuration
    for step in 0..<400 {
      let t = settle + Double(step) * 0.01
      #expect(abs(spring.fraction(at: t) - 1) <= 0.001)
    }
  }
}

/// `CASpringAnimation(perceptualDuration:bounce:)` matches SwiftUI's `Spring(duration:bounce:)`:
/// same mass, stiffness, damping, and the same curve on a layer within 1e-4.
@Test(arguments: [(0.5, 0.0), (0.4, 0.15), (0.5, 0.3), (0.8, -0.3)])
func perceptualSpring_matchesSwiftUISpring(duration: Double, bounce: Double) {
  CAMediaClock.with(CAMediaClock()) {
    let reference = Spring(duration: duration, bounce: bounce)
    let animation = CASpringAnimation(perceptualDuration: duration, bounce: CGFloat(bounce))
    #expect(abs(Double(animation.stiffness) - reference.stiffness) < 1e-9)
    #expect(abs(Double(animation.damping) - reference.damping) < 1e-9)
    #expect(abs(animation.perceptualDuration - duration) < 1e-9)
    #expect(abs(Double(animation.bounce) - bounce) < 1e-9)
    animation.keyPath = "position.y"
    animation.fromValue = 0
    animation.toValue = 100
    let layer = CALayer()
    layer.add(animation, forKey: "spring")
    layer.position.y = 100
    // Within the animation's duration (its settling duration: after it the model shows).
    for step in 1..<50 where Double(step) * 0.02 < animation.duration {
      let t = Double(step) * 0.02
      let y = Double(layer.presentation(atLocalTime: t).position.y)
      #expect(abs(y / 100 - reference.value(target: 1.0, time: t)) < 1e-4)
    }
  }
}

@Test func perceptualSpring_playsForItsSettlingDuration() {
  let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
  #expect(spring.duration == spring.settlingDuration)
  #expect(spring.duration > 0.5)
}
