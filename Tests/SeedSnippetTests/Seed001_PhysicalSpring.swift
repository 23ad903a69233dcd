// swift-format-ignore-file
// Seed 001, "Physical Spring Parameters": statements, wrapped in a function whose parameters are the
// layer (and values) they use. `import QuartzCore` becomes the imports below.
import Kinetype
import KinetypeCoreAnimation
import KinetypeUIKit

func seed001PhysicalSpring(layer: CALayer) {
// verbatim: seeds/001_45c64fa975756c2f.txt:157-167
let spring = CASpringAnimation(keyPath: "transform.scale")
spring.fromValue = 0.0
spring.toValue = 1.0
spring.mass = 1.0
spring.stiffness = 200.0
spring.damping = 10.0
spring.initialVelocity = 0.0
spring.duration = spring.settlingDuration // Use the physics-calculated duration

layer.add(spring, forKey: "springScale")
layer.transform = CATransform3DIdentity
// end verbatim
}
