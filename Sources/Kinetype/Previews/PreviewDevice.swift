import Foundation

/// A device a preview is shown on, as SwiftUI's `PreviewDevice` (named by its model), with
/// the screen Kinetype renders it at.
///
/// Sizes in points and scales are Apple's, from the Human Interface Guidelines, "Layout",
/// "Device screen dimensions" (docs/previews.md lists them).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable {
  /// The model's name, as Xcode names it ("iPhone 16 Pro").
  public let rawValue: String

  /// A device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The default device: iPhone 16 Pro, Xcode 16's default preview device.
  public static let `default` = PreviewDevice(rawValue: "iPhone 16 Pro")

  /// The devices Kinetype knows the screen of: name, points wide, points high, scale.
  public static let screens: [(name: String, width: Double, height: Double, scale: Double)] = [
    ("iPhone 16 Pro Max", 440, 956, 3),
    ("iPhone 16 Pro", 402, 874, 3),
    ("iPhone 16 Plus", 430, 932, 3),
    ("iPhone 16", 393, 852, 3),
    ("iPhone 15 Pro Max", 430, 932, 3),
    ("iPhone 15 Pro", 393, 852, 3),
    ("iPhone 15", 393, 852, 3),
    ("iPhone SE (3rd generation)", 375, 667, 2),
  ]

  /// The screen's size in points (portrait) and its scale; nil for a name Kinetype does not
  /// know.
  public var screen: (size: CGSize, scale: CGFloat)? {
    guard let entry = Self.screens.first(where: { $0.name == rawValue }) else { return nil }
    return (CGSize(width: entry.width, height: entry.height), CGFloat(entry.scale))
  }
}

/// How a `PreviewProvider`'s view is laid out, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Hashable, Sendable {
  /// The device's screen.
  case device
  /// The view's ideal size.
  case sizeThatFits
  /// A fixed size in points.
  case fixed(width: CGFloat, height: CGFloat)
}
