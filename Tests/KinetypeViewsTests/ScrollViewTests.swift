import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// `ScrollView` and the lazy stacks: layout with SwiftUI's numbers, clipping and offsets
/// checked in pixels.
@Suite struct ScrollViewTests {
  /// Red, green and blue 50×20 blocks side by side: 150 points of content.
  static var strip: some View {
    HStack(spacing: 0) {
      Color.red.frame(width: 50, height: 20)
      Color.green.frame(width: 50, height: 20)
      Color.blue.frame(width: 50, height: 20)
    }
  }

  /// `strip` in a 60-point horizontal scroll view at (10, 10), on white.
  static func scrolled(_ position: ScrollPosition?, clips: Bool = true) throws -> Pixmap {
    let scroll = ScrollView(.horizontal) { strip }
      .frame(width: 60)
      .scrollClipDisabled(!clips)
    let view = Group {
      if let position { scroll.scrollPosition(position) } else { scroll }
    }
    return try renderer(view.padding(10).background(Color.white)).render()
  }

  @Test func scroll_sizesLikeSwiftUI() throws {
    // objc.io, Thinking in SwiftUI: the scroll view takes the proposal along its axis and
    // its content's size across; the content is proposed nil along the axis, so a Color
    // (which takes what it is offered, 10 for nil) is 10 points wide.
    let view = ScrollView(.horizontal) {
      HStack(spacing: 0) {
        Color.red.frame(width: 60, height: 40)
        Color.blue
      }
    }
    let layout = try inspect(view, proposal: ProposedViewSize(width: 100, height: 300))
    #expect(layout.frame(of: "ScrollView") == CGRect(x: 0, y: 0, width: 100, height: 300))
    #expect(layout.frames(ofType: "HStack") == [CGRect(x: 0, y: 0, width: 70, height: 300)])
    #expect(layout.frames(ofType: "Color").last?.width == 10)
    // A vertical one: the proposed height, the content's width.
    let vertical = ScrollView { Color.red.frame(width: 30, height: 500) }
    let tall = try inspect(vertical, proposal: ProposedViewSize(width: 200, height: 120))
    #expect(tall.frame(of: "ScrollView") == CGRect(x: 0, y: 0, width: 30, height: 120))
    // With no proposal along its axis, the content's size.
    #expect(try inspect(vertical).size == CGSize(width: 30, height: 500))
  }

  @Test func scroll_clipsToItsFrameAtTheOffset() throws {
    // Offset 0: red 10…60, green from 60; blue (from 110) is outside the frame (10…70).
    let start = try Self.scrolled(nil)
    #expect(start.color(atX: 15, y: 15) == .red)
    #expect(start.color(atX: 59, y: 15) == .red)
    #expect(start.color(atX: 65, y: 15) == .green)
    #expect(start.color(atX: 75, y: 15) == .white)
    // Scrolled by 40: red −30…20, green 20…70, blue 70…120 clipped away.
    let scrolled = try Self.scrolled(ScrollPosition(x: 40))
    #expect(scrolled.color(atX: 15, y: 15) == .red)
    #expect(scrolled.color(atX: 25, y: 15) == .green)
    #expect(scrolled.color(atX: 69, y: 15) == .green)
    #expect(scrolled.color(atX: 75, y: 15) == .white)
    #expect(scrolled.color(atX: 5, y: 15) == .white)
    // Without the clip the blue block shows past the frame.
    let unclipped = try Self.scrolled(ScrollPosition(x: 40), clips: false)
    #expect(unclipped.color(atX: 75, y: 15) == .blue)
    #expect(unclipped.color(atX: 5, y: 15) == .red)
  }

  @Test func scroll_offsetIsClampedToTheContent() throws {
    // At most 150 − 60 = 90: red −80…−30, green −30…20, blue 20…70.
    for position in [ScrollPosition(x: 1000), ScrollPosition(edge: .trailing)] {
      let end = try Self.scrolled(position)
      #expect(end.color(atX: 15, y: 15) == .green)
      #expect(end.color(atX: 25, y: 15) == .blue)
      #expect(end.color(atX: 69, y: 15) == .blue)
    }
    // Never before the start, and not along an axis that does not scroll.
    for position in [ScrollPosition(x: -50), ScrollPosition(y: 30), ScrollPosition(edge: .leading)]
    {
      let start = try Self.scrolled(position)
      #expect(start.color(atX: 15, y: 15) == .red)
      #expect(start.color(atX: 65, y: 15) == .green)
    }
  }

  /// Six 50-point views with ids 0…5 in a 60-point scroll view, scrolled by `modifier`: the
  /// content's x (its origin, so minus the offset).
  func contentX<V: View>(_ modify: (AnyView) -> V) throws -> CGFloat {
    let scroll = AnyView(
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<6) { index in
            Color(white: Double(index) / 6).frame(width: 50, height: 20)
          }
        }
      }
      .frame(width: 60))
    return try inspect(modify(scroll)).frames(ofType: "HStack")[0].minX
  }

  @Test func scroll_positionByIDEdgeAndDefaultAnchor() throws {
    // The view with id 2 is at 100…150 in the content (300 long, 240 of scroll).
    #expect(try contentX { $0.scrollPosition(ScrollPosition(id: 2, anchor: .leading)) } == -100)
    // Centre on centre: 100 + 0.5 × (50 − 60).
    #expect(try contentX { $0.scrollPosition(ScrollPosition(id: 2, anchor: .center)) } == -95)
    // No anchor: the least scroll that shows it whole (its trailing edge on the frame's).
    #expect(try contentX { $0.scrollPosition(ScrollPosition(id: 2)) } == -90)
    #expect(try contentX { $0.scrollPosition(ScrollPosition(id: 0)) } == 0)
    var position = ScrollPosition(idType: Int.self)
    position.scrollTo(id: 5, anchor: .trailing)
    #expect(try contentX { $0.scrollPosition(position) } == -240)
    #expect(position.viewID(type: Int.self) == 5)
    // Edges and the default anchor.
    #expect(try contentX { $0.scrollPosition(ScrollPosition(edge: .trailing)) } == -240)
    #expect(try contentX { $0.defaultScrollAnchor(.trailing) } == -240)
    #expect(try contentX { $0.defaultScrollAnchor(.center) } == -120)
    #expect(try contentX { $0 } == 0)
    // A missing id leaves the scroll view at its start, with a warning.
    let missing = renderer(
      ScrollView(.horizontal) { Self.strip }.frame(width: 60)
        .scrollPosition(ScrollPosition(id: "nowhere")))
    _ = try missing.render()
    #expect(missing.warnings.contains { $0.message.contains("no view with the id nowhere") })
  }

  @Test func lazyStack_idealSizesAlongTheAxisAndTheProposalAcross() throws {
    // Thinking in SwiftUI: a lazy stack proposes nil along its axis (so the Color is 10
    // wide, where an HStack would give it the rest of the width) and fills the height it is
    // offered (Moeykens: "the LazyVStack pushes out").
    let lazy = LazyHStack(alignment: .top, spacing: 4) {
      Color.red.frame(width: 20, height: 10)
      Color.blue
    }
    let layout = try inspect(lazy, proposal: ProposedViewSize(width: 200, height: 50))
    #expect(layout.frame(of: "LazyHStack") == CGRect(x: 0, y: 0, width: 34, height: 50))
    let colors = layout.frames(ofType: "Color")
    #expect(
      colors == [
        CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 24, y: 0, width: 10, height: 50),
      ])
    let eager = HStack(alignment: .top, spacing: 4) {
      Color.red.frame(width: 20, height: 10)
      Color.blue
    }
    let stacked = try inspect(eager, proposal: ProposedViewSize(width: 200, height: 50))
    #expect(stacked.frames(ofType: "Color").last?.width == 176)
    // Centre alignment in the filled height; with no height offered, as tall as its views.
    let centered = LazyVStack(spacing: 0) {
      Color.red.frame(width: 20, height: 10)
      Color.green.frame(width: 40, height: 10)
    }
    let wide = try inspect(centered, proposal: ProposedViewSize(width: 100, height: nil))
    #expect(wide.frame(of: "LazyVStack") == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(
      wide.frames(ofType: "Color") == [
        CGRect(x: 40, y: 0, width: 20, height: 10), CGRect(x: 30, y: 10, width: 40, height: 10),
      ])
    #expect(try inspect(centered).size == CGSize(width: 40, height: 20))
  }
}
