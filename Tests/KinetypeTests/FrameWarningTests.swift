import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// Warnings are typed values collected per layout and per frame (docs/errors.md), not lines
/// printed by a process-wide handler.
@Suite struct FrameWarningTests {
  /// Draws the layout, then a square with a NaN opacity layer and a negative blur.
  struct BadDrawing: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
      for line in layout { context.draw(line) }
      var copy = context
      copy.translateBy(x: .nan, y: 0)
      copy.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.black))
    }
  }

  @Test func frame_warningsAreTypedAndCollectedPerFrame() throws {
    let layout = try Text.Layout(Text("moon").font(.system(size: 24)), fonts: Fixtures.fonts)
    let animation = AnimatedText(layout: layout, duration: 1) { _ in BadDrawing() }
    let warnings = try animation.warnings(at: 0)
    #expect(warnings.map(\.kind) == [.skippedDraw], "\(warnings)")
    #expect(warnings.first?.message.contains("not finite") == true)
    // A clean renderer raises none: the warnings are this frame's, not left from before.
    let clean = AnimatedText(layout: layout, duration: 1) { AppearRenderer(elapsedTime: $0) }
    #expect(try clean.warnings(at: 0).isEmpty)
  }

  @Test func rasterWarnings_reachTheContextThatDrew() throws {
    var canvas = try Pixmap(width: 8, height: 8)
    var warnings: [Warning] = []
    GraphicsContext.render(into: &canvas) { context in
      // A stroke whose width is negative is skipped by the raster layer, not the context.
      context.stroke(
        Path(CGRect(x: 1, y: 1, width: 4, height: 4)), with: .color(.black),
        style: StrokeStyle(lineWidth: -2))
      warnings = context.warnings
    }
    #expect(warnings.contains { $0.source == "stroke" && $0.kind == .skippedDraw }, "\(warnings)")
  }
}
