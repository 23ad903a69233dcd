import Foundation
import Kinetype
import KinetypeTesting
import Testing

private struct Folder: Identifiable {
  let id: String
  var children: [Folder]? = nil
}

private struct Person: Identifiable {
  let id: Int
  let name: String
  let email: String
}

/// The controls set A asked for, as an iPhone form shows them (left) and on a plain screen
/// (right).
private struct AppControls2Sheet: View {
  var body: some View {
    HStack(alignment: .top, spacing: 0) {
      Form {
        Section("About") {
          LabeledContent("Version", value: "1.2")
          LabeledContent("Speed", value: 3.5, format: .number)
          Link("Privacy Policy", destination: URL(fileURLWithPath: "/privacy"))
          ShareLink(item: URL(fileURLWithPath: "/app"))
        }
        Section("Options") {
          DisclosureGroup("Advanced", isExpanded: .constant(true)) {
            Toggle("Debug", isOn: .constant(true))
          }
          DisclosureGroup("Collapsed") { Text("Not shown") }
          TextField("Speed", value: .constant(3.5), format: .number)
          TextField(
            "Notes", text: .constant("Notes that wrap onto a second line in the field"),
            axis: .vertical
          )
          .lineLimit(3...5)
        }
      }
      .frame(width: 390, height: 620)
      VStack(alignment: .leading, spacing: 12) {
        HStack {
          Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
          Toggle("Italic", isOn: .constant(false)).toggleStyle(.button)
          Button("Capsule") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
            .tint(.green)
        }
        ControlGroup {
          Button("Cut") {}
          Button("Copy") {}
          Button("Paste") {}
        }
        GroupBox("Storage") { Text("12 GB free") }
        ProgressView(
          timerInterval: Date(
            timeIntervalSinceReferenceDate: -2.5)...Date(
              timeIntervalSinceReferenceDate: 7.5))
        List(
          [Folder(id: "Documents", children: [Folder(id: "a.txt")]), Folder(id: "b.txt")],
          children: \.children
        ) { Text($0.id) }
        .frame(height: 150)
        Table([Person(id: 1, name: "Ann", email: "ann@example.com")]) {
          TableColumn("Name", value: \.name)
          TableColumn("Email", value: \.email)
        }
        .frame(height: 100)
        TabView {
          Tab("Home", systemImage: "house") { Color.white }
          Tab("Settings", systemImage: "gear", value: 1) { Color.white }.badge(2)
        }
        .frame(height: 90)
      }
      .padding(16)
      .frame(width: 390)
    }
    .background(Color.white)
  }
}

@Suite struct AppControls2GoldenTests {
  @Test func golden_appControls2() throws {
    let renderer = ImageRenderer(content: AppControls2Sheet())
    renderer.scale = 2
    assertGolden(try renderer.render(), named: "app-controls-2", suite: "Views")
  }
}
