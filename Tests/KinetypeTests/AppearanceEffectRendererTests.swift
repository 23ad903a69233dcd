import Kinetype
import KinetypeTesting
import Testing

/// The WWDC24 sample renderer, checked against the numbers the anchor derives from its code.
@Suite struct AppearanceEffectRendererTests {
  @Test(arguments: [(2, 0.25), (3, 1.0 / 6)])
  func appearance_elementDelayFollowsTheCodeNotTheComment(count: Int, expected: Double) {
    // "total 1 s, element 0.5 s": the code divides by n (the comment by n − 1).
    let renderer = AppearanceEffectRenderer(elapsedTime: 0, elementDuration: 0.5, totalDuration: 1)
    #expect(abs(renderer.elementDelay(count: count) - expected) < 1e-12)
  }

  @Test func appearance_restsFourPercentOfTheDescentHigh() {
    // u(0.4) = 0.958257 for .snappy(duration: 0.35, extraBounce: 0.4): the sample's glyphs stay
    // 0.0417·descent above their place when their clock stops at the element duration.
    let renderer = AppearanceEffectRenderer(elapsedTime: 0.8, totalDuration: 0.8)
    let resting = renderer.spring.value(fromValue: -1.0, toValue: 0, initialVelocity: 0, time: 0.4)
    #expect(abs(resting - -0.041743) < 1e-4)
  }

  @Test(arguments: [0.1, 0.3, 0.8])
  func appearance_frames(time: Double) throws {
    let layout = try TextLayout(
      Text(markup: "Build ^[Visual Effects](emphasis: true) with Kinetype").font(.system(size: 36)),
      fonts: Fixtures.fonts)
    let animation = AnimatedText(layout: layout) {
      AppearanceEffectRenderer(elapsedTime: $0, totalDuration: 0.8)
    }
    let milliseconds = String(Int((time * 1000).rounded()))
    let name =
      "appearance@t" + String(repeating: "0", count: 4 - milliseconds.count) + milliseconds + "ms"
    assertGolden(try animation.frame(at: time), named: name, suite: "Demo")
  }

  @Test func appearance_sequenceLastsTheTotalDuration() throws {
    let layout = try TextLayout(Text("Hi").font(.system(size: 20)), fonts: Fixtures.fonts)
    let animation = AnimatedText(layout: layout) {
      AppearanceEffectRenderer(elapsedTime: $0, totalDuration: 1.2)
    }
    #expect(animation.duration == 1.2)
  }
}
