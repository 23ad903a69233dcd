import Foundation
import KinetypeCore
import KinetypeText
import KinetypeViewGraph

/// A toggle in the button style (`.toggleStyle(.button)`): a bordered button, its label in the
/// tint on a light tint of it while off, white on the tint while on, as iOS 17 draws it (the
/// bordered button's 12 × 7 points of padding and 8-point corners; see
/// ``BorderedButtonStyle``); disabled, gray on gray as a bordered prominent button. A tap flips
/// it.
struct ToggleButton<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  var body: some View {
    let on = isOn.wrappedValue
    Button {
      isOn.wrappedValue.toggle()
    } label: {
      ButtonBox(
        content:
          label
          .foregroundStyle(on ? AnyShapeStyle(ProminentLabel()) : AnyShapeStyle(.tint))
          .padding(.horizontal, 12)
          .padding(.vertical, 7),
        fill: on ? AnyShapeStyle(ProminentFill()) : AnyShapeStyle(TintedFill()))
    }
    .buttonStyle(.plain)
  }
}
