// swift-format-ignore-file
// Seed 001, "Path-Based Animation": statements, wrapped in a function whose parameters are the
// layer (and values) they use. `import QuartzCore` becomes the imports below.
import Foundation
import Kinetype
import KinetypeCoreAnimation
import KinetypeUIKit

func seed001PathKeyframes(layer: CALayer) {
// verbatim: seeds/001_45c64fa975756c2f.txt:116-132
// Animate position along a CGPath -- unique to CAKeyframeAnimation
let path = CGMutablePath()
path.move(to: CGPoint(x: 50, y: 300))
path.addCurve(
    to: CGPoint(x: 300, y: 50),
    control1: CGPoint(x: 100, y: 50),
    control2: CGPoint(x: 250, y: 300)
)

let animation = CAKeyframeAnimation(keyPath: "position")
animation.path = path
animation.duration = 1.5
animation.rotationMode = .rotateAuto // Rotate along the tangent
animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

layer.add(animation, forKey: "pathAnimation")
layer.position = CGPoint(x: 300, y: 50)
// end verbatim
}
