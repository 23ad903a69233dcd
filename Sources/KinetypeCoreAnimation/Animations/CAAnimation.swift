import Foundation

/// What an animation tells about its life, as `CAAnimationDelegate`. Both methods have empty
/// defaults, as the protocol's optional methods.
public protocol CAAnimationDelegate: AnyObject {
  /// The animation started (its begin time was reached on the virtual clock).
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended: `flag` is true when it ran to its end, false when it was removed
  /// (or replaced under its key) before.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of Core Animation's animations, as `CAAnimation`: timing, a timing function, a
/// delegate and removal on completion.
///
/// `layer.add(_:forKey:)` adds a copy, so changing an animation after adding it changes
/// nothing on screen (as in Core Animation).
open class CAAnimation: CAMediaTiming {
  /// See ``CAMediaTiming``.
  public var beginTime: CFTimeInterval = 0
  /// See ``CAMediaTiming``.
  public var duration: CFTimeInterval = 0
  /// See ``CAMediaTiming``.
  public var speed: Float = 1
  /// See ``CAMediaTiming``.
  public var timeOffset: CFTimeInterval = 0
  /// See ``CAMediaTiming``.
  public var repeatCount: Float = 0
  /// See ``CAMediaTiming``.
  public var repeatDuration: CFTimeInterval = 0
  /// See ``CAMediaTiming``.
  public var autoreverses = false
  /// See ``CAMediaTiming``.
  public var fillMode = CAMediaTimingFillMode.removed
  /// The pacing of each repeat; nil is linear.
  public var timingFunction: CAMediaTimingFunction?
  /// Whether the animation leaves the layer when it ends. Default true.
  public var isRemovedOnCompletion = true
  /// Told when the animation starts and stops (held strongly, as in Core Animation).
  public var delegate: (any CAAnimationDelegate)?
  /// Called when the animation stops, with whether it finished: the closure form of
  /// ``CAAnimationDelegate/animationDidStop(_:finished:)``.
  public var completion: ((Bool) -> Void)?

  /// Creates an animation.
  public init() {}

  /// Creates a copy of `other` (subclasses copy their own properties).
  public required init(copying other: CAAnimation) {
    beginTime = other.beginTime
    duration = other.duration
    speed = other.speed
    timeOffset = other.timeOffset
    repeatCount = other.repeatCount
    repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses
    fillMode = other.fillMode
    timingFunction = other.timingFunction
    isRemovedOnCompletion = other.isRemovedOnCompletion
    delegate = other.delegate
    completion = other.completion
  }

  /// A copy, as `copy()`.
  public func copy() -> Any { type(of: self).init(copying: self) }

  /// The duration used: ``duration``, or `fallback` when 0.
  func resolvedDuration(fallback: Double) -> Double { duration > 0 ? duration : fallback }

  func timing(fallbackDuration: Double) -> CATimingModel {
    CATimingModel(
      self, duration: resolvedDuration(fallback: fallbackDuration),
      isRemovedOnCompletion: isRemovedOnCompletion)
  }

  /// Writes the animation's value at `time` (the layer's local time) into `layer`.
  /// `fallbackDuration` is the duration used when ``duration`` is 0.
  func apply(to layer: CALayer, at time: Double, fallbackDuration: Double) {
    let model = timing(fallbackDuration: fallbackDuration)
    guard let phase = model.phase(at: time) else { return }
    let eased = timingFunction?.value(at: phase.progress) ?? phase.progress
    apply(to: layer, progress: eased, iteration: phase.iteration, duration: model.duration)
  }

  /// Writes the value at eased `progress` of repeat `iteration`. Subclasses override.
  func apply(to layer: CALayer, progress: Double, iteration: Int, duration: Double) {}
}
