import KinetypeViewGraph

/// How a disabled control looks (docs/views.md, "Disabled controls"): UIKit draws a disabled
/// switch, slider or segmented control as the enabled one, faded.
enum DisabledAppearance {
  /// The opacity of a disabled switch, slider and segmented control: Flutter's
  /// `_kCupertinoSwitchDisabledOpacity` (0.5), its copy of UISwitch's disabled look; Kinetype
  /// uses it for the slider and the segmented control too.
  static let controlOpacity = 0.5
}

/// Fades its content to ``DisabledAppearance/controlOpacity``, as one picture (a knob over
/// its track does not show the track through it), when the view is disabled; enabled, the
/// content as it is.
struct DimmedWhenDisabled: ViewModifier {
  @Environment(\.isEnabled) private var isEnabled

  func body(content: Content) -> some View {
    if isEnabled {
      content
    } else {
      content.compositingGroup().opacity(DisabledAppearance.controlOpacity)
    }
  }
}

extension View {
  /// This view faded as a disabled UIKit control is, when `disabled(true)` is around it.
  func dimmedWhenDisabled() -> some View { modifier(DimmedWhenDisabled()) }
}
