import Kinetype

struct SettingsScreen: View {
  @State private var animations = true
  @State private var speed = 0.5

  var body: some View {
    NavigationStack {
      Form {
        Section("Motion") {
          Toggle("Animations", isOn: $animations)
          Slider(value: $speed)
          Label("Reduce Motion follows the system", systemImage: "figure.walk")
        }
        Section("Status") {
          ProgressView(value: speed)
        }
      }
      .navigationTitle("Settings")
    }
  }
}

#Preview("Settings") {
  SettingsScreen()
}
