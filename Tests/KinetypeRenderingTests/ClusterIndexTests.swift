import KinetypeCore
import KinetypeRaster
import KinetypeTestSupport
import KinetypeText
import Testing

@testable import KinetypeRendering

/// Runs index glyphs and iterate clusters: what the stagger and the effects look up by index must
/// be whole clusters, once each (a Devanagari conjunct is several glyphs).
@Suite struct ClusterIndexTests {
  static func layout(_ markup: String) throws -> Text.Layout {
    try Text.Layout(
      Text(markup: markup, attributes: .kinetype).font(.system(size: 40)), fonts: Fixtures.fonts)
  }

  @Test func startTimes_areByGlyphIndexEachGlyphItsClustersStart() throws {
    let layout = try Self.layout("^[नमस्ते दुनिया](emphasis: true)")
    let schedule = StaggerSchedule(
      layout: layout, stagger: Stagger(each: 0.1), elementDuration: 0.3)
    for run in layout.runs {
      let starts = try #require(schedule.startTimes(in: run))
      let ends = try #require(schedule.endTimes(in: run))
      #expect(starts.count == run.glyphs.count)
      #expect(ends.count == run.glyphs.count)
      for slice in run {
        let start = try #require(schedule.start(of: slice))
        for glyph in slice.indices { #expect(starts[glyph] == start) }
      }
      #expect(run.glyphs.count > run.count, "a conjunct is several glyphs")
    }
  }

  @Test func drawSlices_drawsEachClusterOnceWithDecorations() throws {
    // Underlined, the glyph range is drawn cluster by cluster: each once, as drawing the run.
    let layout = try Self.layout("^[नमस्ते](underline: true)")
    let run = try #require(layout.runs.first)
    func render(_ body: (inout GraphicsContext) -> Void) throws -> [UInt8] {
      var canvas = try Pixmap(width: 200, height: 80, background: .white)
      GraphicsContext.render(into: &canvas) { context in
        context.translateBy(x: 10, y: 10)
        context.opacity = 0.5
        body(&context)
      }
      return canvas.withUnsafePremultipliedBytes { Array($0) }
    }
    let ranged = try render { $0.draw(run, slices: run.startIndex..<run.endIndex) }
    let clusters = try render { context in
      for slice in run { context.draw(slice) }
    }
    let differing = zip(ranged, clusters).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) bytes differ")
  }
}
