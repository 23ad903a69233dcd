import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

/// `Text.Layout.Run` and `RunSlice` as SwiftUI declares them (glyph indices, one-glyph
/// elements of a slice, `run[a..<b]`), with Kinetype's cluster steps when a run is iterated.
@Suite struct RunSliceTests {
  let fonts: FontCollection

  init() throws { fonts = try FontCollection.bundled() }

  /// नमस्ते: न, म, and the conjunct स्ते, whose glyphs (at least two) form one cluster.
  func devanagariRun() throws -> Text.Layout.Run {
    let layout = try Text.Layout(
      Text("\u{928}\u{92E}\u{938}\u{94D}\u{924}\u{947}").font(.system(size: 40)), fonts: fonts)
    return try #require(layout.first?.first)
  }

  @Test func run_iteratesClustersOverGlyphIndices() throws {
    let run = try devanagariRun()
    #expect(run.count == 3)  // three clusters
    #expect(run.glyphs.count > 3)  // more glyphs than clusters
    #expect(run.startIndex == 0 && run.endIndex == run.glyphs.count)
    // Indices are where clusters start; consecutive clusters tile the glyphs.
    let slices = Array(run)
    #expect(slices.first?.startIndex == 0 && slices.last?.endIndex == run.glyphs.count)
    for (left, right) in zip(slices, slices.dropFirst()) {
      #expect(left.endIndex == right.startIndex)
    }
    #expect(Array(run.indices) == slices.map(\.startIndex))
    // Random access agrees with iteration.
    for (offset, slice) in slices.enumerated() {
      #expect(run[run.index(run.startIndex, offsetBy: offset)] == slice)
      #expect(run.distance(from: run.startIndex, to: slice.startIndex) == offset)
    }
    #expect(run.index(before: run.endIndex) == slices.last?.startIndex)
    #expect(Array(run.reversed()) == slices.reversed())
    #expect(run.dropFirst().count == 2)
  }

  @Test func runRange_isTheGlyphsOfThatRangeAsSwiftUIs() throws {
    let run = try devanagariRun()
    let conjunct = try #require(run.last)
    #expect(conjunct.count >= 2)  // one cluster, several glyphs
    // run[a..<b] takes glyph indices, not clusters; it need not end on a cluster boundary.
    let part = run[conjunct.startIndex..<(conjunct.startIndex + 1)]
    #expect(part.count == 1)
    #expect(part.glyphs.first == run.glyphs[conjunct.startIndex])
    // A glyph of a cluster reports the whole cluster's characters.
    #expect(part.characterRange == conjunct.characterRange)
    // Iterating a slice yields its glyphs, each a one-glyph slice, as in SwiftUI.
    let glyphs = Array(conjunct)
    #expect(glyphs.count == conjunct.count)
    for (offset, glyph) in glyphs.enumerated() {
      #expect(glyph.indices == (conjunct.startIndex + offset)..<(conjunct.startIndex + offset + 1))
      #expect(glyph.glyphs.first == run.glyphs[conjunct.startIndex + offset])
    }
    // A one-glyph slice is its own only element; slices of slices stay in glyph indices.
    #expect(Array(glyphs[0]) == [glyphs[0]])
    #expect(conjunct[conjunct.startIndex..<conjunct.endIndex] == conjunct)
    // Typographic bounds of the parts add up to the cluster's.
    let widths = glyphs.map(\.typographicBounds.width).reduce(0, +)
    #expect(abs(widths - conjunct.typographicBounds.width) < 1e-9)
  }

  @Test func characterIndices_areOnePerGlyphAndComparable() throws {
    let run = try devanagariRun()
    #expect(run.characterIndices.count == run.glyphs.count)
    #expect(run.characterIndices.map(\.utf16Offset) == run.glyphs.map(\.cluster))
    let first = Text.Layout.CharacterIndex(utf16Offset: 2)
    #expect(first < first.advanced(by: 3))
    #expect(first.distance(to: Text.Layout.CharacterIndex(utf16Offset: 7)) == 5)
    // Strideable: a range of character indices counts UTF-16 units.
    #expect((first..<first.advanced(by: 4)).count == 4)
  }

  @Test func swiftUINames_nameTheSameTypes() throws {
    // Today's top-level names stay as aliases of the nested ones.
    #expect(Text.Layout.self == Text.Layout.self)
    #expect(TypographicBounds.self == Text.Layout.TypographicBounds.self)
    #expect(TextLineStyle.self == Text.LineStyle.self)
    let layout = try Text.Layout(Text("ffi flow").font(.system(size: 30)), fonts: fonts)
    // The WWDC sample's flattening: every run, then every slice, in order.
    let runs = layout.flatMap { line in line }
    let slices = runs.flatMap(\.self)
    #expect(runs == layout.runs)
    #expect(slices == layout.slices)
  }
}
