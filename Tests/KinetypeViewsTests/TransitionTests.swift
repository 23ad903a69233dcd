import Foundation
import Kinetype
import KinetypeViewGraph
import Testing

@testable import KinetypeViews

/// A 20×20 red square shown by a button, with `transition`, in a 60×60 white field.
private struct Shown: View {
  let transition: AnyTransition
  var animation: Animation? = .linear(duration: 1)
  @State private var isShown = false

  var body: some View {
    VStack(spacing: 0) {
      ZStack {
        if isShown {
          Color.red.frame(width: 20, height: 20).transition(transition)
        }
      }
      .frame(width: 60, height: 60)
      Button("Toggle") { withAnimation(animation) { isShown.toggle() } }
    }
  }
}

/// The seed's custom transition, as written (seed 000, "Custom Transition").
private struct RotateTransition: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content
      .rotationEffect(phase.isIdentity ? .zero : .degrees(90))
      .opacity(phase.isIdentity ? 1 : 0)
  }
}

extension AnyTransition {
  fileprivate static var rotate: AnyTransition {
    .init(RotateTransition())
  }
}

/// Frames of `view` with a tap on "Toggle" at 0 (insertion) and at 2 s (removal).
private func frames<V: View>(_ view: @escaping () -> V) throws -> ViewFrames {
  var script = ViewScript()
  script.tap("Toggle", at: 0)
  script.tap("Toggle", at: 2)
  return try ViewFrames(duration: 4, script: script, content: view)
}

/// Where the red square is in a frame: the bounding box of reddish pixels (green < 0.9)
/// in the top 60 rows, and the opacity at its centre.
private func square(_ frames: ViewFrames, at time: Double) throws -> (box: CGRect, opacity: Double)
{
  let pixmap = try frames.renderFrame(at: time)
  var minX = Int.max
  var minY = Int.max
  var maxX = Int.min
  var maxY = Int.min
  for y in 0..<60 {
    for x in 0..<pixmap.width where pixmap.color(atX: x, y: y).green < 0.9 {
      minX = min(minX, x)
      maxX = max(maxX, x)
      minY = min(minY, y)
      maxY = max(maxY, y)
    }
  }
  guard minX <= maxX else { return (.zero, 0) }
  let centre = pixmap.color(atX: (minX + maxX) / 2, y: (minY + maxY) / 2)
  return (
    CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1),
    (1 - centre.green) / (1 - 59.0 / 255)
  )
}

@Suite struct TransitionTests {
  @Test func transition_moveSlidesByTheViewsSize() throws {
    let frames = try frames { Shown(transition: .move(edge: .bottom)) }
    let origin = CGFloat((frames.canvasSize.width - 20) / 2)
    // Linear over 1 s: at 0.5 s the square is half its height (10 points) below its place.
    #expect(try square(frames, at: 0.5).box == CGRect(x: origin, y: 30, width: 20, height: 20))
    #expect(try square(frames, at: 1).box == CGRect(x: origin, y: 20, width: 20, height: 20))
    // Removal: moving down again, still drawn at 2.75 s, gone after 3 s.
    #expect(try square(frames, at: 2.75).box.minY == 35)
    #expect(try square(frames, at: 3.5).box == .zero)
  }

  @Test func transition_pushComesInAndLeavesOnOppositeEdges() throws {
    let frames = try frames { Shown(transition: .push(from: .leading)) }
    let origin = CGFloat((frames.canvasSize.width - 20) / 2)
    let insertion = try square(frames, at: 0.5)
    #expect(insertion.box.minX == origin - 10)
    #expect(abs(insertion.opacity - 0.5) < 0.01)
    #expect(try square(frames, at: 2.5).box.minX == origin + 10)
  }

  @Test func transition_asymmetricCombinedAndCustom() throws {
    let asymmetric = try frames {
      Shown(transition: AnyTransition.asymmetric(insertion: .scale, removal: .opacity))
    }
    let grown = try square(asymmetric, at: 0.5)
    #expect(grown.box.width == 10 && abs(grown.opacity - 1) < 0.01)
    let fading = try square(asymmetric, at: 2.5)
    #expect(fading.box.width == 20 && abs(fading.opacity - 0.5) < 0.01)

    let combined = try frames {
      Shown(transition: AnyTransition.offset(x: 20).combined(with: .opacity))
    }
    let half = try square(combined, at: 0.5)
    #expect(half.box.minX == CGFloat((combined.canvasSize.width - 20) / 2 + 10))
    #expect(abs(half.opacity - 0.5) < 0.01)

    let rotated = try frames { Shown(transition: AnyTransition.rotate) }
    // Half way: turned 45°, so the square's box is √2 wider.
    #expect(abs(try square(rotated, at: 0.5).box.width - 28) <= 1)
  }

  @Test func transition_defaultIsOpacityAndIdentityIsImmediate() throws {
    struct Plain: View {
      @State private var isShown = false
      var body: some View {
        VStack(spacing: 0) {
          ZStack {
            if isShown { Color.red.frame(width: 20, height: 20) }
          }
          .frame(width: 60, height: 60)
          Button("Toggle") { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
        }
      }
    }
    let fades = try frames { Plain() }
    #expect(abs(try square(fades, at: 0.25).opacity - 0.25) < 0.01)
    #expect(abs(try square(fades, at: 2.75).opacity - 0.25) < 0.01)
    let immediate = try frames { Shown(transition: .identity) }
    #expect(abs(try square(immediate, at: 0.1).opacity - 1) < 0.01)
    #expect(try square(immediate, at: 2.1).box == .zero)
  }

  @Test func transition_defaultFadesAViewShownFromTheStart() throws {
    // A view there from the first update (never inserted) fades out too, and the frames
    // before its removal draw it fully.
    struct Hidden: View {
      @State private var isShown = true
      var body: some View {
        VStack(spacing: 0) {
          ZStack {
            if isShown { Color.red.frame(width: 20, height: 20) }
          }
          .frame(width: 60, height: 60)
          Button("Toggle") { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
        }
      }
    }
    var script = ViewScript()
    script.tap("Toggle", at: 1)
    let frames = try ViewFrames(duration: 3, script: script) { Hidden() }
    #expect(abs(try square(frames, at: 0).opacity - 1) < 0.01)
    #expect(abs(try square(frames, at: 1.25).opacity - 0.75) < 0.01)
    #expect(try square(frames, at: 2.1).box == .zero)
  }

  @Test func transition_ownAnimationWithoutTransactionAnimation() throws {
    // The transition's attached animation runs even when the change is not animated.
    let frames = try frames {
      Shown(transition: AnyTransition.opacity.animation(.linear(duration: 2)), animation: nil)
    }
    #expect(abs(try square(frames, at: 0.5).opacity - 0.25) < 0.01)
  }

  @Test func transition_phaseValues() {
    #expect(TransitionPhase.willAppear.value == -1)
    #expect(TransitionPhase.identity.value == 0 && TransitionPhase.identity.isIdentity)
    #expect(TransitionPhase.didDisappear.value == 1)
    #expect(!OpacityTransition.properties.hasMotion)
    #expect(MoveTransition.properties.hasMotion)
    #expect(
      AsymmetricTransition<OpacityTransition, MoveTransition>.properties.hasMotion)
  }
}
