public import KinetypeViewGraph

/// The size of controls, as SwiftUI's `ControlSize`. It changes what it changes on iOS: a
/// bordered or bordered prominent button's font, padding and height (`.large`: a 50-point
/// button with 12-point corners, the common full-width call to action), a circular progress
/// view's spinner (`.large`: UIActivityIndicatorView's 37-point large style) and a segmented
/// picker's height; a switch keeps UISwitch's one size. `.mini` is drawn as `.small` and
/// `.extraLarge` as `.large` (docs/views.md, "Control sizes", gives each number's source).
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
  /// Sets the size of the controls in this view, as SwiftUI's `controlSize(_:)`: bordered
  /// buttons, circular progress views and segmented pickers are drawn at it (see
  /// ``ControlSize``).
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }
}

extension EnvironmentValues {
  /// The size of controls in this view (`controlSize(_:)`). Default: `.regular`.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

private struct ControlSizeKey: EnvironmentKey {
  static var defaultValue: ControlSize { .regular }
}
