import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// Names a sixth fresh set of real files (and the lead's probe) used, in one view.
private struct Compiles: View {
  @State private var email = ""
  @State private var query = ""
  var body: some View {
    VStack {
      TextField("Email", text: $email).textContentType(.emailAddress)
      Text("Row").contextMenu(ContextMenu { Button("Copy") {} })
      Text("Key").onKeyPress(.return) { .handled }
      Text("Drag").draggable("payload")
      Text("Drop").dropDestination(for: String.self) { items, _ in !items.isEmpty }
      Text("Background").containerBackground(.blue, for: .navigation)
    }
    .searchable(text: $query, prompt: "Who?") {
      Text("Mark").searchCompletion("Mark")
    }
  }
}

@Suite struct AppSurfaceSetFTests {
  // The iOS 13 spellings of the text field styles draw as the static members do.
  @Test func textFieldStyleTypesDrawAsTheirStaticMembers() throws {
    func render(_ view: some View) throws -> [UInt8] {
      Fixtures.bytes(try ImageRenderer(content: view.frame(width: 200, height: 60)).render())
    }
    let field = TextField("Name", text: .constant("Ann"))
    let rounded = try render(field.textFieldStyle(RoundedBorderTextFieldStyle()))
    #expect(rounded == (try render(field.textFieldStyle(.roundedBorder))))
    #expect(rounded != (try render(field.textFieldStyle(PlainTextFieldStyle()))))
    #expect(
      try render(field.textFieldStyle(DefaultTextFieldStyle()))
        == (try render(field.textFieldStyle(.plain))))
  }

  @Test func acceptedNamesDrawTheViewAsItIs() throws {
    let texts = try ImageRenderer(content: Compiles()).layoutInspection().elements
      .filter { $0.type == "Text" }.map(\.details)
    for name in ["Row", "Key", "Drag", "Drop", "Background"] {
      #expect(texts.contains("\"\(name)\""))
    }
  }
}
