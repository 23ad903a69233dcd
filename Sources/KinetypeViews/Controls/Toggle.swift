import Foundation
import KinetypeCore
import KinetypeMotion
import KinetypeRendering
public import KinetypeText
public import KinetypeViewGraph

/// A control that turns an option on or off, as SwiftUI's `Toggle`: on iOS, the label on the
/// leading side and a switch on the trailing side, filling the width offered.
///
/// ```swift
/// Toggle("Reduce Motion", isOn: $reduceMotion)
/// ```
///
/// The switch is UISwitch's size: 51 × 31 points, a 27-point knob 2 points in from the track's
/// edge; the track is green when on (`systemGreen`, SwiftUI's default switch tint; `.tint(_:)`
/// changes it, as in SwiftUI) and `systemFill` when off. The knob slides with a snappy animation of its own. A script flips it
/// by tapping its label (``ViewScript/tap(_:at:)``). Disabled, the switch is drawn at half
/// opacity, the label as it is; every control size draws the one size UISwitch has.
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.toggleStyleKind) private var style

  /// A toggle showing `label`, bound to `isOn`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  /// The label, then the switch, as one tap target (or the label as a button, in the
  /// button style).
  public var body: some View {
    if style == .button {
      ToggleButton(isOn: isOn, label: label)
    } else {
      switchBody
    }
  }

  private var switchBody: some View {
    Button {
      isOn.wrappedValue.toggle()
    } label: {
      HStack {
        if !labelsHidden {
          label
          Spacer()
        }
        SwitchTrack(isOn: isOn.wrappedValue).dimmedWhenDisabled()
      }
    }
    .buttonStyle(.plain)
  }
}

extension Toggle where Label == Text {
  /// A toggle titled `title`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(String(title)) }
  }
}

/// The 51 × 31 switch.
struct SwitchTrack: View {
  let isOn: Bool
  @Environment(\.tint) private var tint
  var body: some View {
    Capsule()
      .fill(isOn ? tint ?? Color.green : SystemColor.fill)
      .frame(width: 51, height: 31)
      .overlay(alignment: isOn ? .trailing : .leading) {
        Circle().fill(Color.white)
          .frame(width: 27, height: 27)
          .shadow(color: Color(white: 0, opacity: 0.15), radius: 2, y: 2)
          .padding(2)
      }
      .animation(.snappy, value: isOn)
  }
}

/// How toggles draw, as SwiftUI's `ToggleStyle`: a switch, or a button (``ToggleButton``).
public protocol ToggleStyle {}

enum ToggleStyleKind: Sendable { case `switch`, button }

/// A toggle style: iOS's switch, or a button.
public struct BuiltInToggleStyle: ToggleStyle, Sendable {
  let kind: ToggleStyleKind
}

extension ToggleStyle where Self == BuiltInToggleStyle {
  /// The platform's default: a switch on iOS.
  public static var automatic: BuiltInToggleStyle { BuiltInToggleStyle(kind: .switch) }
  /// A switch.
  public static var `switch`: BuiltInToggleStyle { BuiltInToggleStyle(kind: .switch) }
  /// A button that looks pressed (tinted) while on, as SwiftUI's `.button`.
  public static var button: BuiltInToggleStyle { BuiltInToggleStyle(kind: .button) }
}

extension View {
  /// Draws the toggles in this view in `style`.
  public func toggleStyle(_ style: BuiltInToggleStyle) -> some View {
    environment(\.toggleStyleKind, style.kind)
  }

  /// Hides the labels of the controls in this view (toggles, pickers, sliders…), as SwiftUI's
  /// `labelsHidden()`.
  public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

extension EnvironmentValues {
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension EnvironmentValues {
  var toggleStyleKind: ToggleStyleKind {
    get { self[ToggleStyleKindKey.self] }
    set { self[ToggleStyleKindKey.self] = newValue }
  }
}

private struct ToggleStyleKindKey: EnvironmentKey {
  static var defaultValue: ToggleStyleKind { .switch }
}

private struct LabelsHiddenKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
