import Kinetype
import KinetypeTestSupport
import Testing

/// How `AnimatedText` sizes its frames and places the text, and which frames a contact sheet
/// samples.
@Suite struct FrameGeometryTests {
  static func layout() throws -> Text.Layout {
    try Text.Layout(Text("Frame").font(.system(size: 30)), fonts: Fixtures.fonts)
  }

  @Test func canvas_isTheTextPlusEveryPadding() throws {
    let layout = try Self.layout()
    let animation = AnimatedText(
      layout: layout, padding: EdgeInsets(top: 3, leading: 10, bottom: 5, trailing: 30)
    ) { _ in LayoutDebugRenderer() }
    let size = animation.canvasSize
    #expect(size.width == Int((layout.size.width + 40).rounded(.up)))
    #expect(size.height == Int((layout.size.height + 8).rounded(.up)))
    // The appear renderer's glyphs rise from 8 px below: the frame stays the text plus its
    // padding (issue 20, 9), and the frame says the rise is clipped.
    let rising = AnimatedText(layout: layout, padding: EdgeInsets(all: 0)) {
      AppearRenderer(elapsedTime: $0)
    }
    #expect(rising.canvasSize.height == Int(layout.size.height.rounded(.up)))
    #expect(rising.canvasSize.width == Int(layout.size.width.rounded(.up)))
    #expect(try rising.warnings(at: 0).map(\.kind) == [.outsideCanvas])
  }

  @Test func fixedFrame_centresTheText() throws {
    let layout = try Self.layout()
    let frame = AnimatedText.FixedFrame(width: 400, height: 100, centering: layout)
    #expect(abs(frame.origin.x + layout.size.width / 2 - 200) < 1e-9)
    #expect(abs(frame.origin.y + layout.size.height / 2 - 50) < 1e-9)
    let animation = AnimatedText(layout: layout, fixedFrame: frame) { _ in LayoutDebugRenderer() }
    #expect(animation.canvasSize.width == 400 && animation.canvasSize.height == 100)
  }

  @Test func contactSheet_samplesFromTheFirstToTheLastFrame() throws {
    let animation = try Fixtures.demoAnimation()
    for (duration, fps) in [(0.7, 60.0), (0.2, 30), (1.0, 10)] {
      let timeline = try FrameTimeline(duration: duration, framesPerSecond: fps)
      let sheet = ContactSheet(animation: animation, timeline: timeline)
      let frames = sheet.sampledFrames
      #expect(frames.count == min(12, timeline.frameCount))
      #expect(frames.first == 0)
      #expect(frames.last == timeline.frameCount - 1)
      #expect(zip(frames, frames.dropFirst()).allSatisfy { $0 < $1 })
    }
    let single = ContactSheet(animation: animation, timeline: try FrameTimeline(duration: 0))
    #expect(single.sampledFrames == [0])
  }
}
