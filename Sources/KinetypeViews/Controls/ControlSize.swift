public import KinetypeViewGraph

/// The size of controls, as SwiftUI's `ControlSize`. Accepted: Kinetype draws every control
/// at the regular size (Apple publishes no heights for the other sizes).
public enum ControlSize: Hashable, Sendable, CaseIterable {
  /// The smallest.
  case mini
  /// Smaller than regular.
  case small
  /// The default.
  case regular
  /// Larger than regular.
  case large
  /// The largest.
  case extraLarge
}

extension View {
  /// Sets the size of the controls in this view, as SwiftUI's `controlSize(_:)`. Accepted:
  /// the controls are drawn at the regular size.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }
}

extension EnvironmentValues {
  /// The size of controls in this view (`controlSize(_:)`). Default: `.regular`. Kinetype
  /// draws every size as regular.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

private struct ControlSizeKey: EnvironmentKey {
  static var defaultValue: ControlSize { .regular }
}
