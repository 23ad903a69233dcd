public import KinetypeCore
public import KinetypeViewGraph

/// iOS's switch, as SwiftUI's `SwitchToggleStyle` (`.toggleStyle(SwitchToggleStyle())`, the
/// type behind `.switch`), optionally tinted: `SwitchToggleStyle(tint: .orange)`.
public struct SwitchToggleStyle: ToggleStyle, Sendable {
  let tint: Color?

  /// The switch in the accent color.
  public init() { tint = nil }

  /// The switch, filled with `tint` while on.
  public init(tint: Color) { self.tint = tint }
}

extension View {
  /// Draws the toggles in this view as switches, tinted if the style has a tint.
  public func toggleStyle(_ style: SwitchToggleStyle) -> some View {
    let tint = style.tint
    return toggleStyle(.switch).modifier(
      EnvironmentWriter { environment in
        if let tint { environment.tint = tint }
      })
  }
}
