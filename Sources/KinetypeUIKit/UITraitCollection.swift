/// The appearance a dynamic ``UIColor`` is resolved for, as UIKit's `UITraitCollection` (only
/// `userInterfaceStyle`).
public struct UITraitCollection: Hashable, Sendable {
  /// Light or dark. Default: `.unspecified` (resolved as light).
  public var userInterfaceStyle: UIUserInterfaceStyle

  /// Traits with `userInterfaceStyle`, as UIKit's `init(userInterfaceStyle:)`.
  public init(userInterfaceStyle: UIUserInterfaceStyle = .unspecified) {
    self.userInterfaceStyle = userInterfaceStyle
  }
}

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  /// No preference: resolved as light.
  case unspecified
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}
