/// Any number of animatable values as one vector, as SwiftUI's `AnimatableValues` (a
/// variadic ``AnimatablePair``): `AnimatableValues(red, green, blue, alpha)`.
///
/// Each operation applies to every value: `+` and `-` value by value, ``scale(by:)`` to each,
/// and ``magnitudeSquared`` is the sum of theirs.
public struct AnimatableValues<each Value: VectorArithmetic>: VectorArithmetic {
  /// The values.
  public var value: (repeat each Value)

  /// The vector of `value`.
  public init(_ value: repeat each Value) {
    self.value = (repeat each value)
  }

  /// Every value zero.
  public static var zero: AnimatableValues { AnimatableValues(repeat (each Value).zero) }

  /// Adds value by value.
  public static func + (lhs: AnimatableValues, rhs: AnimatableValues) -> AnimatableValues {
    AnimatableValues(repeat (each lhs.value) + (each rhs.value))
  }

  /// Subtracts value by value.
  public static func - (lhs: AnimatableValues, rhs: AnimatableValues) -> AnimatableValues {
    AnimatableValues(repeat (each lhs.value) - (each rhs.value))
  }

  /// Whether every value is equal.
  public static func == (lhs: AnimatableValues, rhs: AnimatableValues) -> Bool {
    for (a, b) in repeat (each lhs.value, each rhs.value) {
      if a != b { return false }
    }
    return true
  }

  /// Scales every value.
  public mutating func scale(by rhs: Double) {
    value = (repeat (each value).scaled(by: rhs))
  }

  /// The sum of the values' squared magnitudes.
  public var magnitudeSquared: Double {
    var sum = 0.0
    for v in repeat each value { sum += v.magnitudeSquared }
    return sum
  }
}
