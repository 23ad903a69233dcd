import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// SwiftUI's default spacing between neighbours by their kinds (OpenSwiftUI's `Spacing` and
/// `Text+Spacing`, read for the rules; the fonts' own metrics give the numbers).
@Suite struct ViewSpacingTests {
  /// The body font's metrics, read from a laid-out text, and the two text distances SwiftUI's
  /// rule gives for them at `scale`.
  private func bodyDistances(scale: CGFloat) throws -> (belowText: CGFloat, aboveText: CGFloat) {
    let layout = try Text.Layout(Text("Kinetype").font(.body), fonts: try FontCollection.shared())
    let font = try #require(layout.lines.first?.runs.first?.font)
    let lineHeight = CGFloat(font.ascent + font.descent)
    // A tenth of the line height, rounded up to the pixel.
    let gap = (lineHeight * 0.1 * scale).rounded(.up) / scale
    let below = max(lineHeight + gap - CGFloat(font.capHeight), gap + CGFloat(font.descent))
    let above = lineHeight + gap - CGFloat(font.ascent)
    return (below, above)
  }

  @Test func spacing_textAboveAShapeByItsFontMetrics() throws {
    let layout = try inspect(
      VStack {
        Text("Kinetype")
        Color.red.frame(width: 40, height: 10)
      }, scale: 2)
    let text = layout.frames(ofType: "Text")[0]
    let shape = layout.frames(ofType: "Color")[0]
    let expected = try bodyDistances(scale: 2).belowText
    // Frames are rounded to the pixel: within half a pixel of the rule's distance.
    #expect(
      abs(shape.minY - text.maxY - expected) <= 0.5, "\(shape.minY - text.maxY) vs \(expected)")
    #expect(expected > 8, "the text's bottom asks for more than the 8-point default")
  }

  @Test func spacing_shapeAboveTextByItsFontMetrics() throws {
    let layout = try inspect(
      VStack {
        Color.red.frame(width: 40, height: 10)
        Text("Kinetype")
      }, scale: 2)
    let text = layout.frames(ofType: "Text")[0]
    let shape = layout.frames(ofType: "Color")[0]
    let expected = try bodyDistances(scale: 2).aboveText
    #expect(
      abs(text.minY - shape.maxY - expected) <= 0.5, "\(text.minY - shape.maxY) vs \(expected)")
  }

  @Test func spacing_textFollowsTextByTheLineGap() throws {
    let fonts = try FontCollection.shared()
    let font = try #require(
      try Text.Layout(Text("Kinetype").font(.body), fonts: fonts).lines.first?.runs.first?.font)
    let layout = try inspect(
      VStack {
        Text("Kinetype")
        Text("Kinetype")
      })
    let texts = layout.frames(ofType: "Text")
    #expect(texts[1].minY - texts[0].maxY == CGFloat(font.leading).rounded(.up))
  }

  @Test func spacing_paddedTextAndShapesKeepTheDefault() throws {
    // Padding resets the padded edges: 8 points to the shape below. Shapes to shapes and any
    // pair side by side: 8 points.
    let padded = try inspect(
      VStack {
        Text("Kinetype").padding(4)
        Color.red.frame(width: 40, height: 10)
      })
    let paddedText = try #require(padded.element(named: "padding")?.frame)
    #expect(padded.frames(ofType: "Color")[0].minY - paddedText.maxY == 8)
    let row = try inspect(
      HStack {
        Text("Kinetype")
        Color.red.frame(width: 40, height: 10)
      })
    #expect(row.frames(ofType: "Color")[0].minX - row.frames(ofType: "Text")[0].maxX == 8)
  }

  @Test func spacing_spacerKeepsTheTextsDistance() throws {
    // A Spacer has a plain view's spacing: after a text, the text's own distance below.
    let layout = try inspect(
      VStack {
        Text("Kinetype")
        Spacer().frame(height: 10)
        Color.red.frame(width: 40, height: 10)
      })
    let spacer = try #require(layout.element(named: "Spacer")?.frame)
    let expected = try bodyDistances(scale: 1).belowText
    #expect(abs(spacer.minY - layout.frames(ofType: "Text")[0].maxY - expected) <= 0.5)
  }
}
