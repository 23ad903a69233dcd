// swift-format-ignore-file
// Seed 001, "Perceptual Spring (iOS 17+)": statements, wrapped in a function whose parameters are the
// layer (and values) they use. `import QuartzCore` becomes the imports below.
import Kinetype
import KinetypeCoreAnimation
import KinetypeUIKit

func seed001PerceptualSpring(layer: CALayer) {
// verbatim: seeds/001_45c64fa975756c2f.txt:173-179
let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
spring.keyPath = "position.y"
spring.fromValue = layer.position.y
spring.toValue = layer.position.y - 100

layer.add(spring, forKey: "perceptualSpring")
layer.position.y -= 100
// end verbatim
}
