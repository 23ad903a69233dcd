import Foundation

/// Animations run together in one timing, as `CAAnimationGroup`: each child runs in the
/// group's local time (its begin time relative to the group's start), is cut off at the
/// group's end, and a child without a duration lasts as long as the group.
open class CAAnimationGroup: CAAnimation {
  /// The grouped animations.
  public var animations: [CAAnimation]?

  /// Creates a group.
  public override init() { super.init() }

  /// Copies `other` (and its animations).
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let other = other as? CAAnimationGroup {
      animations = other.animations?.compactMap { $0.copy() as? CAAnimation }
    }
  }

  override func apply(to layer: CALayer, progress: Double, iteration: Int, duration: Double) {
    let local = progress * duration
    for child in animations ?? [] {
      child.apply(to: layer, at: local, fallbackDuration: duration)
    }
  }
}
