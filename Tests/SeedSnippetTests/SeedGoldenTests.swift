import Foundation
import Kinetype
import KinetypeTesting
import Testing

/// The seeds' animated views (their verbatim code in this target) rendered on the virtual
/// clock, as contact sheets at chosen times. Each sheet is a golden (Goldens/Animation) and a
/// picture of docs/animation.md.
@Suite struct SeedGoldenTests {
  @Test func golden_textTransition() throws {
    // The sample's preview: its toggle (`$isVisible.animation()`) inserts the title at 0.2 s;
    // the transition paces `elapsedTime` linearly over 0.9 s, so the glyphs of "Visual
    // Effects" rise one after another until 1.1 s.
    var script = ViewScript()
    script.set("isVisible", to: true, at: 0.2, animation: .default)
    let frames = try ViewFrames(duration: 1.4, scale: 2, script: script) {
      TextTransitionPreview()
    }
    #expect(frames.warnings.isEmpty)
    let sheet = try timeSheet(
      frames, times: [0.2, 0.35, 0.5, 0.65, 0.8, 1.1], columns: 3)
    assertGolden(sheet, named: "text-transition", suite: "Animation")
  }

  @Test func golden_bouncingBadge() throws {
    var script = ViewScript()
    script.tap("NEW", at: 0.1)
    let frames = try ViewFrames(
      duration: 1, size: CGSize(width: 90, height: 80), scale: 2, script: script
    ) { BouncingBadge() }
    let sheet = try timeSheet(
      frames, times: [0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8], columns: 4)
    assertGolden(sheet, named: "bouncing-badge", suite: "Animation")
  }

  @Test func golden_repeatingPulse() throws {
    let frames = try ViewFrames(
      duration: 2, size: CGSize(width: 80, height: 80), scale: 2
    ) { Pulse() }
    let sheet = try timeSheet(frames, times: [0, 0.25, 0.5, 0.75, 1, 1.25], columns: 6)
    assertGolden(sheet, named: "repeating-pulse", suite: "Animation")
  }

  @Test func golden_phaseAnimator() throws {
    let frames = try ViewFrames(
      duration: 2, size: CGSize(width: 80, height: 80), scale: 2
    ) { LoadingIndicator() }
    // Phases: loading (easeIn 0.15 s) from 0, spinning (linear 0.6 s) from 0.15 s, complete
    // (spring 0.3 s) from 0.75 s, ready (smooth 0.2 s) from 1.05 s, loading again at 1.25 s.
    // The placeholder symbol looks the same every 90°: the times show other angles.
    let sheet = try timeSheet(
      frames, times: [0, 0.1, 0.2, 0.25, 0.4, 0.55, 0.7, 0.85, 1.1, 1.3], columns: 5)
    assertGolden(sheet, named: "phase-animator", suite: "Animation")
  }

  @Test func golden_staggeredList() throws {
    let frames = try ViewFrames(duration: 1, scale: 2) { StaggeredList() }
    let sheet = try timeSheet(frames, times: [0, 0.05, 0.1, 0.15, 0.25, 0.4, 0.6, 0.8], columns: 4)
    assertGolden(sheet, named: "staggered-list", suite: "Animation")
  }

  @Test func golden_reduceMotionButton() throws {
    for reduceMotion in [false, true] {
      var script = ViewScript()
      script.environment(\.accessibilityReduceMotion, reduceMotion, at: 0)
      script.tap("Details", at: 0.2)
      let frames = try ViewFrames(
        duration: 1, size: CGSize(width: 120, height: 60), scale: 2, script: script
      ) { DetailsButton() }
      let sheet = try timeSheet(frames, times: [0.1, 0.2, 0.25, 0.3, 0.4, 0.8], columns: 6)
      assertGolden(
        sheet, named: "reduce-motion-button-\(reduceMotion ? "on" : "off")", suite: "Animation")
    }
  }

  @Test func golden_elasticAnimation() throws {
    var script = ViewScript()
    script.tap("Toggle", at: 0.1)
    let frames = try ViewFrames(duration: 1, scale: 2, script: script) { ElasticToggle() }
    let sheet = try timeSheet(
      frames, times: [0.1, 0.2, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6], columns: 4)
    assertGolden(sheet, named: "elastic-animation", suite: "Animation")
  }
}
