public import KinetypeCore

extension EnvironmentValues {
  /// The appearance views are drawn in: colors with a dark variant (SwiftUI's system and
  /// semantic colors, the containers' and controls' colors) draw it where this is `.dark`.
  /// `.preferredColorScheme(_:)` sets it for the whole presentation, `.environment(\.colorScheme,
  /// .dark)` for a subtree. Default: `.light`.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

private struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

/// The appearance a view asks its presentation for (`preferredColorScheme(_:)`): the first
/// one set in view order wins; nil where no view asks.
package struct PreferredColorSchemeKey: PreferenceKey {
  package static var defaultValue: ColorScheme? { nil }
  package static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
    if value == nil { value = nextValue() }
  }
}

extension ViewNode {
  /// The appearance of the presentation this node is the root of: what a view in it asks
  /// for with `preferredColorScheme(_:)`, else the node's environment's.
  package var presentationColorScheme: ColorScheme {
    (preference(PreferredColorSchemeKey.self) ?? nil) ?? environment.colorScheme
  }
}

extension Color {
  /// The color's value in `environment`'s appearance, as SwiftUI's `resolve(in:)`.
  public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
    Color.Resolved(resolved(in: environment.colorScheme))
  }
}
