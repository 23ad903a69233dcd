import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// Frames rendered into one reused pixmap (as `FrameExporter`'s workers do, clearing only what
/// the previous frame drew) equal frames rendered into new ones, byte for byte, in any order:
/// for effects that draw far from the text (blur, shadows, waves, fills away from the glyphs),
/// motion blur, and views with backgrounds.
@Suite struct ReusedPixmapTests {
  /// Draws the text with a shadow thrown far from it, and a bar whose length grows with time
  /// in a corner the text never reaches.
  struct FarDrawing: TextRenderer {
    var time: Double
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
      var bar = context
      bar.translateBy(x: -20, y: -20)
      bar.fill(
        Path(CGRect(x: 0, y: 0, width: 8 + 150 * time, height: 6)),
        with: .color(Color(red: 0.8, green: 0.1, blue: 0.3)))
      var shadowed = context
      shadowed.addFilter(.shadow(radius: 3 + 4 * time, x: 40 * time, y: 30))
      for line in layout { shadowed.draw(line) }
    }
  }

  static func layout() throws -> Text.Layout {
    try Text.Layout(
      Text(markup: Fixtures.demoMarkup).font(.system(size: 36)), fonts: Fixtures.fonts)
  }

  static func effect<E: TextEffect>(_ effect: E, background: Color = .white) throws -> AnimatedText
  {
    let layout = try layout()
    return AnimatedText(
      layout: layout, background: background,
      fixedFrame: AnimatedText.FixedFrame(width: 900, height: 260, centering: layout)
    ) { time in
      var copy = effect
      copy.elapsedTime = time
      return EffectRenderer(elapsedTime: time, effect: copy, spans: .all)
    }
  }

  static func sources() throws -> [(String, any FrameSource)] {
    let wave = try effect(
      WaveEffect(
        elapsedTime: 0, stagger: Stagger(each: 0.03), elementDuration: 1, amplitude: 60,
        period: 0.25, rotation: 20))
    let layout = try layout()
    let far = AnimatedText(
      layout: layout, padding: EdgeInsets(all: 40), background: Color(white: 0.9), duration: 1
    ) { FarDrawing(time: $0) }
    let views = try ViewFrames(duration: 1) { time in
      Text("moonlight")
        .font(.largeTitle)
        .textRenderer(AppearRenderer(elapsedTime: time))
        .padding(24)
        .background(Color(red: 0.9, green: 0.8, blue: 0.5))
        .offset(x: 40 * time)
    }
    return [
      ("blur", try effect(BlurInEffect(elapsedTime: 0, radius: 16))),
      ("wave", wave),
      ("wave on clear", try effect(WaveEffect(), background: .clear)),
      ("shadow and far fill", far),
      ("motion blur", try wave.motionBlurred(samples: 4, framesPerSecond: 30)),
      ("views", views),
    ]
  }

  @Test func renderFrame_intoAReusedPixmapInAnyOrderEqualsANewPixmap() throws {
    // A fixed shuffle of the times: forwards, backwards and jumps, each frame after another.
    let times = [0.5, 0.05, 0.9, 0.3, 0.0, 0.7, 0.2, 1.0, 0.45, 0.1, 0.6]
    for (name, source) in try Self.sources() {
      var pixmap = try source.renderFrame(at: 0.8)
      for time in times {
        try source.renderFrame(at: time, into: &pixmap)
        let fresh = try source.renderFrame(at: time)
        let same = pixmap.withUnsafePremultipliedBytes { a in
          fresh.withUnsafePremultipliedBytes { b in a.elementsEqual(b) }
        }
        #expect(same, "\(name) at t = \(time)")
      }
    }
  }
}
