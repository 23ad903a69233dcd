import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// HStack, VStack and ZStack frames, each as SwiftUI gives them for the same code; the
/// comment on each test says where the number comes from.
@Suite struct StackLayoutTests {
  @Test func stack_flexibilityOrdersTheOffers() throws {
    // objc.io, "How an HStack Lays out Its Children" (2020-11-10): in 150 points, the
    // maxWidth-100 child is offered half (75) first, being less flexible; the minWidth-100
    // child then takes 100 although 75 are left, so the stack is 175 wide and overflows the
    // frame, centred in it.
    let view = HStack(spacing: 0) {
      Rectangle().fill(Color.red).frame(maxWidth: 100)
      Rectangle().fill(Color.green).frame(minWidth: 100)
    }
    .frame(width: 150, height: 100)
    let layout = try inspect(view)
    let frames = layout.elements.filter { $0.type == "frame" && $0.depth == 2 }.map(\.frame)
    #expect(frames.map(\.width) == [75, 100])
    // The stack is centred: x = (150 − 175) / 2 = −12.5, rounded to the pixel (halves up).
    #expect(layout.frame(of: "HStack") == CGRect(x: -12, y: 0, width: 175, height: 100))
    #expect(frames[0].minX == -12)
    #expect(frames[1].minX == 63)
  }

  @Test func stack_equalShares() throws {
    // objc.io, same article: three flexible rectangles in 300 points with no spacing are
    // 100 wide each.
    let layout = try inspect(
      HStack(spacing: 0) {
        Rectangle().fill(.red)
        Rectangle().fill(.green)
        Rectangle().fill(.blue)
      }
      .frame(width: 300, height: 100))
    #expect(
      layout.frames(ofType: "Rectangle") == [
        CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100),
        CGRect(x: 200, y: 0, width: 100, height: 100),
      ])
  }

  @Test func stack_defaultSpacingIsEight() throws {
    // SwiftUI's default spacing between two views is 8 points on iOS (OpenSwiftUI's CoreGlue
    // `defaultSpacing` is 8×8).
    let layout = try inspect(
      HStack {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      })
    #expect(layout.size == CGSize(width: 28, height: 10))
    let vertical = try inspect(
      VStack {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      })
    #expect(vertical.size == CGSize(width: 10, height: 28))
  }

  @Test func stack_explicitSpacingAndEmptyContent() throws {
    // Empty views take no space and get no spacing (SwiftUI drops them from the list).
    let showsMiddle = false
    let layout = try inspect(
      HStack(spacing: 5) {
        Color.red.frame(width: 10, height: 10)
        if showsMiddle { Color.green.frame(width: 10, height: 10) }
        EmptyView()
        Color.blue.frame(width: 10, height: 10)
      })
    #expect(layout.size == CGSize(width: 25, height: 10))
  }

  @Test func stack_textWrapsWhenOfferedAThird() throws {
    // The SwiftUI Field Guide, "HStack": HStack { Color.purple; Text("Hello, world");
    // Color.pink } at 200 points wraps the text, which is offered (200 − 2·8) / 3 ≈ 61.3.
    let layout = try inspect(
      HStack {
        Color.purple
        Text("Hello, world")
        Color.pink
      }
      .frame(width: 200, height: 100))
    let text = layout.frame(of: "Text")
    let oneLine = try inspect(Text("Hello, world")).size
    #expect(text.width <= 62)
    #expect(text.height > oneLine.height * 1.5)
    // With a higher priority the text gets its ideal width and the colours share the rest.
    let prioritized = try inspect(
      HStack {
        Color.purple
        Text("Hello, world").layoutPriority(1)
        Color.pink
      }
      .frame(width: 200, height: 100))
    let ideal = prioritized.frame(of: "Text")
    #expect(ideal.size == oneLine)
    let colors = prioritized.frames(ofType: "Color")
    #expect(colors.count == 2)
    #expect(abs(colors[0].width - (200 - 16 - oneLine.width) / 2) <= 1)
  }

  @Test func stack_spacerPushesToTheEdges() throws {
    // A spacer in an HStack takes what is left (Apple: "expands along the major axis of its
    // containing stack"), with the default spacing on both sides.
    let layout = try inspect(
      HStack {
        Text("A")
        Spacer()
        Text("B")
      }
      .frame(width: 200))
    let texts = layout.frames(ofType: "Text")
    let spacer = layout.frame(of: "Spacer")
    #expect(texts[0].minX == 0)
    #expect(texts[1].maxX == 200)
    #expect(spacer.width == 200 - texts[0].width - texts[1].width - 16)
    #expect(spacer.height == 0)
    // Its minimum length is the default spacing.
    #expect(try inspect(HStack(spacing: 0) { Spacer() }).size.width == 8)
    #expect(try inspect(HStack(spacing: 0) { Spacer(minLength: 20) }).size.width == 20)
  }

  @Test func stack_alignmentAcrossTheAxis() throws {
    let small = Color.red.frame(width: 10, height: 10)
    let tall = Color.blue.frame(width: 10, height: 30)
    for (alignment, y) in [(VerticalAlignment.top, CGFloat(0)), (.center, 10), (.bottom, 20)] {
      let layout = try inspect(
        HStack(alignment: alignment) {
          small; tall
        })
      #expect(layout.size == CGSize(width: 28, height: 30))
      #expect(layout.frames(ofType: "frame")[0].minY == y)
    }
    let wide = Color.blue.frame(width: 30, height: 10)
    for (alignment, x) in [
      (HorizontalAlignment.leading, CGFloat(0)), (.center, 10), (.trailing, 20),
    ] {
      let layout = try inspect(
        VStack(alignment: alignment) {
          small; wide
        })
      #expect(layout.frames(ofType: "frame")[0].minX == x)
    }
  }

  @Test func stack_lowerPriorityMinimumsAreReserved() throws {
    // A higher-priority child is offered what is left after the lower-priority children's
    // minimum widths (Apple, WWDC 2019 "Building Custom Views with SwiftUI").
    let layout = try inspect(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 30)
        Color.blue.layoutPriority(1)
      }
      .frame(width: 100, height: 10))
    let frames = layout.elements.filter { $0.depth == 2 }.map(\.frame)
    #expect(frames.map(\.width) == [30, 70])
  }

  @Test func zstack_documentedExample() throws {
    // Apple's ZStack documentation: a red 100×50 rectangle under a blue 50×100 one, aligned
    // .bottomLeading, share their bottom-left corner in a 100×100 stack.
    let layout = try inspect(
      ZStack(alignment: .bottomLeading) {
        Rectangle().fill(Color.red).frame(width: 100, height: 50)
        Rectangle().fill(Color.blue).frame(width: 50, height: 100)
      })
    #expect(layout.size == CGSize(width: 100, height: 100))
    #expect(
      layout.frames(ofType: "Rectangle") == [
        CGRect(x: 0, y: 50, width: 100, height: 50), CGRect(x: 0, y: 0, width: 50, height: 100),
      ])
  }

  @Test func zstack_offsetsDoNotChangeItsSize() throws {
    // Apple's ZStack documentation: six 100×100 rectangles offset by 10 points each still
    // make a 100×100 stack (offset is drawing only); each is drawn 10 points further.
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
    let layout = try inspect(
      ZStack {
        ForEach(0..<colors.count, id: \.self) {
          Rectangle()
            .fill(colors[$0])
            .frame(width: 100, height: 100)
            .offset(x: CGFloat($0) * 10.0, y: CGFloat($0) * 10.0)
        }
      })
    #expect(layout.size == CGSize(width: 100, height: 100))
    #expect(layout.frames(ofType: "Rectangle").map(\.minX) == [0, 10, 20, 30, 40, 50])
  }

  @Test func zstack_guidesGrowTheUnion() throws {
    // A guide that pushes a child out grows the stack to the union of the aligned frames.
    let layout = try inspect(
      ZStack(alignment: .topLeading) {
        Color.red.frame(width: 40, height: 40)
        Color.blue.frame(width: 20, height: 20)
          .alignmentGuide(.leading) { _ in 30 }
      })
    #expect(layout.size == CGSize(width: 70, height: 40))
    #expect(layout.frames(ofType: "frame")[0].minX == 30)
  }
}
