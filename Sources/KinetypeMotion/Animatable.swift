import Foundation
import KinetypeCore

/// A type that animates through a ``VectorArithmetic`` representation, as SwiftUI's `Animatable`.
///
/// Keyframes and ``Spring/value(fromValue:toValue:initialVelocity:time:)`` work on any
/// `Animatable` value: they interpolate ``animatableData`` and write it back. Every
/// ``VectorArithmetic`` type that declares `Animatable` conformance gets
/// `animatableData == self` for free; ``KinetypeCore/Angle`` animates its radians.
public protocol Animatable {
  /// The vector the animation interpolates.
  associatedtype AnimatableData: VectorArithmetic
  /// The value as a vector; setting it replaces the value.
  var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  @inlinable
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension Color: Animatable {}
extension AnimatablePair: Animatable {}

extension Angle: Animatable {
  /// The angle in radians.
  @inlinable
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}
