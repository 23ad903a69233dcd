import KinetypeCore
import KinetypeFrames
import KinetypeMotion
import KinetypeRendering
import KinetypeTestSupport
import KinetypeTesting
import KinetypeText
import Testing

/// The WWDC24 sample renderer, checked against the numbers the anchor derives from its code.
@Suite struct AppearanceEffectRendererTests {
  @Test(arguments: [("ab", 0.25), ("abc", 1.0 / 6)])
  func appearance_eachFollowsTheCodeNotTheComment(word: String, expected: Double) throws {
    // "total 1 s, element 0.5 s": the code divides by n (the comment by n − 1), and slice i
    // starts at i · delay.
    let layout = try Text.Layout(
      Text(markup: "^[\(word)](emphasis: true)").font(.system(size: 20)), fonts: Fixtures.fonts)
    let renderer = AppearanceEffectRenderer(elapsedTime: 0, elementDuration: 0.5, totalDuration: 1)
    let schedule = renderer.schedule(for: layout)
    #expect(schedule.entries.count == word.count)
    for entry in schedule.entries {
      #expect(abs(entry.start - Double(entry.index) * expected) < 1e-12)
      #expect(abs(entry.end - entry.start - 0.5) < 1e-12)
    }
  }

  @Test func appearance_sampleNumbersForTheDemoSpan() throws {
    // The sample's default: T 0.8, e 0.4, 14 slices in "Visual Effects": delay
    // max((0.8 − 14·0.4)/15, (0.8 − 0.4)/14) = 0.4/14, computed here from the sample's formula.
    let layout = try Text.Layout(
      Text(markup: "Build ^[Visual Effects](emphasis: true) with Kinetype").font(.system(size: 36)),
      fonts: Fixtures.fonts)
    let schedule = AppearanceEffectRenderer(elapsedTime: 0, totalDuration: 0.8)
      .schedule(for: layout)
    let n = 14.0
    let delay = max((0.8 - n * 0.4) / (n + 1), (0.8 - 0.4) / n)
    #expect(schedule.entries.count == 14)
    #expect(schedule.entries.map(\.start) == (0..<14).map { Double($0) * delay })
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
    let layout = try Text.Layout(
      Text(markup: "Build ^[Visual Effects](emphasis: true) with Kinetype").font(.system(size: 36)),
      fonts: Fixtures.fonts)
    // 12 px more than the default 24 around the text for the blur and the drop.
    let animation = AnimatedText(layout: layout, padding: EdgeInsets(all: 36)) {
      AppearanceEffectRenderer(elapsedTime: $0, totalDuration: 0.8)
    }
    let milliseconds = String(Int((time * 1000).rounded()))
    let name =
      "appearance@t" + String(repeating: "0", count: 4 - milliseconds.count) + milliseconds + "ms"
    assertGolden(try animation.frame(at: time), named: name, suite: "Demo")
  }

  @Test func appearance_sequenceLastsTheTotalDuration() throws {
    let layout = try Text.Layout(Text("Hi").font(.system(size: 20)), fonts: Fixtures.fonts)
    let animation = AnimatedText(layout: layout) {
      AppearanceEffectRenderer(elapsedTime: $0, totalDuration: 1.2)
    }
    #expect(animation.duration == 1.2)
  }
}
