// swift-format-ignore-file
// Seed 001, "CAAnimationGroup": statements, wrapped in a function whose parameters are the
// layer (and values) they use. `import QuartzCore` becomes the imports below.
import Kinetype
import KinetypeCoreAnimation
import KinetypeUIKit

func seed001AnimationGroup(layer: CALayer) {
// verbatim: seeds/001_45c64fa975756c2f.txt:199-214
let scaleAnim = CABasicAnimation(keyPath: "transform.scale")
scaleAnim.fromValue = 0.5
scaleAnim.toValue = 1.0

let opacityAnim = CABasicAnimation(keyPath: "opacity")
opacityAnim.fromValue = 0.0
opacityAnim.toValue = 1.0

let group = CAAnimationGroup()
group.animations = [scaleAnim, opacityAnim]
group.duration = 0.4
group.timingFunction = CAMediaTimingFunction(name: .easeOut)

layer.add(group, forKey: "appearGroup")
layer.transform = CATransform3DIdentity
layer.opacity = 1.0
// end verbatim
}
