extension Color {
  /// A color that is `light` in the light appearance and `dark` in the dark one (each taken
  /// as it is in the light appearance), as UIKit's dynamic colors.
  package init(light: Color, dark: Color) {
    self = light.resolved(in: .light)
    let dark = dark.resolved(in: .light)
    // Both are fixed here, so `==` compares every component.
    if dark != self {
      darkComponents = Components(
        red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity)
    }
  }

  /// UIKit's `systemBackground`: white, black in the dark appearance (the screen's default
  /// background).
  package static let systemBackground = Color(light: .white, dark: .black)

  /// Whether the color differs between the appearances.
  package var isAdaptive: Bool { darkComponents != nil }

  /// The color as it is drawn in `colorScheme`: the same in both appearances.
  package func resolved(in colorScheme: ColorScheme) -> Color {
    guard let dark = darkComponents else { return self }
    var result = self
    result.darkComponents = nil
    if colorScheme == .dark {
      (result.red, result.green, result.blue, result.opacity) = (
        dark.red, dark.green, dark.blue, dark.opacity
      )
    }
    return result
  }

  /// The components of `colorScheme`'s appearance.
  package func components(in colorScheme: ColorScheme) -> Components {
    let color = resolved(in: colorScheme)
    return Components(
      red: color.red, green: color.green, blue: color.blue, opacity: color.opacity)
  }

  /// `transform` applied to each appearance of the color (once for a color that is the same
  /// in both): how a derived color (mixed, lightened) keeps its dark variant.
  package func mapAppearances(_ transform: (Color) -> Color) -> Color {
    guard isAdaptive else { return transform(self) }
    return Color(light: transform(resolved(in: .light)), dark: transform(resolved(in: .dark)))
  }

  /// `combine` applied to the two colors' components in each appearance, keeping a dark
  /// variant when either has one (the arithmetic animation does on colors).
  package static func combining(
    _ lhs: Color, _ rhs: Color, _ combine: (Components, Components) -> Components
  ) -> Color {
    let light = combine(lhs.components(in: .light), rhs.components(in: .light))
    var result = lhs
    (result.red, result.green, result.blue, result.opacity) = (
      light.red, light.green, light.blue, light.opacity
    )
    result.darkComponents =
      lhs.isAdaptive || rhs.isAdaptive
      ? combine(lhs.components(in: .dark), rhs.components(in: .dark)) : nil
    return result
  }
}
