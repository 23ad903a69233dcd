public import Foundation
public import KinetypeViewGraph

/// Whether people can select a text, as SwiftUI's `TextSelectability` (`.enabled`,
/// `.disabled`).
public protocol TextSelectability {}

/// Text people can select.
public struct EnabledTextSelectability: TextSelectability {
  /// Creates the selectability.
  public init() {}
}

/// Text people cannot select (the default).
public struct DisabledTextSelectability: TextSelectability {
  /// Creates the selectability.
  public init() {}
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Selectable.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Not selectable.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Whether a held button repeats its action, as SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
  let rawValue: Int
  /// The platform's choice: no repeat.
  public static let automatic = ButtonRepeatBehavior(rawValue: 0)
  /// The action repeats while the button is held.
  public static let enabled = ButtonRepeatBehavior(rawValue: 1)
  /// The action runs once.
  public static let disabled = ButtonRepeatBehavior(rawValue: 2)
}

extension View {
  /// Lets people select the text in this view, as SwiftUI's `textSelection(_:)`. Selection
  /// changes nothing drawn, so Kinetype accepts it and draws the view as it is.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

  /// Whether a held button in this view repeats its action, as SwiftUI's
  /// `buttonRepeatBehavior(_:)`. A script's tap is a single press, so the view is drawn and
  /// plays as it is.
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
}

extension EnvironmentValues {
  /// The smallest fraction of its font size text may shrink to when it does not fit, as
  /// SwiftUI's `minimumScaleFactor`: text that does not fit is laid out at the largest scale
  /// at or above it at which it fits (docs/views.md, "Text that shrinks to fit"). Default: 1.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }
}

private struct MinimumScaleFactorKey: EnvironmentKey {
  static var defaultValue: CGFloat { 1 }
}

extension View {
  /// Lets text in this view shrink to `factor` of its size to fit, as SwiftUI's
  /// `minimumScaleFactor(_:)` (clamped to 0…1): text that does not fit its proposal within its
  /// line limit is laid out at the largest fraction of its font sizes, down to `factor`, at
  /// which it fits, and truncated if it still does not.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    modifier(EnvironmentWriter { $0.minimumScaleFactor = min(max(factor, 0), 1) })
  }
}
