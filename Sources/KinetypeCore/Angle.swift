/// A geometric angle, as SwiftUI's `Angle`: stored in radians, built from either unit.
public struct Angle: Hashable, Sendable, Comparable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// Creates an angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// Creates an angle of `degrees`.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// A zero angle.
  public static let zero = Angle(radians: 0)

  /// Orders angles by their radians.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
