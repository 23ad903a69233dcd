import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// Transitions and interrupted springs rendered on the virtual clock, as contact sheets at
/// chosen times: goldens (Goldens/Animation) and pictures of docs/animation.md. The seeds'
/// animated views have theirs in SeedSnippetTests.
@Suite struct AnimationGoldenTests {
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
