import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

@Suite struct ReadingOrderTests {
  let fonts: FontCollection

  init() throws {
    fonts = try FontCollection.bundled()
  }

  @Test func readingOrder_hebrewSpanStartsAtTheRight() throws {
    let text = Text("go ") + Text("שלום").customAttribute(EmphasisAttribute())
    let layout = try Text.Layout(text.font(.system(size: 20)), fonts: fonts)
    let order = layout.readingOrder
    let hebrew = layout.slices.filter { $0[EmphasisAttribute.self] != nil }
    #expect(hebrew.count == 4)
    let first = try #require(hebrew.first { order.position(of: $0)?.indexInSpan == 0 })
    let maxX = hebrew.map(\.typographicBounds.origin.x).max()
    #expect(first.typographicBounds.origin.x == maxX)
    #expect(order.position(of: first)?.countInSpan == 4)
    #expect(order.position(of: first)?.index == 3)
  }

  @Test func slicesByWord_groupsWordsInReadingOrder() throws {
    let layout = try Text.Layout(Text("Hello, big world!"), fonts: fonts)
    let words = layout.slicesByWord
    #expect(words.map(\.count) == [5, 3, 5])
    #expect(words.map { layout.text(in: $0[0].characterRange) } == ["H", "b", "w"])
  }

  @Test func runsInReadingOrder_followSource() throws {
    let line = try #require(try Text.Layout(Text("abc אבג גדה def"), fonts: fonts).first)
    let starts = line.runsInReadingOrder.map(\.characterRange.lowerBound)
    #expect(starts == starts.sorted())
  }

  @Test func inspection_jsonRoundTripsAndNamesEverything() throws {
    let text = try Text(markup: "office ^[שלום](emphasis: true)")
    let layout = try Text.Layout(text, fonts: fonts, width: 400)
    let json = try layout.inspectionJSON()
    let decoded = try JSONDecoder().decode(TextLayoutInspection.self, from: Data(json.utf8))
    #expect(decoded == layout.inspection())
    let run = try #require(decoded.lines.first?.runs.last)
    #expect(run.attributes["EmphasisAttribute"] != nil)
    #expect(run.direction == "rightToLeft")
    #expect(run.slices.map(\.text).joined() == "םולש")
    #expect(run.slices.allSatisfy { $0.imageBounds != nil })
  }

  @Test func dump_includeSlicesListsEachSlice() throws {
    let layout = try Text.Layout(Text("ab"), fonts: fonts)
    let dump = layout.dump(includeSlices: true)
    #expect(dump.contains("slice 0 \"a\" chars=0..<1 reading=0"))
    #expect(dump.contains("slice 1 \"b\" chars=1..<2 reading=1"))
  }

  @Test(arguments: TruncationMode.allCases)
  func readingOrder_placesEllipsisAtItsCut(_ mode: TruncationMode) throws {
    let text = Text("one two three four five six seven eight nine ten eleven twelve")
    let layout = try Text.Layout(
      text.font(.system(size: 20)), fonts: fonts, width: 150,
      options: LayoutOptions(lineLimit: 2, truncationMode: mode))
    let last = layout.slicesInReadingOrder.filter {
      $0.typographicBounds.origin.y == layout[1].origin.y
    }
    let shown = last.map { $0.run.isEllipsis ? "…" : layout.text(in: $0.characterRange) }.joined()
    switch mode {
    case .tail: #expect(shown.hasSuffix("…") && shown.hasPrefix("four"))
    case .head: #expect(shown.hasPrefix("…") && shown.hasSuffix("twelve"))
    case .middle:
      #expect(shown.hasPrefix("four") && shown.hasSuffix("twelve") && shown.contains("…"))
    }
    // Visual order agrees for left-to-right text.
    let visual = layout[1].slices.map {
      $0.run.isEllipsis ? "…" : layout.text(in: $0.characterRange)
    }
    #expect(visual.joined() == shown)
  }
}
