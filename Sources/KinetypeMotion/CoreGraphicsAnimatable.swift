public import Foundation

// SwiftUI code animates Core Graphics values (Foundation's on Linux): `CGFloat` is a vector,
// `CGPoint`, `CGSize` and `CGRect` animate through pairs of their components, as in SwiftUI.

extension CGFloat: VectorArithmetic, Animatable {
  /// Multiplies the value by `rhs` in place.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square of the value.
  @inlinable
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGPoint: Animatable {
  /// `x` and `y`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// `width` and `height`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The origin's and the size's components.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}
