import Foundation

/// An animation of one layer property named by a key path, as `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
  /// The animated key path (`opacity`, `position.y`, `transform.scale`, `strokeEnd`…).
  public var keyPath: String?
  /// Whether the animated value is added to the value under it rather than replacing it.
  public var isAdditive = false
  /// Whether each repeat starts where the previous one ended.
  public var isCumulative = false

  /// Creates an animation of `path`, as `init(keyPath:)`.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  /// Creates an animation.
  public override init() { super.init() }

  /// Copies `other`.
  public required init(copying other: CAAnimation) {
    super.init(copying: other)
    if let other = other as? CAPropertyAnimation {
      keyPath = other.keyPath
      isAdditive = other.isAdditive
      isCumulative = other.isCumulative
    }
  }

  /// The value `start → end` interpolated at `progress`, made cumulative and additive, set on
  /// `layer` at ``keyPath``.
  func write(
    _ value: CAValue, start: CAValue, end: CAValue, base: CAValue, iteration: Int,
    to layer: CALayer
  ) {
    guard let keyPath else { return }
    var result = value
    if isCumulative, iteration > 0 {
      result = CAValue.add(result, CAValue.subtract(end, start).scaled(by: Double(iteration)))
    }
    if isAdditive { result = CAValue.add(base, result) }
    layer.setAnimatableValue(result, forKeyPath: keyPath)
  }
}
