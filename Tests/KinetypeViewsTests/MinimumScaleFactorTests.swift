import Foundation
import Kinetype
import Testing

/// What a `SizeProbe` saw: the font size of the first run and whether an ellipsis was drawn.
private final class ProbeLog: @unchecked Sendable {
  private let lock = NSLock()
  private var sizes: [Double] = []
  private var ellipses: [Bool] = []

  func record(size: Double, truncated: Bool) {
    lock.withLock {
      sizes.append(size)
      ellipses.append(truncated)
    }
  }
  var lastSize: Double? { lock.withLock { sizes.last } }
  var lastTruncated: Bool? { lock.withLock { ellipses.last } }
}

/// Draws the text as laid out and records the size it was laid out at.
private struct SizeProbe: TextRenderer {
  let log: ProbeLog
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    let runs = layout.flatMap { $0 }
    log.record(
      size: runs.first?.font.size ?? 0, truncated: runs.contains { $0.isEllipsis })
    for line in layout { context.draw(line) }
  }
}

/// The font size `view`'s text is drawn at, whether it was truncated, and its frame.
private func probe(_ view: some View) throws -> (size: Double, truncated: Bool, frame: CGRect) {
  let log = ProbeLog()
  let probed = view.textRenderer(SizeProbe(log: log))
  _ = try renderer(probed).render()
  let frame = try inspect(probed).frame(of: "Text")
  return (try #require(log.lastSize), try #require(log.lastTruncated as Bool?), frame)
}

/// The width `string` takes on one line at `size` points.
private func naturalWidth(_ string: String, size: Double) throws -> CGFloat {
  try inspect(Text(string).font(.system(size: size)).lineLimit(1).fixedSize()).frame(of: "Text")
    .width
}

@Suite struct MinimumScaleFactorTests {
  let word = "Extraordinarily"

  @Test func shrinksToTheLargestSizeThatFits() throws {
    // Apple: "a label with a minimumScaleFactor of 0.5 draws its text in a font size as small
    // as half the actual font if needed".
    #expect(try naturalWidth(word, size: 34) > 150)
    let (size, truncated, frame) = try probe(
      Text(word).font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5).frame(width: 150))
    #expect(frame.width <= 150)
    #expect(size >= 17 && size < 34)
    #expect(!truncated)
    // The largest that fits: the same word 1 % larger overflows 150 points.
    #expect(try naturalWidth(word, size: size) <= 150)
    #expect(try naturalWidth(word, size: size * 1.01) > 150)
    // .largeTitle is the regular 34-point system font, so the widths above are the text's.
    #expect(
      try inspect(Text(word).font(.largeTitle).fixedSize()).frame(of: "Text").width
        == (try naturalWidth(word, size: 34)))
  }

  @Test func aFactorTooLargeToFitTruncatesAtTheFactor() throws {
    let (size, truncated, frame) = try probe(
      Text(word).font(.largeTitle).lineLimit(1).minimumScaleFactor(0.9).frame(width: 150))
    #expect(abs(size - 34 * 0.9) < 0.001)
    #expect(truncated)
    #expect(frame.width <= 150)
  }

  @Test func textThatFitsKeepsItsSize() throws {
    let (size, truncated, _) = try probe(
      Text(word).font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5).frame(width: 400))
    #expect(size == 34)
    #expect(!truncated)
  }

  @Test func withoutTheFactorTextTruncatesAtFullSize() throws {
    let (size, truncated, _) = try probe(
      Text(word).font(.largeTitle).lineLimit(1).frame(width: 150))
    #expect(size == 34)
    #expect(truncated)
  }

  @Test func withoutALineLimitTextWrapsRatherThanShrinks() throws {
    let (size, _, frame) = try probe(
      Text("Two words").font(.largeTitle).minimumScaleFactor(0.5).frame(width: 100))
    #expect(size == 34)
    #expect(frame.height > 60)
  }

  @Test func shrinksToFitTheProposedHeight() throws {
    let (size, truncated, frame) = try probe(
      Text("Tall").font(.system(size: 100)).minimumScaleFactor(0.1).frame(height: 40))
    #expect(frame.height <= 40)
    #expect(size < 40 && size > 20)
    #expect(!truncated)
  }
}
