/// The animatable data of a type with nothing to animate, as SwiftUI's `EmptyAnimatableData`:
/// a zero-dimensional vector.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
  /// The empty vector.
  @inlinable public init() {}
  /// The empty vector.
  @inlinable public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  /// The empty vector.
  @inlinable public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  /// The empty vector.
  @inlinable public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  /// Nothing to scale.
  @inlinable public mutating func scale(by rhs: Double) {}
  /// Zero.
  @inlinable public var magnitudeSquared: Double { 0 }
}

extension Animatable {
  /// Nothing to animate, as SwiftUI's default: a type that declares no `animatableData`
  /// (a `Shape`, a `Layout`, a `TextRenderer` without animated values) animates nothing.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    // The setter ignores the empty vector.
    set {}
  }
}
