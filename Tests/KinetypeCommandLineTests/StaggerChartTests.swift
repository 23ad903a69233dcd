import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// `kinetype stagger`'s chart with letters of more than one code point and wide letters.
@Suite struct StaggerChartTests {
  @Test func stagger_chartPadsLabelsByTerminalWidth() throws {
    // é as e + U+0301 (1 cell), 界 (East Asian wide: 2), 👍🏽 (emoji + modifier: 2), x (1):
    // padded to 5 cells, then two spaces, the bars start in one column on a terminal.
    let result = try Fixtures.runKinetype([
      "stagger", "--text", "^[e\u{301}界👍🏽x](emphasis: true)",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let rows = result.stdout.split(separator: "\n").dropFirst().map(String.init)
    let expected = ["e\u{301}" + String(repeating: " ", count: 6), "界     ", "👍🏽     ", "x      "]
    try #require(rows.count == expected.count, "\(result.stdout)")
    for (row, label) in zip(rows, expected) {
      // `step` is 5 wide plus two spaces.
      let text = String(row.dropFirst(7))
      #expect(text.hasPrefix(label), "\(row) should have the label '\(label)'")
    }
  }

  @Test func stagger_chartPadsClustersByTheirCodePointsWidths() throws {
    // A terminal draws a cluster as its code points: स्ते is स (1), virama (0), त (1) and
    // the vowel sign े (0), 2 cells, as glibc's wcswidth says; कि is क (1) and the spacing
    // mark ि (1), 2 cells; 각 as three conjoining jamo is 2 (the vowel and final jamo take no
    // cell). Each is padded to 5 cells, then two spaces.
    let result = try Fixtures.runKinetype([
      "stagger", "--text",
      "^[\u{938}\u{94D}\u{924}\u{947}\u{915}\u{93F}\u{1100}\u{1161}\u{11A8}](emphasis: true)",
    ])
    try #require(result.status == 0, "\(result.stderr)")
    let rows = result.stdout.split(separator: "\n").dropFirst().map(String.init)
    let expected = [
      "\u{938}\u{94D}\u{924}\u{947}" + String(repeating: " ", count: 5),
      "\u{915}\u{93F}" + String(repeating: " ", count: 5),
      "\u{1100}\u{1161}\u{11A8}" + String(repeating: " ", count: 5),
    ]
    try #require(rows.count == expected.count, "\(result.stdout)")
    for (row, label) in zip(rows, expected) {
      // The start time follows at once: the label is no wider than its cells.
      let text = String(row.dropFirst(7))
      #expect(text.hasPrefix(label + "0."), "\(row) should have the label '\(label)'")
    }
  }

  @Test func stagger_libraryChartClampsColumns() throws {
    let fonts = Fixtures.fonts
    let layout = try Text.Layout(Text(markup: "^[ab](emphasis: true)"), fonts: fonts)
    let schedule = StaggerSchedule(
      layout: layout, stagger: Stagger(each: 0.1), elementDuration: 0.5)
    // 0 and 10,000 columns are drawn as 10 and 400 (docs: chart(columns:duration:)).
    let narrow = schedule.chart(columns: 0).split(separator: "\n")[1]
    let wide = schedule.chart(columns: 10_000).split(separator: "\n")[1]
    #expect(narrow.filter { $0 == "█" || $0 == "·" }.count == 10)
    #expect(wide.filter { $0 == "█" || $0 == "·" }.count == 400)
  }
}
