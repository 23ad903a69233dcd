public import KinetypeCore
public import KinetypeViewGraph

extension View {
  /// Asks the presentation this view is in for `colorScheme` (nil: no preference), as
  /// SwiftUI's `preferredColorScheme(_:)`.
  ///
  /// As in SwiftUI (where the window takes it) the whole presentation is drawn in that
  /// appearance: the root environment's `\.colorScheme` becomes it (the views are resolved
  /// again), and the screen's default background (previews) is black in the dark.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(
      EnvironmentWriter { environment in
        if let colorScheme { environment.colorScheme = colorScheme }
      }
    )
    .preference(key: PreferredColorSchemeKey.self, value: colorScheme)
  }
}
