import Foundation
import Kinetype
import KinetypeViewGraph
import Testing

/// Six 50-point grays in a 60-point horizontal scroll view, above a button.
private struct Strip: View {
  let position: Binding<ScrollPosition>?
  let fixed: ScrollPosition
  let action: () -> Void

  var body: some View {
    VStack(spacing: 0) {
      if let position {
        scroll.scrollPosition(position)
      } else {
        scroll.scrollPosition(fixed)
      }
      Button("Go", action: action)
    }
  }

  var scroll: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<6) { index in
          Color(white: Double(index) / 6).frame(width: 50, height: 20)
        }
      }
    }
    .frame(width: 60)
  }
}

/// The strip scrolled through a bound position: "Go" scrolls to x = 100 in one second, linearly.
private struct BoundStrip: View {
  @State private var position = ScrollPosition(x: 0)
  var body: some View {
    Strip(position: $position, fixed: position) {
      withAnimation(.linear(duration: 1)) { position.scrollTo(x: 100) }
    }
  }
}

/// The strip jumped there: the same change without an animation.
private struct JumpingStrip: View {
  @State private var position = ScrollPosition(x: 0)
  var body: some View {
    Strip(position: $position, fixed: position) { position.scrollTo(x: 100) }
  }
}

/// `scrollPosition($position)`: the scroll view follows a bound position set from code,
/// animated with the change's transaction, as in SwiftUI.
@Suite struct ScrollPositionBindingTests {
  static let size = CGSize(width: 80, height: 80)

  /// The strip at a fixed position, as a still frame.
  func still(_ x: CGFloat) throws -> Pixmap {
    try ViewFrames(duration: 1, size: Self.size) {
      Strip(position: nil, fixed: ScrollPosition(x: x)) {}
    }.renderFrame(at: 0)
  }

  func same(_ a: Pixmap, _ b: Pixmap) -> Bool {
    guard a.width == b.width, a.height == b.height else { return false }
    for y in 0..<a.height {
      for x in 0..<a.width where a.color(atX: x, y: y) != b.color(atX: x, y: y) { return false }
    }
    return true
  }

  @Test func scrollPosition_bindingScrollsWithTheChangesAnimation() throws {
    var script = ViewScript()
    script.tap("Go", at: 0.1)
    let frames = try ViewFrames(duration: 2, size: Self.size, script: script) { BoundStrip() }
    let before = same(try frames.renderFrame(at: 0.05), try still(0))
    // Half way through the linear second: 50 points.
    let halfway = same(try frames.renderFrame(at: 0.6), try still(50))
    let end = same(try frames.renderFrame(at: 1.5), try still(100))
    let notYetThere = same(try frames.renderFrame(at: 0.6), try still(100))
    #expect(before)
    #expect(halfway)
    #expect(end)
    #expect(!notYetThere)
  }

  @Test func scrollPosition_changeWithoutAnimationJumps() throws {
    var script = ViewScript()
    script.tap("Go", at: 0.1)
    let frames = try ViewFrames(duration: 1, size: Self.size, script: script) { JumpingStrip() }
    let jumped = same(try frames.renderFrame(at: 0.15), try still(100))
    #expect(jumped)
  }
}
