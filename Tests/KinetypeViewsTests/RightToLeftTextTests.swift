import Foundation
import Kinetype
import Testing

/// Where each line of a drawn text starts and how wide it is, and the layout's width.
private final class LineLog: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [(lines: [(x: Double, width: Double)], width: Double)] = []

  func record(_ layout: Text.Layout) {
    let lines = layout.map { (x: Double($0.origin.x), width: Double($0.typographicBounds.width)) }
    lock.withLock { seen.append((lines, Double(layout.size.width))) }
  }
  var last: (lines: [(x: Double, width: Double)], width: Double)? { lock.withLock { seen.last } }
}

/// Draws the text as laid out and records its lines.
private struct LineProbe: TextRenderer {
  let log: LineLog
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    log.record(layout)
    for line in layout { context.draw(line) }
  }
}

/// The lines `text` is drawn with in `direction`: each line's gap to the left and to the right
/// edge of the text.
private func lineGaps(
  _ text: some View, _ direction: LayoutDirection
) throws -> [(left: Double, right: Double)] {
  let log = LineLog()
  _ = try renderer(
    text.textRenderer(LineProbe(log: log)).environment(\.layoutDirection, direction)
  ).render()
  let drawn = try #require(log.last)
  return drawn.lines.map { (left: $0.x, right: drawn.width - $0.x - $0.width) }
}

/// Mirrors in the layout direction it names, and where a red square of a red-and-blue row is
/// drawn.
@Suite struct RightToLeftTextTests {
  let paragraph = "Short\nA much longer second line"

  @Test func leadingText_isFlushRightRightToLeft() throws {
    // SwiftUI's leading edge is the right one in a right-to-left environment, for an English
    // paragraph too.
    let text = Text(paragraph).multilineTextAlignment(.leading)
    let ltr = try lineGaps(text, .leftToRight)
    let rtl = try lineGaps(text, .rightToLeft)
    #expect(ltr.count == 2 && rtl.count == 2)
    #expect(ltr[0].left == 0 && ltr[0].right > 50)
    #expect(rtl[0].right.magnitude < 0.01 && rtl[0].left > 50)
    // The widest line fills the text either way.
    #expect(rtl[1].left.magnitude < 0.01 && rtl[1].right.magnitude < 0.01)
  }

  @Test func trailingText_isFlushLeftRightToLeft() throws {
    let text = Text(paragraph).multilineTextAlignment(.trailing)
    let ltr = try lineGaps(text, .leftToRight)
    let rtl = try lineGaps(text, .rightToLeft)
    #expect(ltr[0].right.magnitude < 0.01 && ltr[0].left > 50)
    #expect(rtl[0].left.magnitude < 0.01 && rtl[0].right > 50)
  }

  @Test func centredText_isCentredEitherWay() throws {
    let text = Text(paragraph).multilineTextAlignment(.center)
    for direction in LayoutDirection.allCases {
      let gaps = try lineGaps(text, direction)
      #expect((gaps[0].left - gaps[0].right).magnitude < 0.01)
    }
  }

  @Test func arabicLeadingText_keepsItsOwnStartLeftToRight() throws {
    // Left to right, a right-to-left paragraph's leading is its own start edge, the right.
    let text = Text("مرحبا\nمرحبا بالعالم كله اليوم").multilineTextAlignment(.leading)
    let ltr = try lineGaps(text, .leftToRight)
    let rtl = try lineGaps(text, .rightToLeft)
    #expect(ltr[0].right.magnitude < 0.01 && ltr[0].left > 20)
    #expect(rtl[0].right.magnitude < 0.01 && rtl[0].left > 20)
  }
}

/// A 10-point red square then a 30-point blue bar, side by side: 40 × 10.
private var row: some View {
  HStack(spacing: 0) {
    Color.red.frame(width: 10, height: 10)
    Color.blue.frame(width: 30, height: 10)
  }
}

/// Whether the red square is drawn at the left of `view` (else at the right), in `direction`.
private func redOnTheLeft(_ view: some View, _ direction: LayoutDirection) throws -> Bool {
  let pixels = try renderer(view.environment(\.layoutDirection, direction)).render()
  let left = pixels.color(atX: 5, y: 5)
  let right = pixels.color(atX: 35, y: 5)
  let isRed = { (c: Color) in c.red > 0.8 && c.blue < 0.5 }
  #expect(isRed(left) != isRed(right))
  return isRed(left)
}

@Suite struct LayoutDirectionBehaviorTests {
  @Test func mirrors_mirrorsTheDrawingRightToLeftOnly() throws {
    // Layout mirrors right to left (red, first, on the right); `.mirrors` mirrors the drawing
    // too, so it is back on the left. Left to right nothing changes.
    #expect(try redOnTheLeft(row, .leftToRight))
    #expect(try !redOnTheLeft(row, .rightToLeft))
    #expect(try redOnTheLeft(row.layoutDirectionBehavior(.mirrors), .leftToRight))
    #expect(try redOnTheLeft(row.layoutDirectionBehavior(.mirrors), .rightToLeft))
    #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
  }

  @Test func mirrorsInLeftToRight_mirrorsTheDrawingLeftToRightOnly() throws {
    let mirrored = row.layoutDirectionBehavior(.mirrors(in: .leftToRight))
    #expect(try !redOnTheLeft(mirrored, .leftToRight))
    #expect(try !redOnTheLeft(mirrored, .rightToLeft))
  }

  @Test func fixed_neverMirrorsTheDrawing() throws {
    let fixed = row.layoutDirectionBehavior(.fixed)
    #expect(try redOnTheLeft(fixed, .leftToRight))
    #expect(try !redOnTheLeft(fixed, .rightToLeft))
  }

  @Test func mirroring_keepsTheFrame() throws {
    // Only the drawing mirrors: the view's frame and its children's are where layout put them.
    let framed = HStack(spacing: 0) {
      Color.green.frame(width: 20, height: 10)
      row.layoutDirectionBehavior(.mirrors)
    }
    let layout = try inspect(framed.environment(\.layoutDirection, .rightToLeft))
    #expect(layout.frames(ofType: "Color").map(\.minX) == [40, 30, 0])
  }
}
