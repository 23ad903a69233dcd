import KinetypeViewGraph

extension View {
  /// Disables the controls in this view when `disabled` is true, as SwiftUI's `disabled(_:)`:
  /// they ignore a script's taps and slides, and their tinted labels are drawn dimmed (see
  /// ``TintShapeStyle``). An outer `disabled(true)` wins over an inner `disabled(false)`.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentWriter { if disabled { $0.isEnabled = false } })
  }
}
