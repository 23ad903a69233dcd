import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector` (Foundation on Linux lacks it).
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// Creates a vector.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates a vector from `Double`s.
  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// Creates a vector from `Int`s.
  public init(dx: Int, dy: Int) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// The vector (0, 0).
  public static let zero = CGVector(dx: 0 as CGFloat, dy: 0)

  /// As Core Graphics prints it: `(dx, dy)`.
  public var description: String { "(\(dx), \(dy))" }
}
