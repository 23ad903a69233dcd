import Foundation

extension Spring {
  /// A smooth spring with no bounce: duration 0.5, bounce 0.
  public static let smooth = Spring.smooth()

  /// A smooth spring: bounce 0 + `extraBounce`. Default duration 0.5 s.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A snappy spring with a small bounce: duration 0.5, bounce 0.15.
  public static let snappy = Spring.snappy()

  /// A snappy spring: bounce 0.15 + `extraBounce`. Default duration 0.5 s.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A bouncy spring: duration 0.5, bounce 0.3.
  public static let bouncy = Spring.bouncy()

  /// A bouncy spring: bounce 0.3 + `extraBounce`. Default duration 0.5 s.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
