import Foundation
import KinetypeCore
import KinetypeCoreAnimation
import KinetypeText

/// A Core Animation layer tree of a scene file (a `{"type": "Layer"}` view): what to build,
/// kept as values so that every frame builds the tree afresh on its own clock (docs/scenes.md,
/// "Layers").
struct SceneLayer: @unchecked Sendable {
  // safety: the paths and colours held are immutable once read (CGPath and CGColor are never
  // mutated after the reader makes them).

  /// The layer class.
  enum Kind: String, CaseIterable {
    case layer, shape, text, gradient, replicator
  }

  var kind: Kind
  var frame: CGRect
  /// Key paths set on the layer, in the file's order (`"opacity": 0.5`,
  /// `"transform.rotation.z": 0.3`), as the values `setValue(_:forKeyPath:)` takes.
  var values: [(keyPath: String, value: Any)] = []
  /// `CAShapeLayer.path`.
  var path: CGPath?
  /// `CATextLayer.string`, `font`, `alignmentMode`, `isWrapped`.
  var text: (string: String, font: String?, alignment: CATextLayerAlignmentMode, wraps: Bool)?
  /// `CAGradientLayer.colors`, `locations`, `type`.
  var gradient: (colors: [CGColor], locations: [Double]?, type: CAGradientLayerType)?
  /// `CAReplicatorLayer.instanceCount` and `instanceDelay`.
  var replicator: (count: Int, delay: Double)?
  var masksToBounds = false
  var animations: [SceneLayerAnimation] = []
  var sublayers: [SceneLayer] = []

  /// A new layer tree as the file describes it.
  func make() -> CALayer {
    let layer: CALayer
    switch kind {
    case .layer: layer = CALayer()
    case .shape:
      let shape = CAShapeLayer()
      shape.path = path
      layer = shape
    case .text:
      let textLayer = CATextLayer()
      if let text {
        textLayer.string = text.string
        textLayer.font = text.font
        textLayer.alignmentMode = text.alignment
        textLayer.isWrapped = text.wraps
      }
      layer = textLayer
    case .gradient:
      let gradientLayer = CAGradientLayer()
      if let gradient {
        gradientLayer.colors = gradient.colors
        gradientLayer.locations = gradient.locations?.map { NSNumber(value: $0) }
        gradientLayer.type = gradient.type
      }
      layer = gradientLayer
    case .replicator:
      let replicatorLayer = CAReplicatorLayer()
      if let replicator {
        replicatorLayer.instanceCount = replicator.count
        replicatorLayer.instanceDelay = replicator.delay
      }
      layer = replicatorLayer
    }
    layer.frame = frame
    layer.masksToBounds = masksToBounds
    for (keyPath, value) in values { layer.setValue(value, forKeyPath: keyPath) }
    for (index, animation) in animations.enumerated() {
      layer.add(animation.make(), forKey: "animations[\(index)]")
    }
    for sublayer in sublayers { layer.addSublayer(sublayer.make()) }
    return layer
  }

  /// When the tree's last animation ends, in seconds from the layer view's appearance
  /// (infinite when one repeats forever).
  var settles: Double {
    var children = sublayers.map(\.settles).max() ?? 0
    // A replicator's last copy plays its sublayers' animations `instanceDelay` later each.
    if let replicator, kind == .replicator, replicator.count > 1 {
      children += replicator.delay * Double(replicator.count - 1)
    }
    return max(animations.map(\.ends).max() ?? 0, children)
  }
}

/// One animation of a scene layer.
struct SceneLayerAnimation: @unchecked Sendable {
  // safety: holds values (numbers, points, colours, paths) never mutated after reading.

  enum Kind { case basic, spring, keyframe }

  var kind: Kind
  var keyPath: String
  var from: Any?
  var to: Any?
  var by: Any?
  var keyframes: [Any]?
  var keyTimes: [Double]?
  var calculationMode: CAAnimationCalculationMode?
  var spring: (mass: Double, stiffness: Double, damping: Double, velocity: Double)?
  var beginTime = 0.0
  var duration: Double?
  var timingFunction: CAMediaTimingFunctionName?
  var repeatCount: Float = 0
  var autoreverses = false
  var fillMode = CAMediaTimingFillMode.removed
  var isRemovedOnCompletion = true
  var isAdditive = false

  /// The animation's seconds: its own, a spring's settling duration, else Core Animation's
  /// 0.25 s default.
  var activeDuration: Double {
    let one = duration ?? (kind == .spring ? springAnimation().settlingDuration : 0.25)
    let repeats = repeatCount == .infinity ? Double.infinity : Double(max(repeatCount, 1))
    return one * repeats * (autoreverses ? 2 : 1)
  }

  /// When it ends, from the appearance.
  var ends: Double { beginTime + activeDuration }

  func springAnimation() -> CASpringAnimation {
    let animation = CASpringAnimation(keyPath: keyPath)
    if let spring {
      animation.mass = CGFloat(spring.mass)
      animation.stiffness = CGFloat(spring.stiffness)
      animation.damping = CGFloat(spring.damping)
      animation.initialVelocity = CGFloat(spring.velocity)
    }
    return animation
  }

  func make() -> CAAnimation {
    let property: CAPropertyAnimation
    switch kind {
    case .basic, .spring:
      let basic = kind == .spring ? springAnimation() : CABasicAnimation(keyPath: keyPath)
      basic.fromValue = from
      basic.toValue = to
      basic.byValue = by
      property = basic
    case .keyframe:
      let keyframe = CAKeyframeAnimation(keyPath: keyPath)
      keyframe.values = keyframes
      keyframe.keyTimes = keyTimes?.map { NSNumber(value: $0) }
      if let calculationMode { keyframe.calculationMode = calculationMode }
      property = keyframe
    }
    property.isAdditive = isAdditive
    // The tree is built on a clock at 0 when the view appears: begin times are seconds after.
    property.beginTime = beginTime
    property.duration =
      duration ?? (kind == .spring ? (property as? CASpringAnimation)?.settlingDuration ?? 0 : 0)
    property.timingFunction = timingFunction.map { CAMediaTimingFunction(name: $0) }
    property.repeatCount = repeatCount
    property.autoreverses = autoreverses
    property.fillMode = fillMode
    property.isRemovedOnCompletion = isRemovedOnCompletion
    return property
  }
}
