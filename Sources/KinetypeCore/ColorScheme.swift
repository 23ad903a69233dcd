/// Light or dark appearance, as SwiftUI's `ColorScheme`.
///
/// A ``Color`` with a dark variant (SwiftUI's system and semantic colors: `.blue`, `.primary`…)
/// draws the variant of the appearance it is drawn in; the view layer reads it from
/// `\.colorScheme`, `.preferredColorScheme(_:)` sets it for a presentation.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark

  /// The name the command line and files use: `light` or `dark`.
  package var name: String { self == .light ? "light" : "dark" }

  /// The appearance called `name` (``name``), nil for another word.
  package init?(name: String) {
    guard let scheme = ColorScheme.allCases.first(where: { $0.name == name }) else { return nil }
    self = scheme
  }
}
