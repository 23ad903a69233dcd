import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// The library's resource limits (docs/limits.md) as the frame pipeline keeps to them.
@Suite struct LimitsPipelineTests {
  @Test func timeline_frameCountFollowsTheLimitsPassedIn() throws {
    var limits = Limits()
    limits.frames = 60
    // 1 s at 60 fps is 60 frames: exactly the limit.
    #expect(try FrameTimeline(duration: 1, framesPerSecond: 60, limits: limits).frameCount == 60)
    limits.frames = 59
    let error = #expect(throws: LimitError.self) {
      try FrameTimeline(duration: 1, framesPerSecond: 60, limits: limits)
    }
    #expect(error?.limit == .frames && error?.value == 60 && error?.maximum == 59)
    // The default: a million frames.
    #expect(throws: LimitError.self) { try FrameTimeline(duration: 3600, framesPerSecond: 300) }
  }

  @Test func animatedText_frameKeepsToItsLimits() throws {
    var animation = try Fixtures.demoAnimation()
    _ = try animation.frame(at: 0)
    animation.limits.canvasPixels = 100
    let error = #expect(throws: LimitError.self) { try animation.renderFrame(at: 0) }
    #expect(error?.limit == .canvasPixels)
  }

  @Test func glyphCache_byteLimitComesFromTheLimits() {
    var limits = Limits()
    limits.glyphCacheBytes = 12_345
    #expect(GlyphCache(limits: limits).byteLimit == 12_345)
    #expect(GlyphCache().byteLimit == Limits().glyphCacheBytes)
  }
}
