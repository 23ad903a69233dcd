// swift-format-ignore-file
// Seed 001, "Shadow Path Animation": statements, wrapped in a function whose parameters are the
// layer (and values) they use. `import QuartzCore` becomes the imports below.
import Foundation
import Kinetype
import KinetypeCoreAnimation
import KinetypeUIKit

func seed001ShadowPathAnimation(layer: CALayer, newBounds: CGRect) {
// verbatim: seeds/001_45c64fa975756c2f.txt:77-85
// Animate shadowPath -- not possible in pure SwiftUI
let animation = CABasicAnimation(keyPath: "shadowPath")
animation.fromValue = layer.shadowPath
animation.toValue = UIBezierPath(roundedRect: newBounds, cornerRadius: 16).cgPath
animation.duration = 0.3
animation.timingFunction = CAMediaTimingFunction(name: .easeOut)

layer.shadowPath = UIBezierPath(roundedRect: newBounds, cornerRadius: 16).cgPath
layer.add(animation, forKey: "shadowPath")
// end verbatim
}
