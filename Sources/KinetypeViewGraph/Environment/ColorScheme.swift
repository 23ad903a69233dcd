/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

extension EnvironmentValues {
  /// The appearance views are drawn in. Kinetype draws the light appearance's colors whatever
  /// this says (docs/views.md, "What is missing"). Default: `.light`.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

extension View {
  /// Asks for `colorScheme` (nil: the system's), as SwiftUI's `preferredColorScheme(_:)`. In
  /// SwiftUI the preference reaches the whole presentation; Kinetype sets `\.colorScheme` for
  /// this view and its descendants, and draws light colors either way.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(
      EnvironmentWriter { environment in
        if let colorScheme { environment.colorScheme = colorScheme }
      })
  }
}
