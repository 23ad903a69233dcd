import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

/// Text of thousands of paragraphs (a fuzz finding: each line used to scan every paragraph,
/// so laying out n paragraphs took n² steps). Each line must still take its pieces from its
/// own paragraph, in its own direction.
@Suite struct ManyParagraphsTests {
  @Test func manyParagraphs_eachLineHoldsItsOwnParagraph() throws {
    let fonts = try FontCollection.bundled()
    let paragraphs = (0..<2_000).map { $0 % 3 == 2 ? "אב\($0)" : "ab\($0)" }
    let source = paragraphs.joined(separator: "\n")
    let layout = try Text.Layout(Text(source).font(.system(size: 12)), fonts: fonts, width: 400)
    let lines = Array(layout)
    #expect(lines.count == paragraphs.count)
    var start = 0
    for (index, (line, paragraph)) in zip(lines, paragraphs).enumerated() {
      let range = start..<(start + paragraph.utf16.count)
      start = range.upperBound + 1
      let covered = line.flatMap { run in [run.characterRange] }
      // The runs cover the paragraph, its separator at most besides.
      #expect(
        covered.allSatisfy {
          range.contains($0.lowerBound) && $0.upperBound <= range.upperBound + 1
        }, "line \(index) holds \(covered), its paragraph is \(range)")
      #expect(covered.map(\.count).reduce(0, +) >= paragraph.utf16.count, "line \(index)")
      // Every third paragraph is Hebrew, right to left; the others are left to right.
      let rightToLeft = line.contains { $0.bidiLevel % 2 == 1 }
      #expect(rightToLeft == (index % 3 == 2), "line \(index)")
    }
  }
}
