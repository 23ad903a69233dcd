import Foundation
import Kinetype
import KinetypeTesting
import Testing

/// The controls enabled (left) and disabled (middle), and the control sizes (right).
private struct ControlsLookSheet: View {
  var body: some View {
    HStack(alignment: .top, spacing: 0) {
      ControlColumn(title: "Enabled").frame(width: 300)
      ControlColumn(title: "Disabled").disabled(true).frame(width: 300)
      VStack(alignment: .leading, spacing: 10) {
        Text("Sizes").font(.headline)
        ForEach(Array(ControlSize.allCases.enumerated()), id: \.offset) { _, controlSize in
          HStack(spacing: 8) {
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Button("Bordered") {}.buttonStyle(.bordered)
          }
          .controlSize(controlSize)
        }
        Button {
        } label: {
          Text("Continue").frame(maxWidth: .infinity)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        HStack(spacing: 16) {
          ProgressView()
          ProgressView().controlSize(.large)
        }
        ForEach([ControlSize.mini, .small, .regular, .large], id: \.self) { controlSize in
          Picker("Mode", selection: .constant(1)) {
            Text("Day").tag(1)
            Text("Week").tag(2)
          }
          .pickerStyle(.segmented)
          .controlSize(controlSize)
        }
      }
      .padding(16)
      .frame(width: 300)
    }
    .background(Color.white)
  }
}

/// Each control once, with a title.
private struct ControlColumn: View {
  let title: String
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text(title).font(.headline)
      Toggle("Wi-Fi", isOn: .constant(true))
      Toggle("Bluetooth", isOn: .constant(false))
      Slider(value: .constant(0.4))
      Stepper("Copies: 2", value: .constant(2), in: 1...9)
      Picker("Mode", selection: .constant(1)) {
        Text("Day").tag(1)
        Text("Week").tag(2)
        Text("Month").tag(3)
      }
      .pickerStyle(.segmented)
      Picker("Size", selection: .constant(1)) {
        Text("Medium").tag(1)
      }
      .pickerStyle(.menu)
      TextField("Name", text: .constant("Ann Lee")).textFieldStyle(.roundedBorder)
      DatePicker(
        "Due", selection: .constant(Date(timeIntervalSinceReferenceDate: 0)),
        displayedComponents: .date)
      HStack {
        Link("Help", destination: URL(fileURLWithPath: "/help"))
        Menu("Sort") { Button("Name") {} }
        Button("Plain") {}
        Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
      }
      HStack {
        Button("Bordered") {}.buttonStyle(.bordered)
        Button("Prominent") {}.buttonStyle(.borderedProminent)
      }
    }
    .padding(16)
  }
}

@Suite struct ControlsLookGoldenTests {
  @Test func golden_controlsLook() throws {
    let renderer = ImageRenderer(content: ControlsLookSheet())
    renderer.scale = 2
    assertGolden(try renderer.render(), named: "controls-look", suite: "Views")
  }
}
