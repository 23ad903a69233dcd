import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// The frame is the text plus its padding whatever the effect (issue 20, 9): an effect that
/// reaches farther says so with a typed warning, and is clipped; it never resizes the frame.
@Suite struct FrameSizeTests {
  static let effects = ["wave", "scale-in", "blur-in", "typewriter", "appear"]

  @Test func render_frameSizeDoesNotDependOnTheEffect() throws {
    // The same text was 1293, 1309 or 1353 px wide under wave, scale-in and blur-in.
    let text = "Kinetic type for everyone"
    let inspected = try Fixtures.runKinetype(["inspect", "--text", text, "--json"])
    let layout = try JSONDecoder().decode(
      TextLayoutInspection.self, from: Data(inspected.stdout.utf8))
    let expected = (
      Int((layout.size[0] + 48).rounded(.up)), Int((layout.size[1] + 48).rounded(.up))
    )
    for effect in Self.effects {
      let folder = try Fixtures.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("frame.png").path
      let result = try Fixtures.runKinetype([
        "render", "--text", text, "--all", "--effect", effect, "--time", "0", "-o", path,
      ])
      try #require(result.status == 0, "\(effect): \(result.stderr)")
      let frame = try Pixmap(contentsOfPNGFile: path)
      #expect(frame.width == expected.0 && frame.height == expected.1, "\(effect)")
      // blur-in reaches 30 px past the text, more than the 24 px of padding: it says so.
      #expect(result.stderr.contains("beyond the text") == (effect == "blur-in"), "\(effect)")
    }
  }

  @Test func animatedText_anEffectReachingPastThePaddingIsAWarning() throws {
    let layout = try Text.Layout(Text("Frame").font(.system(size: 30)), fonts: Fixtures.fonts)
    let tight = AnimatedText(layout: layout, padding: EdgeInsets(all: 4)) {
      WaveEffect(elapsedTime: $0, amplitude: 12)
    }
    #expect(tight.canvasSize.height == Int((layout.size.height + 8).rounded(.up)))
    let warnings = try tight.warnings(at: 0.2).filter { $0.kind == .outsideCanvas }
    #expect(warnings.count == 1, "\(warnings)")
    #expect(warnings.first?.message.contains("12 px") == true, "\(warnings)")
    let roomy = AnimatedText(layout: layout, padding: EdgeInsets(all: 12)) {
      WaveEffect(elapsedTime: $0, amplitude: 12)
    }
    #expect(try roomy.warnings(at: 0.2).isEmpty)
    // Text wider than a fixed frame is cut by the frame, not by the effect: no warning.
    let narrow = AnimatedText(
      layout: layout,
      fixedFrame: AnimatedText.FixedFrame(width: 20, height: 200, centering: layout)
    ) { WaveEffect(elapsedTime: $0, amplitude: 12) }
    #expect(try narrow.warnings(at: 0.2).isEmpty)
  }
}
