import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// Views through the frame pipeline: a badge beside a staggered title, frame by frame.
@Suite struct ViewFramesTests {
  static func titleWithBadge(_ time: Double) -> some View {
    HStack(alignment: .firstTextBaseline) {
      (Text("Hello ") + Text("moonlight").customAttribute(EmphasisAttribute()))
        .font(.largeTitle)
        .textRenderer(AppearRenderer(elapsedTime: time))
      Badge()
    }
    .padding(24)
  }

  @Test func frames_aTextRendererTakesTheFramesTime() throws {
    let frames = try ViewFrames(duration: 0.7) { Self.titleWithBadge($0) }
    let start = try frames.renderFrame(at: 0)
    let middle = try frames.renderFrame(at: 0.3)
    let end = try frames.renderFrame(at: 0.7)
    #expect(start.width == frames.canvasSize.width && start.height == frames.canvasSize.height)
    func ink(_ pixmap: Pixmap) -> Double {
      var total = 0.0
      for y in 0..<pixmap.height {
        for x in 0..<pixmap.width { total += 1 - pixmap.color(atX: x, y: y).red }
      }
      return total
    }
    #expect(ink(start) < ink(middle))
    #expect(ink(middle) < ink(end))
    // A pure function of time.
    #expect(
      try frames.renderFrame(at: 0.3).withUnsafePremultipliedBytes { Array($0) }
        == middle.withUnsafePremultipliedBytes { Array($0) })
  }

  @Test func frames_exportedOnAnyNumberOfThreadsAreIdentical() throws {
    let frames = try ViewFrames(duration: 0.2, scale: 2) { Self.titleWithBadge($0) }
    let timeline = try FrameTimeline(duration: 0.2, framesPerSecond: 20)
    let count = try expectIdenticalFramesOnOneAndFourThreads(
      frames, timeline: timeline, name: "view-frames")
    #expect(count == 4)  // round(0.2 s × 20)
  }

  @Test func frames_fixedSizeCentresTheView() throws {
    let frames = try ViewFrames(duration: 0, size: CGSize(width: 100, height: 60), background: nil)
    { _ in
      Color.red.frame(width: 20, height: 10)
    }
    let pixmap = try frames.renderFrame(at: 0)
    #expect(pixmap.width == 100 && pixmap.height == 60)
    #expect(pixmap.color(atX: 40, y: 25) == .red)
    #expect(pixmap.color(atX: 39, y: 25).opacity == 0)
    #expect(pixmap.color(atX: 50, y: 34) == .red)
    #expect(pixmap.color(atX: 50, y: 35).opacity == 0)
  }

  @Test func frames_badArguments() {
    #expect(throws: FrameError.self) { try ViewFrames(duration: -1) { _ in Color.red } }
    #expect(throws: FrameError.self) { try ViewFrames(duration: 1, scale: 0) { _ in Color.red } }
    #expect(throws: ViewRenderError.self) { try ViewFrames(duration: 1) { _ in EmptyView() } }
    #expect(throws: ViewRenderError.self) {
      try ViewFrames(duration: 1, size: CGSize(width: CGFloat.infinity, height: 1)) { _ in Color.red
      }
    }
  }
}
