import Foundation
import Kinetype
import Testing

/// A card that follows a drag and springs back when it ends (the pattern of many tutorials).
private struct DragCardProbe: View {
  @State private var dragAmount = CGSize.zero
  @State private var ended = 0

  var body: some View {
    Text("Card \(ended)")
      .frame(width: 100, height: 60)
      .offset(dragAmount)
      .gesture(
        DragGesture()
          .onChanged { dragAmount = $0.translation }
          .onEnded { _ in
            ended += 1
            dragAmount = .zero
          }
      )
      .frame(width: 400, height: 400)
  }
}

/// A card moved by a `@GestureState`, which returns to zero when the drag ends.
private struct GestureStateProbe: View {
  @GestureState private var offset = CGSize.zero

  var body: some View {
    Text("Held")
      .offset(offset)
      .gesture(
        DragGesture(minimumDistance: 30).updating($offset) { value, state, _ in
          state = value.translation
        }
      )
      .frame(width: 400, height: 400)
  }
}

/// Taps and long presses given as gestures.
private struct TapGestureProbe: View {
  @State private var taps = 0
  @State private var pressed = false

  var body: some View {
    VStack {
      Text("Taps \(taps)").gesture(TapGesture().onEnded { taps += 1 })
      Text(pressed ? "Pressed" : "Press").gesture(
        LongPressGesture().onEnded { pressed = $0 })
    }
    .frame(width: 400, height: 400)
  }
}

/// Pages of a horizontal carousel, each the scroll view's width.
private struct CarouselProbe: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 0) {
        ForEach(0..<3) { index in
          Text("Page \(index)")
            .containerRelativeFrame(.horizontal)
        }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(.paging)
    .frame(width: 300, height: 200)
  }
}

/// Columns of a scroll view three to a screen, 10 points apart, the second spanning two.
private struct ColumnsProbe: View {
  var body: some View {
    ScrollView(.horizontal) {
      HStack(spacing: 10) {
        Text("One").containerRelativeFrame(.horizontal, count: 3, spacing: 10)
        Text("Two").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
      }
    }
    .frame(width: 320, height: 100)
  }
}

@Suite struct GestureScriptTests {
  private func frames(_ script: ViewScript, _ view: @escaping () -> some View) throws
    -> ViewFrames
  {
    try ViewFrames(
      duration: 2, size: CGSize(width: 400, height: 400), scale: 1, script: script,
      content: view)
  }

  private func textFrame(_ frames: ViewFrames, _ string: String, at time: Double) throws
    -> CGRect?
  {
    try frames.layoutInspection(at: time).elements.first {
      $0.type == "Text" && $0.details == "\"\(string)\""
    }?.frame
  }

  @Test func aScriptedDragMovesTheViewWithItsTranslationAndEnds() throws {
    var script = ViewScript()
    script.drag("Card 0", by: CGSize(width: 120, height: -40), at: 0.5, duration: 0.5)
    let played = try frames(script) { DragCardProbe() }
    let rest = try #require(try textFrame(played, "Card 0", at: 0.2))
    // Halfway through the drag the card has moved half the translation (60, -20).
    let halfway = try #require(try textFrame(played, "Card 0", at: 0.75))
    #expect(abs(halfway.minX - rest.minX - 60) <= 1)
    #expect(abs(halfway.minY - rest.minY + 20) <= 1)
    // At the end `onEnded` ran once and put it back.
    let after = try #require(try textFrame(played, "Card 1", at: 1.5))
    #expect(abs(after.midX - rest.midX) <= 1 && after.minY == rest.minY)
  }

  @Test func aGestureStateFollowsTheDragPastItsMinimumDistanceAndResets() throws {
    var script = ViewScript()
    script.drag("Held", by: CGSize(width: 100, height: 0), at: 0.5, duration: 1)
    let played = try frames(script) { GestureStateProbe() }
    let rest = try #require(try textFrame(played, "Held", at: 0.2))
    // At 0.7 s the finger has moved 20 points: under the 30-point minimum, nothing yet.
    #expect(try textFrame(played, "Held", at: 0.7)?.minX == rest.minX)
    // At 1.2 s it has moved 70.
    let moved = try #require(try textFrame(played, "Held", at: 1.2))
    #expect(abs(moved.minX - rest.minX - 70) <= 2)
    #expect(try textFrame(played, "Held", at: 1.8)?.minX == rest.minX)
  }

  @Test func tapAndLongPressGesturesRunOnATap() throws {
    var script = ViewScript()
    script.tap("Taps 0", at: 0.2)
    script.tap("Taps 1", at: 0.4)
    script.tap("Press", at: 0.6)
    let played = try frames(script) { TapGestureProbe() }
    #expect(try textFrame(played, "Taps 2", at: 1) != nil)
    #expect(try textFrame(played, "Pressed", at: 1) != nil)
  }

  @Test func aDragOfAViewWithoutADragGestureIsAScriptError() {
    var script = ViewScript()
    script.drag("Taps 0", by: CGSize(width: 50, height: 0), at: 0.2)
    #expect(throws: ViewScriptError.self) { _ = try frames(script) { TapGestureProbe() } }
  }

  @Test func containerRelativePagesAreTheScrollViewsWidth() throws {
    let inspection = try ImageRenderer(content: CarouselProbe()).layoutInspection()
    let pages = inspection.elements.filter { $0.type == "containerRelativeFrame" }
    #expect(pages.count == 3)
    #expect(pages.allSatisfy { abs($0.frame.width - 300) < 0.5 })
    #expect(pages.map(\.frame.minX) == [0, 300, 600])
  }

  // Apple: each is (length − spacing × (count − 1)) / count × span + spacing × (span − 1):
  // (320 − 20) / 3 = 100 for one column, 210 for two.
  @Test func containerRelativeColumnsFollowApplesFormula() throws {
    let inspection = try ImageRenderer(content: ColumnsProbe()).layoutInspection()
    let widths = inspection.elements.filter { $0.type == "containerRelativeFrame" }
      .map(\.frame.width)
    #expect(widths == [100, 210])
  }
}
