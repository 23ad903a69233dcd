import Foundation
import KinetypeCore

/// A type whose values can be added, subtracted and scaled: what a spring or curve animates.
///
/// Mirrors SwiftUI's `VectorArithmetic`. `Double`, `Float`, `CGFloat`,
/// ``KinetypeCore/Color`` and ``AnimatablePair`` conform (`CGPoint` and `CGSize` animate
/// through pairs, as in SwiftUI); conform your own
/// structs by implementing `+`, `-`, `zero`, ``scale(by:)`` and ``magnitudeSquared``.
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
  /// Multiplies every component by `rhs` in place.
  mutating func scale(by rhs: Double)

  /// The dot product of the value with itself; used to measure distances (settling).
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Returns the value with every component multiplied by `rhs`.
  @inlinable
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Linear interpolation: `self + (other − self) · fraction`.
  @inlinable
  public func interpolated(towards other: Self, amount fraction: Double) -> Self {
    self + (other - self).scaled(by: fraction)
  }
}

extension Double: VectorArithmetic {
  /// Multiplies the value by `rhs` in place.
  @inlinable
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square of the value.
  @inlinable
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// Multiplies the value by `rhs` in place (in single precision).
  @inlinable
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// The square of the value, in double precision.
  @inlinable
  public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension Color: VectorArithmetic {
  /// Adds two colors component-wise without clamping, so a spring may overshoot 0…1 while
  /// animating; the raster layer clamps when it draws. A color with a dark variant adds in
  /// each appearance, so what animates is the resolved color of either.
  public static func + (lhs: Color, rhs: Color) -> Color {
    Color.combining(lhs, rhs) {
      Components(
        red: $0.red + $1.red, green: $0.green + $1.green, blue: $0.blue + $1.blue,
        opacity: $0.opacity + $1.opacity)
    }
  }
  /// Subtracts two colors component-wise without clamping (differences may be negative), in
  /// each appearance.
  public static func - (lhs: Color, rhs: Color) -> Color {
    Color.combining(lhs, rhs) {
      Components(
        red: $0.red - $1.red, green: $0.green - $1.green, blue: $0.blue - $1.blue,
        opacity: $0.opacity - $1.opacity)
    }
  }
  /// Multiplies the four components by `rhs` in place, without clamping, in each appearance.
  public mutating func scale(by rhs: Double) {
    red *= rhs
    green *= rhs
    blue *= rhs
    opacity *= rhs
    darkComponents?.red *= rhs
    darkComponents?.green *= rhs
    darkComponents?.blue *= rhs
    darkComponents?.opacity *= rhs
  }
  /// The sum of the squared red, green, blue and opacity components of the light appearance
  /// (what decides when a spring has settled; the view layer animates colors resolved for the
  /// appearance they draw in, docs/views.md "Appearance").
  @inlinable
  public var magnitudeSquared: Double {
    red * red + green * green + blue * blue + opacity * opacity
  }
  /// Transparent black, every component 0.
  public static var zero: Color { .clear }
}

/// Two animatable values animated together, as SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  /// The first component.
  public var first: First
  /// The second component.
  public var second: Second

  /// Creates a pair.
  @inlinable
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The pair of zeros.
  @inlinable
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

  /// Adds component-wise.
  @inlinable
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  /// Subtracts component-wise.
  @inlinable
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  /// Scales both components.
  @inlinable
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  /// The sum of both components' squared magnitudes.
  @inlinable
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
