import Foundation
import KinetypeCore
import KinetypeRendering

/// A layer that draws its sublayers several times, as `CAReplicatorLayer`: instance i is
/// transformed by `instanceTransform` i times (about the layer's center), sees time
/// i·`instanceDelay` earlier, and is tinted by `instanceColor` plus i times the color offsets.
open class CAReplicatorLayer: CALayer {
  /// How many copies are drawn. Default 1.
  public var instanceCount = 1
  /// The transform from one copy to the next. Default identity.
  public var instanceTransform = CATransform3DIdentity {
    didSet { changed("instanceTransform", .transform(oldValue)) }
  }
  /// The delay between the copies' animations, in seconds. Default 0.
  public var instanceDelay: CFTimeInterval = 0
  /// The tint of the first copy. Default opaque white (none).
  public var instanceColor: CGColor? = .white
  /// Added to red for each next copy. Default 0.
  public var instanceRedOffset: Float = 0
  /// Added to green for each next copy. Default 0.
  public var instanceGreenOffset: Float = 0
  /// Added to blue for each next copy. Default 0.
  public var instanceBlueOffset: Float = 0
  /// Added to alpha for each next copy. Default 0.
  public var instanceAlphaOffset: Float = 0

  /// Creates a replicator.
  public required init() { super.init() }

  /// Copies `layer`'s properties.
  public required init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAReplicatorLayer else { return }
    instanceCount = other.instanceCount
    instanceTransform = other.instanceTransform
    instanceDelay = other.instanceDelay
    instanceColor = other.instanceColor
    instanceRedOffset = other.instanceRedOffset
    instanceGreenOffset = other.instanceGreenOffset
    instanceBlueOffset = other.instanceBlueOffset
    instanceAlphaOffset = other.instanceAlphaOffset
  }

  override func animatableValue(forKey key: String) -> CAValue? {
    key == "instanceTransform" ? .transform(instanceTransform) : super.animatableValue(forKey: key)
  }

  override func setAnimatableValue(_ value: CAValue, forKey key: String) {
    if key == "instanceTransform", case .transform(let t) = value {
      instanceTransform = t
    } else {
      super.setAnimatableValue(value, forKey: key)
    }
  }

  override func drawSublayers(
    _ layers: [CALayer], time: Double, in context: GraphicsContext, pending: CATransform3D
  ) {
    let base = CAGeometry.color(instanceColor) ?? .white
    let cx = Double(bounds.midX)
    let cy = Double(bounds.midY)
    let step = CATransform3DMakeTranslation(-cx, -cy, 0).concatenating(instanceTransform)
      .concatenating(CATransform3DMakeTranslation(cx, cy, 0))
    var accumulated = CATransform3DIdentity
    for i in 0..<max(instanceCount, 0) {
      var instance = context
      // The copy's transform, then the replicator's sublayer transform, kept in 3D.
      let placed = accumulated.concatenating(pending)
      let k = Double(i)
      let tint = Color(
        red: min(max(base.red + k * Double(instanceRedOffset), 0), 1),
        green: min(max(base.green + k * Double(instanceGreenOffset), 0), 1),
        blue: min(max(base.blue + k * Double(instanceBlueOffset), 0), 1),
        opacity: min(max(base.opacity + k * Double(instanceAlphaOffset), 0), 1))
      let instanceTime = time - k * instanceDelay
      if tint != .white {
        instance.addFilter(.colorMultiply(tint))
        instance.drawLayer { inner in
          for layer in layers {
            CALayerRenderer.draw(layer, parentTime: instanceTime, in: inner, pending: placed)
          }
        }
      } else {
        for layer in layers {
          CALayerRenderer.draw(layer, parentTime: instanceTime, in: instance, pending: placed)
        }
      }
      accumulated = accumulated.concatenating(step)
    }
  }
}
