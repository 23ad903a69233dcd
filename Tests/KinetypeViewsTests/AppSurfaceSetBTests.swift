import Foundation
import Kinetype
import Testing

/// The SwiftUI names a second set of real files asked for (issue 21): empty states, the safe
/// area, color literals, gestures played by a script, and container-relative frames.
@Suite struct AppSurfaceSetBTests {
  private func inspect(_ view: some View, width: CGFloat = 402, height: CGFloat = 874) throws
    -> ViewLayoutInspection
  {
    try ImageRenderer(content: view.frame(width: width, height: height)).layoutInspection()
  }

  private func text(_ inspection: ViewLayoutInspection, _ string: String) -> ViewLayoutInspection
    .Element?
  {
    inspection.elements.first { $0.type == "Text" && $0.details == "\"\(string)\"" }
  }

  // SwiftUI's `ContentUnavailableView.search`: a magnifying glass, "No Results" and "Check the
  // spelling or try a new search." (Apple's page); `search(text:)` quotes the text.
  @Test func theSearchEmptyStateSaysWhatSwiftUISays() throws {
    let plain = try inspect(ContentUnavailableView.search)
    #expect(text(plain, "No Results") != nil)
    #expect(text(plain, "Check the spelling or try a new search.") != nil)
    let query = try inspect(ContentUnavailableView.search(text: "mint"))
    #expect(text(query, "No Results for \u{201C}mint\u{201D}") != nil)
  }

  @Test func anEmptyStateIsCentredWithTheTitleOverTheDescription() throws {
    let inspection = try inspect(
      ContentUnavailableView(
        "No Mail", systemImage: "tray.fill", description: Text("New mail appears here.")))
    let title = try #require(text(inspection, "No Mail"))
    let description = try #require(text(inspection, "New mail appears here."))
    #expect(abs(title.frame.midX - 201) <= 1)
    #expect(abs(description.frame.midX - 201) <= 1)
    #expect(description.frame.minY >= title.frame.maxY)
    // `.title2` (22 points) over `.subheadline` (15): the title is the taller line.
    #expect(title.frame.height > description.frame.height)
    // The whole group sits about the middle of the 874-point screen.
    #expect(abs((title.frame.minY + description.frame.maxY) / 2 - 437) < 60)
  }

  @Test func anEmptyStateShowsItsActionsBelow() throws {
    let inspection = try inspect(
      ContentUnavailableView {
        Label("No Mail", systemImage: "tray.fill")
      } description: {
        Text("Check your inbox")
      } actions: {
        Button("Refresh") {}
      })
    let description = try #require(text(inspection, "Check your inbox"))
    let action = try #require(text(inspection, "Refresh"))
    #expect(action.frame.minY >= description.frame.maxY + 16 - 1)
  }

  // Kinetype's screens have no safe-area insets, so a view that ignores them is laid out as
  // it was.
  @Test func ignoringTheSafeAreaLeavesTheLayoutAsItIs() throws {
    let plain = try inspect(Color.blue.frame(width: 100, height: 50), width: 300, height: 300)
    let ignoring = try inspect(
      Color.blue.frame(width: 100, height: 50).ignoresSafeArea(), width: 300, height: 300)
    #expect(
      plain.elements.first { $0.type == "Color" }?.frame
        == ignoring.elements.first { $0.type == "Color" }?.frame)
  }

  @Test func aColorLiteralIsAUIColor() {
    let literal: UIColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    let color = Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    #expect(abs(literal.red - 0.2) < 1e-6 && abs(literal.alpha - 0.5) < 1e-6)
    #expect(abs(color.green - 0.4) < 1e-6 && abs(color.blue - 0.6) < 1e-6)
  }
}
