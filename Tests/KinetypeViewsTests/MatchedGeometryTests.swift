import Foundation
import Kinetype
import Testing

/// A dot that moves from the top-leading corner of the left box (20 × 10) to the
/// bottom-trailing corner of the right box (40 × 20) when "Go" is tapped: a removal and an
/// insertion with the same id in one transaction, animated linearly over 1 s.
private struct GlideProbe: View {
  var animation: Animation? = .linear(duration: 1)
  @Namespace private var space
  @State private var isRight = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 0) {
        ZStack {
          if !isRight {
            Color.red.matchedGeometryEffect(id: "dot", in: space).frame(width: 20, height: 10)
          }
        }
        .frame(width: 100, height: 40, alignment: .topLeading)
        ZStack {
          if isRight {
            Color.red.matchedGeometryEffect(id: "dot", in: space).frame(width: 40, height: 20)
          }
        }
        .frame(width: 100, height: 40, alignment: .bottomTrailing)
      }
      Button("Go") { withAnimation(animation) { isRight = true } }
    }
  }
}

/// A marker (10 × 4, below two sources) that takes the frame of the source it names.
private struct FollowProbe: View {
  @Namespace private var space
  @State private var selected = 0
  let properties: MatchedGeometryProperties

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(alignment: .top, spacing: 0) {
        Color.clear.frame(width: 30, height: 10).matchedGeometryEffect(id: 0, in: space)
        Color.clear.frame(width: 50, height: 20).matchedGeometryEffect(id: 1, in: space)
      }
      Color.blue
        .matchedGeometryEffect(
          id: selected, in: space, properties: properties, isSource: false
        )
        .frame(width: 10, height: 4)
      Button("Next") { withAnimation(.linear(duration: 1)) { selected = 1 } }
    }
  }
}

@Suite struct MatchedGeometryTests {
  /// The frames of the content of the matched views at `time` (ghosts included), in tree
  /// order.
  private func matchedFrames(_ frames: ViewFrames, at time: Double) throws -> [CGRect] {
    let layout = try frames.layoutInspection(at: time)
    return layout.elements(named: "matchedGeometryEffect").compactMap {
      layout.children(of: $0).first?.frame
    }
  }

  @Test func insertedViewGlidesFromTheRemovedViewsFrame() throws {
    var script = ViewScript()
    script.tap("Go", at: 0.5)
    let frames = try ViewFrames(
      duration: 2, size: CGSize(width: 200, height: 60), script: script
    ) { GlideProbe() }
    // Before: the dot at the left box's top-leading corner.
    expectClose(try matchedFrames(frames, at: 0.2).first, CGRect(x: 0, y: 0, width: 20, height: 10))
    // At the tap (t = 0): the inserted dot starts at the removed one's frame.
    let start = try matchedFrames(frames, at: 0.5)
    #expect(start.count == 2, "the removed dot and the inserted one")
    for frame in start { expectClose(frame, CGRect(x: 0, y: 0, width: 20, height: 10)) }
    // Halfway (linear, 0.5 s of 1 s): halfway from (0, 0, 20, 10) to (160, 20, 40, 20), for
    // both.
    let middle = try matchedFrames(frames, at: 1.0)
    #expect(middle.count == 2)
    for frame in middle { expectClose(frame, CGRect(x: 80, y: 10, width: 30, height: 15)) }
    // A fifth of the way (0.2 s).
    expectClose(
      try matchedFrames(frames, at: 0.7).last, CGRect(x: 32, y: 4, width: 24, height: 12))
    // After: the inserted dot alone, at its own frame.
    let end = try matchedFrames(frames, at: 1.6)
    #expect(end.count == 1)
    expectClose(end.first, CGRect(x: 160, y: 20, width: 40, height: 20))
  }

  @Test func withoutAnimationTheInsertedViewIsAtItsFrameAtOnce() throws {
    var script = ViewScript()
    script.tap("Go", at: 0.5)
    let frames = try ViewFrames(
      duration: 1, size: CGSize(width: 200, height: 60), script: script
    ) { GlideProbe(animation: nil) }
    let after = try matchedFrames(frames, at: 0.5)
    #expect(after.count == 1, "the removed dot is gone at once")
    expectClose(after.first, CGRect(x: 160, y: 20, width: 40, height: 20))
  }

  @Test func followerTakesTheSourcesFrameAndMovesWithTheChange() throws {
    var script = ViewScript()
    script.tap("Next", at: 0.5)
    let frames = try ViewFrames(
      duration: 2, size: CGSize(width: 100, height: 60), script: script
    ) { FollowProbe(properties: .frame) }
    // The follower is the third matched view; its own place (0, 20, 10, 4) is not used.
    expectClose(try matchedFrames(frames, at: 0)[2], CGRect(x: 0, y: 0, width: 30, height: 10))
    expectClose(
      try matchedFrames(frames, at: 1.0)[2], CGRect(x: 15, y: 0, width: 40, height: 15))
    expectClose(
      try matchedFrames(frames, at: 1.5)[2], CGRect(x: 30, y: 0, width: 50, height: 20))
    // The sources stay where their layout puts them.
    expectClose(try matchedFrames(frames, at: 1.0)[1], CGRect(x: 30, y: 0, width: 50, height: 20))
  }

  @Test func followerOfPositionKeepsItsSizeOnTheSourcesAnchor() throws {
    let frames = try ViewFrames(duration: 0.1, size: CGSize(width: 100, height: 60)) {
      FollowProbe(properties: .position)
    }
    // The marker's centre on the first source's centre (15, 5), its size its own.
    expectClose(try matchedFrames(frames, at: 0)[2], CGRect(x: 10, y: 3, width: 10, height: 4))
  }

  @Test func stillRenderFollowsTheSource() throws {
    let renderer = ImageRenderer(content: FollowProbe(properties: .size))
    renderer.proposedSize = ProposedViewSize(width: 100, height: 60)
    let layout = try renderer.layoutInspection()
    let follower = try #require(layout.elements(named: "matchedGeometryEffect").last)
    // Proposed the source's size (30 × 10), centred on its own centre (5, 22).
    expectClose(
      layout.children(of: follower).first?.frame, CGRect(x: -10, y: 17, width: 30, height: 10))
  }
}
