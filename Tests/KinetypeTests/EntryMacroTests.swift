import Foundation
import Kinetype
import Testing

// Environment values declared as apps declare them since iOS 18: one `@Entry` line each.
extension EnvironmentValues {
  @Entry var cardTitle: String = "Untitled"
  @Entry var cardPadding = 12
  @Entry var cardSubtitle: String?
  /// A public entry: its key stays private to the extension.
  @Entry public var cardAccent: Color = .orange
}

/// A card that reads the four values.
private struct EntryCard: View {
  @Environment(\.cardTitle) private var title
  @Environment(\.cardPadding) private var padding
  @Environment(\.cardSubtitle) private var subtitle
  @Environment(\.cardAccent) private var accent

  var body: some View {
    VStack {
      Text(title)
      Text("Padding \(padding)")
      Text(subtitle ?? "No subtitle")
      Text(accent == .orange ? "Orange" : "Other")
    }
  }
}

@Suite struct EntryMacroTests {
  private func texts(_ view: some View) throws -> [String] {
    try ImageRenderer(content: view).layoutInspection().elements
      .filter { $0.type == "Text" }.map(\.details)
  }

  @Test func entriesDefaultToTheirInitialValues() throws {
    #expect(
      try texts(EntryCard()) == [
        "\"Untitled\"", "\"Padding 12\"", "\"No subtitle\"", "\"Orange\"",
      ])
  }

  @Test func entriesAreSetThroughTheEnvironment() throws {
    let card = EntryCard()
      .environment(\.cardTitle, "Receipts")
      .environment(\.cardPadding, 20)
      .environment(\.cardSubtitle, "March")
      .environment(\.cardAccent, .blue)
    #expect(
      try texts(card) == ["\"Receipts\"", "\"Padding 20\"", "\"March\"", "\"Other\""])
  }
}
