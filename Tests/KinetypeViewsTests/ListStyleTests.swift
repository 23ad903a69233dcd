import Foundation
import Kinetype
import KinetypeTesting
import Testing

/// A list of one section with a header and two rows, in `style`, 300 points wide.
private struct StyledList<S: ListStyle>: View {
  let style: S
  var body: some View {
    List {
      Section("Fruit") {
        Text("Apple")
        Text("Pear")
      }
    }
    .listStyle(style)
    .frame(width: 300, height: 200)
  }
}

/// The four list styles iOS draws, side by side.
private struct ListStylesSheet: View {
  var body: some View {
    HStack(spacing: 8) {
      StyledList(style: .insetGrouped)
      StyledList(style: .grouped)
      StyledList(style: .plain)
      StyledList(style: .inset)
    }
    .padding(8)
    .background(Color.gray)
  }
}

@Suite struct ListStyleTests {
  private func apple<S: ListStyle>(_ style: S) throws -> CGRect {
    let inspection = try ImageRenderer(content: StyledList(style: style)).layoutInspection()
    return try #require(inspection.elements.first { $0.details == "\"Apple\"" }).frame
  }

  private func pixel<S: ListStyle>(_ style: S, x: Int, y: Int) throws -> Color {
    try ImageRenderer(content: StyledList(style: style)).render().color(atX: x, y: y)
  }

  // Row content is 20 points in from its row: from the card 16 points in for the inset
  // styles, from the list's edge for grouped and plain.
  @Test func rowContentStartsWhereEachStylePutsIt() throws {
    #expect(try apple(.insetGrouped).minX == 36)
    #expect(try apple(.inset).minX == 36)
    #expect(try apple(.grouped).minX == 20)
    #expect(try apple(.plain).minX == 20)
  }

  // Grouped styles sit on systemGroupedBackground (#F2F2F7) with white rows; plain and inset
  // lists are white throughout.
  @Test func groupedStylesHaveTheGroupedBackgroundAndPlainOnesDoNot() throws {
    let groupedGray = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    // Below the section, at the bottom of the list.
    #expect(try pixel(.insetGrouped, x: 150, y: 195) == groupedGray)
    #expect(try pixel(.grouped, x: 150, y: 195) == groupedGray)
    #expect(try pixel(.plain, x: 150, y: 195) == .white)
    #expect(try pixel(.inset, x: 150, y: 195) == .white)
    // A grouped row reaches the list's edge; an inset-grouped card stops 16 points in.
    let row = try apple(.grouped)
    #expect(try pixel(.grouped, x: 2, y: Int(row.midY)) == .white)
    #expect(try pixel(.insetGrouped, x: 2, y: Int(row.midY)) == groupedGray)
  }

  @Test func aSidebarIsDrawnInsetGroupedWithAWarning() throws {
    let renderer = ImageRenderer(content: StyledList(style: .sidebar))
    _ = try renderer.render()
    #expect(
      renderer.warnings.contains { $0.message.contains(".sidebar is drawn as .insetGrouped") })
    #expect(try apple(.sidebar).minX == 36)
  }

  @Test func golden_listStyles() throws {
    let renderer = ImageRenderer(content: ListStylesSheet())
    renderer.scale = 2
    assertGolden(try renderer.render(), named: "list-styles", suite: "Views")
  }
}
