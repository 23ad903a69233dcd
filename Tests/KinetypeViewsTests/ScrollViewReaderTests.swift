import Foundation
import Kinetype
import KinetypeViewGraph
import Testing

private struct Row: View {
  let index: Int
  var body: some View { Color(white: Double(index) / 10).frame(width: 80, height: 40) }
}

/// Ten 40-point rows in a 100-point scroll view (content 400: it scrolls up to 300), and
/// buttons that scroll it from code.
private struct Reader: View {
  var animation: Animation? = .linear(duration: 1)

  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<10, id: \.self) { Row(index: $0) }
            Color.black.frame(width: 80, height: 0).id("end")
          }
        }
        .frame(height: 100)
        Button("Five") { withAnimation(animation) { proxy.scrollTo(5, anchor: .top) } }
        Button("Two") { withAnimation(animation) { proxy.scrollTo(2) } }
        Button("End") { withAnimation(animation) { proxy.scrollTo("end", anchor: .bottom) } }
        Button("Past") { withAnimation(animation) { proxy.scrollTo("end", anchor: .top) } }
      }
    }
  }
}

@Suite struct ScrollViewReaderTests {
  fileprivate func rowY(
    _ index: Int, _ script: ViewScript, at time: Double, _ view: Reader = Reader()
  )
    throws -> CGFloat?
  {
    let layout = try ViewFrames(duration: 3, size: CGSize(width: 100, height: 200), script: script)
    { view }.layoutInspection(at: time)
    let rows = layout.elements(named: "Row")
    return rows.indices.contains(index) ? rows[index].frame.minY : nil
  }

  @Test func scrollTo_anchorTopPutsTheRowAtTheTopAnimated() throws {
    var script = ViewScript()
    script.tap("Five", at: 0.1)
    // Row 5 is at 200 in the content: scrolled to 200, it is at the top (0).
    #expect(try rowY(5, script, at: 0) == 200)
    // Half way through the linear second: 100.
    #expect(try rowY(5, script, at: 0.6) == 100)
    #expect(try rowY(5, script, at: 1.5) == 0)
    // Without an animation it jumps.
    #expect(try rowY(5, script, at: 0.2, Reader(animation: nil)) == 0)
  }

  @Test func scrollTo_withoutAnchorScrollsTheLeastAndClampsAtTheEnd() throws {
    var script = ViewScript()
    script.tap("Five", at: 0.1)
    script.tap("Two", at: 1.5)
    // From 200, row 2 (80…120) is above: the least scroll shows it at the top, offset 80.
    #expect(try rowY(2, script, at: 2.8) == 0)
    // Half way from 200 to 80: 140, row 2 at 80 − 140 = −60.
    #expect(try rowY(2, script, at: 2.0) == -60)
    var toEnd = ViewScript()
    toEnd.tap("End", at: 0.1)
    // The end (at 400) on the bottom would be 300, the most it scrolls: row 9 is at 60.
    #expect(try rowY(9, toEnd, at: 1.5) == 60)
    // The end at the top would be 400, past the most (300): clamped before the glide, so half
    // way the offset is 150 (row 9 at 360 − 150), not 200.
    var past = ViewScript()
    past.tap("Past", at: 0.1)
    #expect(try rowY(9, past, at: 0.6) == 210)
    #expect(try rowY(9, past, at: 1.5) == 60)
  }
}
