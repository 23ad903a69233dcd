import Foundation
import Kinetype
import Testing

/// A caption that reports its own height into state, as apps measure with
/// `onGeometryChange`.
private struct MeasuredCaption: View {
  @State private var height: CGFloat = 0
  var body: some View {
    VStack(spacing: 0) {
      Text("One\nTwo\nThree")
        .onGeometryChange(for: CGFloat.self) {
          $0.size.height
        } action: {
          height = $0
        }
      Text("Height \(Int(height))")
    }
  }
}

/// Ten 50-point items in a 60-point horizontal scroll view, scrolled by an id binding, with its
/// fourth item's frame in the scroll view's space reported below.
private struct IDScrolledStrip: View {
  @State private var target: Int? = 4
  @State private var itemX: CGFloat = -1
  let anchor: UnitPoint?

  var body: some View {
    VStack(spacing: 0) {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          ForEach(0..<10, id: \.self) { index in
            Color(white: Double(index) / 10).frame(width: 50, height: 20)
              .onGeometryChange(for: CGFloat.self) {
                $0.frame(in: .scrollView).minX
              } action: {
                if index == 3 { itemX = $0 }
              }
          }
        }
      }
      .scrollPosition(id: $target, anchor: anchor)
      .frame(width: 60)
      .padding(.leading, 30)
      Text("Item \(Int(itemX))")
    }
  }
}

/// A 100-point scroll view over 300 points, scrolled by a button, reporting each change of
/// its geometry.
private struct ScrolledByButton: View {
  @State private var position = ScrollPosition(y: 0)
  @State private var report = "none"
  var body: some View {
    VStack {
      ScrollView { Color.gray.frame(height: 300) }
        .scrollPosition($position)
        .onScrollGeometryChange(for: ScrollGeometry.self) {
          $0
        } action: { old, new in
          report =
            "\(Int(old.contentOffset.y))>\(Int(new.contentOffset.y)) "
            + "\(Int(new.contentSize.height)) \(Int(new.containerSize.height))"
        }
        .frame(width: 80, height: 100)
      Button("Go") { position.scrollTo(y: 50) }
      Text("Report \(report)")
    }
  }
}

/// Rows of a 100-point scroll view that note when they show.
private struct VisibilityRows: View {
  @State private var shown: Set<Int> = []
  var body: some View {
    VStack {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<6, id: \.self) { index in
            Color.gray.frame(height: 40)
              .onScrollVisibilityChange(threshold: 0.5) { visible in
                if visible { shown.insert(index) } else { shown.remove(index) }
              }
          }
        }
      }
      .frame(width: 80, height: 100)
      Text("Shown \(shown.sorted().map(String.init).joined(separator: ","))")
    }
  }
}

/// A carousel whose content starts 40 points in with `safeAreaPadding`, and a padded label.
private struct SafeAreaPadded: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ScrollView(.horizontal) {
        HStack(spacing: 0) { Text("First").frame(width: 100) }
      }
      .safeAreaPadding(.horizontal, 40)
      .frame(width: 200)
      Text("Inset").safeAreaPadding(.leading, 25)
    }
    .frame(width: 200, alignment: .leading)
  }
}

/// State set by `Just` in `onReceive`, and by a long press.
private struct ReceivingView: View {
  @State private var received = "none"
  @State private var pressed = false
  var body: some View {
    VStack {
      Text("Received \(received)").onReceive(Just("hello")) { received = $0 }
      Text(pressed ? "Held" : "Hold").onLongPressGesture { pressed = true }
    }
  }
}

/// A completion that waits for `.logicallyComplete`, sooner than the motion's end.
private struct EarlyCompletion: View {
  @State private var moved = false
  @State private var done = false
  var body: some View {
    VStack {
      Color.gray.frame(width: 20, height: 20).offset(x: moved ? 100 : 0)
      Button(done ? "Done" : "Go") {
        withAnimation(.linear(duration: 2).logicallyComplete(after: 0.5)) {
          moved = true
        } completion: {
          done = true
        }
      }
    }
  }
}

@Suite struct GeometryEventsTests {
  private func shows(_ frames: ViewFrames, _ string: String, at time: Double) throws -> Bool {
    try frames.layoutInspection(at: time).elements.contains {
      $0.type == "Text" && $0.details == "\"\(string)\""
    }
  }

  private func frames(
    duration: Double = 1, script: ViewScript = ViewScript(), _ view: @escaping () -> some View
  ) throws -> ViewFrames {
    try ViewFrames(
      duration: duration, size: CGSize(width: 300, height: 300), scale: 1, script: script,
      content: view)
  }

  @Test func onGeometryChangeReportsTheMeasuredHeight() throws {
    let played = try frames { MeasuredCaption() }
    let inspection = try played.layoutInspection(at: 0.5)
    let caption = try #require(
      inspection.elements.first { $0.type == "Text" && $0.details.hasPrefix("\"One") })
    #expect(caption.frame.height > 40)
    #expect(try shows(played, "Height \(Int(caption.frame.height))", at: 0.5))
  }

  // The least scroll that shows item 4 (200…250) whole in 60 points is 190; with a leading
  // anchor it lines up at the leading edge (200). Item 3 is then at 150 − offset in the scroll
  // view's space, whatever the scroll view's place on screen (it is 30 points in).
  @Test(arguments: [(nil, 190), (UnitPoint.leading, 200)] as [(UnitPoint?, Int)])
  func anIDBindingScrollsToItsView(anchor: UnitPoint?, offset: Int) throws {
    let played = try frames { IDScrolledStrip(anchor: anchor) }
    let inspection = try played.layoutInspection(at: 0.5)
    let scroll = try #require(inspection.elements.first { $0.type == "ScrollView" })
    let content = try #require(inspection.elements.first { $0.type == "HStack" })
    #expect(Int(scroll.frame.minX - content.frame.minX) == offset)
    #expect(try shows(played, "Item \(150 - offset)", at: 0.5))
  }

  @Test func scrollGeometryChangesReportTheOffsetAndContentSize() throws {
    var script = ViewScript()
    script.tap("Go", at: 0.3)
    let played = try frames(script: script) { ScrolledByButton() }
    // Appearing is not a change; the scroll to y = 50 is, with the sizes around it.
    #expect(try shows(played, "Report none", at: 0.2))
    #expect(try shows(played, "Report 0>50 300 100", at: 0.6))
  }

  @Test func rowsReportWhenHalfOfThemShows() throws {
    let played = try frames { VisibilityRows() }
    // 100 points show rows 0 and 1 whole and half of row 2 (80…120): 20 of 40 points.
    #expect(try shows(played, "Shown 0,1,2", at: 0.5))
  }

  @Test func safeAreaPaddingInsetsScrollContentAndPadsOtherViews() throws {
    let inspection = try ImageRenderer(content: SafeAreaPadded()).layoutInspection()
    let scroll = try #require(inspection.elements.first { $0.type == "ScrollView" })
    let first = try #require(
      inspection.elements.first { $0.type == "Text" && $0.details == "\"First\"" })
    #expect(scroll.frame.width == 200)
    #expect(abs(first.frame.midX - scroll.frame.minX - (40 + 50)) < 0.5)
    let inset = try #require(
      inspection.elements.first { $0.type == "Text" && $0.details == "\"Inset\"" })
    #expect(abs(inset.frame.minX - scroll.frame.minX - 25) < 0.5)
  }

  @Test func justPublishesOnAppearAndALongPressRunsOnATap() throws {
    var script = ViewScript()
    script.tap("Hold", at: 0.3)
    let played = try frames(script: script) { ReceivingView() }
    #expect(try shows(played, "Received hello", at: 0.2))
    #expect(try shows(played, "Held", at: 0.6))
  }

  @Test func logicallyCompleteAfterRunsTheCompletionEarly() throws {
    var script = ViewScript()
    script.tap("Go", at: 0.2)
    let played = try frames(duration: 3, script: script) { EarlyCompletion() }
    #expect(try shows(played, "Go", at: 0.6))
    #expect(try shows(played, "Done", at: 0.8))
    // The motion itself still takes its two seconds: a second in, it is halfway.
    let offset = try played.layoutInspection(at: 1.2).elements.first { $0.type == "offset" }
    #expect(offset?.details == "x: 50, y: 0")
  }
}
