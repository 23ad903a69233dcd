import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// A to-do row list edited through bindings, as `ForEach($tasks) { $task in … }` is written.
private struct Chore: Identifiable {
  let id: Int
  var title: String
  var isDone = false
}

private struct ChoreList: View {
  @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
  var body: some View {
    VStack {
      ForEach($chores) { $chore in
        Button(chore.isDone ? "\(chore.title) done" : chore.title) { chore.isDone.toggle() }
      }
    }
  }
}

/// A schedule of one's own, written with `Mode` as apps write it.
private struct EveryTwoSeconds: TimelineSchedule {
  func entries(from startDate: Date, mode: Mode) -> AnyIterator<Date> {
    var next = startDate
    return AnyIterator {
      defer { next = next.addingTimeInterval(2) }
      return next
    }
  }
}

/// Names a fifth fresh set of real files used, in one view.
private struct Compiles: View {
  @State private var value = 0.5
  var body: some View {
    VStack {
      Slider(value: $value, in: 0...1, step: 0.1, onEditingChanged: { _ in })
      Slider(value: $value, onEditingChanged: { _ in })
      TimelineView(EveryTwoSeconds()) { context in Text(context.date, style: .time) }
    }
  }
}

@Suite struct AppSurfaceSetETests {
  @Test func bindingRowsWriteBackToTheirElements() throws {
    var script = ViewScript()
    script.tap("Laundry", at: 0.2)
    let played = try ViewFrames(
      duration: 1, size: CGSize(width: 200, height: 200), scale: 1, script: script
    ) { ChoreList() }
    let texts = try played.layoutInspection(at: 0.6).elements.filter { $0.type == "Text" }
      .map(\.details)
    #expect(texts == ["\"Dishes\"", "\"Laundry done\""])
  }

  // A bare `Gradient` fills as `AnyGradient` does: top to bottom.
  @Test func aGradientIsAStyleDrawnTopToBottom() throws {
    let gradient = Gradient(colors: [
      Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
    ])
    let drawn = try ImageRenderer(
      content: Rectangle().fill(gradient).frame(width: 10, height: 100)
    ).render()
    let reference = try ImageRenderer(
      content: Rectangle().fill(AnyGradient(gradient)).frame(width: 10, height: 100)
    ).render()
    #expect(Fixtures.bytes(drawn) == Fixtures.bytes(reference))
    let top = drawn.color(atX: 5, y: 1)
    let bottom = drawn.color(atX: 5, y: 98)
    #expect(top.red > 0.9 && top.blue < 0.1)
    #expect(bottom.blue > 0.9 && bottom.red < 0.1)
  }

  // UIKit's fixed colors, from its documentation's components.
  @Test func uikitsFixedColorsHaveTheirDocumentedComponents() {
    let expected: [(UIColor, CGFloat, CGFloat, CGFloat)] = [
      (.yellow, 1, 1, 0), (.orange, 1, 0.5, 0), (.purple, 0.5, 0, 0.5), (.brown, 0.6, 0.4, 0.2),
      (.cyan, 0, 1, 1), (.magenta, 1, 0, 1), (.darkGray, 1.0 / 3, 1.0 / 3, 1.0 / 3),
      (.lightGray, 2.0 / 3, 2.0 / 3, 2.0 / 3),
    ]
    for (color, red, green, blue) in expected {
      var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
      _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
      #expect(abs(r - red) < 1e-9 && abs(g - green) < 1e-9 && abs(b - blue) < 1e-9 && a == 1)
    }
    #expect(Color(UIColor.yellow) == Color(red: 1, green: 1, blue: 0))
  }

  @Test func theSetsOtherNamesCompileAndLayOut() throws {
    let inspection = try ImageRenderer(content: Compiles().frame(width: 300, height: 300))
      .layoutInspection()
    // Two slider tracks (a thumb circle each) and the timeline's text.
    #expect(inspection.elements.filter { $0.type == "Circle" }.count == 2)
    #expect(inspection.elements.contains { $0.type == "Text" })
  }
}
