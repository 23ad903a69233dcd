import Foundation

/// An animation between two values, as `CABasicAnimation`.
///
/// Which values it runs between follows Core Animation's rules: `fromValue`→`toValue`;
/// `fromValue`→`fromValue + byValue`; `toValue − byValue`→`toValue`; `fromValue`→the current
/// value; the current value→`toValue`; the current value→`current + byValue`. The current
/// value is the layer's value under the animation (the model's, or earlier animations').
open class CABasicAnimation: CAPropertyAnimation {
  /// The start value.
  public var fromValue: Any?
  /// The end value.
  public var toValue: Any?
  /// The change.
  public var byValue: Any?

  /// Creates an animation.
  public override init() { super.init() }

  /// Copies `other`.
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let other = other as? CABasicAnimation {
      fromValue = other.fromValue
      toValue = other.toValue
      byValue = other.byValue
    }
  }

  /// The start and end values given the current one.
  func endpoints(current: CAValue) -> (CAValue, CAValue) {
    let from = CAValue(fromValue)
    let to = CAValue(toValue)
    let by = CAValue(byValue)
    switch (from, to, by) {
    case (let f?, let t?, _): return (f, t)
    case (let f?, nil, let b?): return (f, CAValue.add(f, b))
    case (nil, let t?, let b?): return (CAValue.subtract(t, b), t)
    case (let f?, nil, nil): return (f, isAdditive ? CAValue.subtract(current, current) : current)
    case (nil, let t?, nil): return (isAdditive ? CAValue.subtract(t, t) : current, t)
    case (nil, nil, let b?):
      return isAdditive ? (CAValue.subtract(b, b), b) : (current, CAValue.add(current, b))
    case (nil, nil, nil): return (current, current)
    }
  }

  override func apply(to layer: CALayer, progress: Double, iteration: Int, duration: Double) {
    guard let keyPath, let current = layer.animatableValue(forKeyPath: keyPath) else { return }
    let (start, end) = endpoints(current: current)
    let value = interpolatedValue(start: start, end: end, progress: progress, duration: duration)
    write(value, start: start, end: end, base: current, iteration: iteration, to: layer)
  }

  /// The value at eased `progress`; a spring overrides.
  func interpolatedValue(start: CAValue, end: CAValue, progress: Double, duration: Double)
    -> CAValue
  {
    CAValue.interpolate(start, end, progress)
  }
}
