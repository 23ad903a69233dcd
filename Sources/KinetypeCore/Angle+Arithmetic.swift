/// Arithmetic on angles, as SwiftUI code writes it (`start + .degrees(90)`, `-angle`,
/// `angle * 2`): each operates on the radians.
extension Angle {
  /// An angle of zero, as SwiftUI's `Angle()`.
  public init() { self.init(radians: 0) }

  /// The sum of two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }
  /// The difference of two angles.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
  /// The opposite angle.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  /// The angle scaled by `scale`.
  public static func * (lhs: Angle, scale: Double) -> Angle { Angle(radians: lhs.radians * scale) }
  /// The angle scaled by `scale`.
  public static func * (scale: Double, rhs: Angle) -> Angle { Angle(radians: scale * rhs.radians) }
  /// The angle divided by `divisor`.
  public static func / (lhs: Angle, divisor: Double) -> Angle {
    Angle(radians: lhs.radians / divisor)
  }
  /// Adds `rhs` to `lhs`.
  public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
  /// Subtracts `rhs` from `lhs`.
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
  /// Scales `lhs` by `scale`.
  public static func *= (lhs: inout Angle, scale: Double) { lhs = lhs * scale }
  /// Divides `lhs` by `divisor`.
  public static func /= (lhs: inout Angle, divisor: Double) { lhs = lhs / divisor }
}
