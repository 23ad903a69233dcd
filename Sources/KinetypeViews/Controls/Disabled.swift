import KinetypeViewGraph

extension View {
  /// Disables the controls in this view when `disabled` is true, as SwiftUI's `disabled(_:)`:
  /// they ignore a script's taps and slides and are drawn as iOS draws disabled controls:
  /// tinted labels in the tertiary label gray (see ``TintShapeStyle``), a bordered prominent
  /// button gray on gray, a switch, slider or segmented picker at half opacity, a stepper's
  /// symbols, a menu picker's choice and a date picker's date gray, a text field's text in the
  /// secondary color. An outer `disabled(true)` wins over an inner `disabled(false)`.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentWriter { if disabled { $0.isEnabled = false } })
  }
}
