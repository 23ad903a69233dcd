import Foundation
import Kinetype
import KinetypeTesting
import Testing

/// The seeds' animated views rendered on the virtual clock, as contact sheets at chosen times.
/// Each sheet is a golden (Goldens/Animation) and a picture of docs/animation.md.
@Suite struct AnimationGoldenTests {
  @Test func golden_textTransition() throws {
    // The task inserts the title at 0.2 s; the transition paces `elapsedTime` linearly over
    // 0.9 s, so the glyphs of "Visual Effects" rise one after another until 1.1 s.
    let frames = try ViewFrames(duration: 1.4, scale: 2) { TextTransitionDemo() }
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

  @Test func golden_transitions() throws {
    let transitions: [(String, AnyTransition)] = [
      (".opacity", .opacity), (".scale", .scale), (".move(edge: .bottom)", .move(edge: .bottom)),
      (".slide", .slide), (".push(from: .top)", .push(from: .top)),
      (".offset(x: 30)", .offset(x: 30)), (".blurReplace", .blurReplace),
      ("asymmetric", .asymmetric(insertion: .scale, removal: .move(edge: .trailing))),
    ]
    var script = ViewScript()
    script.tap("Toggle", at: 0)
    script.tap("Toggle", at: 1)
    let rows = try transitions.map { name, transition in
      (
        name,
        try ViewFrames(duration: 2, size: CGSize(width: 80, height: 60), script: script) {
          TransitionCell(transition: transition)
        } as any FrameSource
      )
    }
    // In at 0 s, out at 1 s, both `.easeInOut(duration: 0.5)`.
    let sheet = try rowsSheet(rows, times: [0, 0.15, 0.3, 0.6, 1.15, 1.3, 1.6])
    assertGolden(sheet, named: "transitions", suite: "Animation")
  }

  @Test func golden_interruptedSprings() throws {
    var script = ViewScript()
    script.tap("Go", at: 0)
    script.tap("Back", at: 0.25)
    let rows: [(String, any FrameSource)] = try [
      (
        ".spring (merges)", Animation.spring(duration: 0.8, bounce: 0.5),
        Animation.spring(duration: 0.3)
      ),
      (
        ".interpolatingSpring", .interpolatingSpring(duration: 0.8, bounce: 0.5),
        .interpolatingSpring(duration: 0.3)
      ),
      (".easeInOut (adds)", .easeInOut(duration: 0.8), .easeInOut(duration: 0.3)),
    ].map { name, go, back in
      (
        name,
        try ViewFrames(duration: 2, size: CGSize(width: 160, height: 30), script: script) {
          Retargeted(go: go, back: back)
        }
      )
    }
    // Sent right at 0 s with a slow bouncy animation, sent back at 0.25 s with a quick one:
    // the merging spring turns around at once with the quick spring, keeping its velocity;
    // the interpolating spring keeps its slow bouncy change and adds the quick one back.
    let sheet = try rowsSheet(rows, times: [0.1, 0.25, 0.35, 0.45, 0.6, 0.8, 1.2])
    assertGolden(sheet, named: "interrupted-springs", suite: "Animation")
  }
}

/// A square inserted and removed with `transition`.
private struct TransitionCell: View {
  let transition: AnyTransition
  @State private var isShown = false

  var body: some View {
    ZStack {
      if isShown {
        RoundedRectangle(cornerRadius: 6).fill(.indigo).frame(width: 36, height: 36)
          .transition(transition)
      }
      Button("Toggle") { withAnimation(.easeInOut(duration: 0.5)) { isShown.toggle() } }
        .opacity(0)
    }
    .frame(width: 80, height: 60)
  }
}

/// A dot sent right, then back before it arrives.
private struct Retargeted: View {
  let go: Animation
  let back: Animation
  @State private var x: CGFloat = -60

  var body: some View {
    ZStack {
      Capsule().fill(Color(white: 0.92)).frame(width: 150, height: 6)
      Circle().fill(.orange).frame(width: 16, height: 16).offset(x: x)
      Button("Go") { withAnimation(go) { x = 60 } }.opacity(0)
      Button("Back") { withAnimation(back) { x = -60 } }.opacity(0)
    }
    .frame(width: 160, height: 30)
  }
}
