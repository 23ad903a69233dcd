import Foundation
import KinetypeCore
import KinetypeCoreAnimation

extension SceneLayerReader {
  static func cgColor(_ color: Color) -> CGColor {
    CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
  }

  static func point(_ node: SceneNode) throws(SceneError) -> CGPoint {
    if case .array(let items) = node.json.value, items.count == 2 {
      let xy = try node.array().map { node throws(SceneError) in
        try node.number(in: -1e6...1e6)
      }
      return CGPoint(x: xy[0], y: xy[1])
    }
    let object = try node.object(keys: ["x", "y"], required: ["x", "y"])
    return CGPoint(
      x: try (object["x"] ?? node).number(in: -1e6...1e6),
      y: try (object["y"] ?? node).number(in: -1e6...1e6))
  }

  static func rect(_ node: SceneNode) throws(SceneError) -> CGRect {
    let object = try node.object(
      keys: ["x", "y", "width", "height"], required: ["x", "y", "width", "height"])
    func side(_ key: String, _ range: ClosedRange<Double>) throws(SceneError) -> Double {
      try (object[key] ?? node).number(in: range, unit: "pt")
    }
    return CGRect(
      x: try side("x", -1e6...1e6), y: try side("y", -1e6...1e6),
      width: try side("width", 0...1e6), height: try side("height", 0...1e6))
  }

  /// A value for a key path whose current value is `current`: of the same kind (a number,
  /// a point `{"x", "y"}`, a size `{"width", "height"}`, a rect, a color, a transform as
  /// `{"rotation": radians, "scale": s, "translation": {"x", "y"}}`).
  static func value(_ node: SceneNode, like current: Any) throws(SceneError) -> Any {
    switch current {
    case is CGFloat, is Double, is Float, is Int, is NSNumber:
      return CGFloat(try node.number(in: -1e9...1e9))
    case is CGPoint: return try point(node)
    case is CGSize:
      return try ScenePlacement.size(node, keys: ("width", "height"))
    case is CGRect: return try rect(node)
    case is CGColor: return cgColor(try node.color())
    case is CATransform3D:
      let object = try node.object(keys: ["rotation", "scale", "translation"])
      var transform = CATransform3DIdentity
      if let scale = object["scale"] {
        let s = try scale.number(in: -1000...1000)
        transform = CATransform3DScale(transform, CGFloat(s), CGFloat(s), 1)
      }
      if let rotation = object["rotation"] {
        transform = CATransform3DRotate(
          transform, CGFloat(try rotation.number(in: -1000...1000, unit: "radians")), 0, 0, 1)
      }
      if let translation = object["translation"] {
        let p = try point(translation)
        transform = CATransform3DTranslate(transform, p.x, p.y, 0)
      }
      return transform
    default:
      throw node.error("this key path's values cannot be given in a scene file")
    }
  }

  static let animationKeys = [
    "keyPath", "type", "from", "to", "by", "values", "keyTimes", "calculationMode", "mass",
    "stiffness", "damping", "initialVelocity", "beginTime", "duration", "timingFunction",
    "repeatCount", "autoreverses", "fillMode", "isRemovedOnCompletion", "isAdditive",
  ]

  /// One animation: `{"keyPath": "strokeEnd", "from": 0, "to": 1, "duration": 1}`, with
  /// `"type": "spring"` (mass, stiffness, damping, initialVelocity) or `"keyframe"` (values,
  /// keyTimes, calculationMode), begin times in seconds after the layer view appears.
  static func animation(_ node: SceneNode, on layer: CALayer) throws(SceneError)
    -> SceneLayerAnimation
  {
    let object = try node.object(keys: animationKeys, required: ["keyPath"])
    let keyPathNode = object["keyPath"] ?? node
    let keyPath = try keyPathNode.string()
    guard let current = layer.value(forKeyPath: keyPath) else {
      var message = "\"\(keyPath)\" is not an animatable key path of this layer"
      if let near = SceneNode.nearest(to: keyPath, among: commonKeyPaths) {
        message += " (did you mean \"\(near)\"?)"
      }
      throw keyPathNode.error(message)
    }
    let type = try object["type"]?.choice(["basic", "spring", "keyframe"]) ?? "basic"
    let kind: SceneLayerAnimation.Kind =
      type == "spring" ? .spring : type == "keyframe" ? .keyframe : .basic
    var animation = SceneLayerAnimation(kind: kind, keyPath: keyPath)
    func value(_ key: String) throws(SceneError) -> Any? {
      try object[key].map { node throws(SceneError) in try Self.value(node, like: current) }
    }
    let keyframeOnly = ["values", "keyTimes", "calculationMode"]
    let basicOnly = ["from", "to", "by"]
    let springOnly = ["mass", "stiffness", "damping", "initialVelocity"]
    let refused =
      kind == .keyframe
      ? basicOnly + springOnly : kind == .basic ? keyframeOnly + springOnly : keyframeOnly
    for key in refused {
      if let node = object[key] { throw node.error("a \(type) animation takes no \"\(key)\"") }
    }
    animation.from = try value("from")
    animation.to = try value("to")
    animation.by = try value("by")
    if kind == .keyframe {
      guard let valuesNode = object["values"] else {
        throw node.error("a keyframe animation needs \"values\"")
      }
      animation.keyframes = try valuesNode.array().map { node throws(SceneError) in
        try Self.value(node, like: current)
      }
      if let timesNode = object["keyTimes"] {
        let times = try timesNode.array().map { node throws(SceneError) in
          try node.number(in: 0...1)
        }
        guard times.count == animation.keyframes?.count, times == times.sorted() else {
          throw timesNode.error(
            "keyTimes must rise from 0 to 1, one per value (\(animation.keyframes?.count ?? 0))")
        }
        animation.keyTimes = times
      }
      animation.calculationMode = try object["calculationMode"].map {
        node throws(SceneError) in
        CAAnimationCalculationMode(
          rawValue: try node.choice(["linear", "discrete", "paced", "cubic", "cubicPaced"]))
      }
    }
    if kind == .spring {
      animation.spring = (
        try object["mass"]?.number(in: 0.001...1000) ?? 1,
        try object["stiffness"]?.number(in: 0.001...1e6) ?? 100,
        try object["damping"]?.number(in: 0...1e6) ?? 10,
        try object["initialVelocity"]?.number(in: -1e6...1e6) ?? 0
      )
    }
    animation.beginTime = try object["beginTime"]?.number(in: 0...3600, unit: "s") ?? 0
    animation.duration = try object["duration"]?.number(in: 0...3600, unit: "s")
    animation.timingFunction = try object["timingFunction"].map { node throws(SceneError) in
      CAMediaTimingFunctionName(
        rawValue: try node.choice(["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]))
    }
    if let repeatNode = object["repeatCount"] {
      if case .string("infinity") = repeatNode.json.value {
        animation.repeatCount = .infinity
      } else {
        animation.repeatCount = Float(try repeatNode.number(in: 0...1e6))
      }
    }
    animation.autoreverses = try object["autoreverses"]?.bool() ?? false
    animation.fillMode = CAMediaTimingFillMode(
      rawValue: try object["fillMode"]?.choice(["removed", "forwards", "backwards", "both"])
        ?? "removed")
    animation.isRemovedOnCompletion = try object["isRemovedOnCompletion"]?.bool() ?? true
    animation.isAdditive = try object["isAdditive"]?.bool() ?? false
    return animation
  }
}
