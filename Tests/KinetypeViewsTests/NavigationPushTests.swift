import Foundation
import Kinetype
import Testing

/// The pushed screen's view, whose frame the tests follow; "Close" dismisses it.
private struct DetailProbe: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Color.blue.frame(height: 40)
      Button("Close") { dismiss() }
    }
    .navigationTitle("Detail")
    .navigationBarTitleDisplayMode(.inline)
  }
}

/// The root screen's view.
private struct HomeProbe: View {
  var body: some View { Color.red.frame(height: 40) }
}

/// A 300 × 600 stack whose root links to `DetailProbe`.
private struct PushProbe: View {
  var body: some View {
    NavigationStack {
      VStack {
        HomeProbe()
        NavigationLink("Open") { DetailProbe() }
      }
      .navigationTitle("Home")
    }
    .frame(width: 300, height: 600)
  }
}

/// A stack whose root title is too long for the back button.
private struct LongTitleProbe: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Open") { DetailProbe() }
        .navigationTitle("All of my favourite recipes")
    }
    .frame(width: 300, height: 600)
  }
}

/// A stack whose pushed screen hides its back button.
private struct HiddenBackProbe: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Open") { DetailProbe().navigationBarBackButtonHidden() }
        .navigationTitle("Home")
    }
    .frame(width: 300, height: 600)
  }
}

/// A screen for a pushed number.
private struct NumberProbe: View {
  let number: Int
  var body: some View {
    Text("Number \(number)").navigationTitle("N\(number)")
  }
}

/// A stack bound to an array of numbers, with a link pushing 3.
private struct PathProbe: View {
  @State private var path: [Int] = []
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        NavigationLink("Three", value: 3)
        Text("Depth \(path.count)")
      }
      .navigationTitle("Numbers")
      .navigationDestination(for: Int.self) { NumberProbe(number: $0) }
    }
    .frame(width: 300, height: 600)
  }
}

/// A stack bound to a `NavigationPath`.
private struct NavigationPathProbe: View {
  @State private var path = NavigationPath()
  var body: some View {
    NavigationStack(path: $path) {
      Text("Root")
        .navigationDestination(for: Int.self) { NumberProbe(number: $0) }
    }
    .frame(width: 300, height: 600)
  }
}

/// Flutter's `Curves.linearToEaseOut` `seconds` into a run of `duration`: the push's curve
/// (over 0.5 s) and the sheets' (over 0.335 s).
func linearToEaseOut(_ seconds: Double, over duration: Double) -> Double {
  UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0.35, y: 0.91), endControlPoint: UnitPoint(x: 0.33, y: 0.97)
  ).value(at: min(1, max(0, seconds / duration)))
}

/// The push's progress `seconds` into it.
func pushProgress(_ seconds: Double) -> Double { linearToEaseOut(seconds, over: 0.5) }

/// `view` played for 3 s at 300 × 600 with `script`.
func scriptedFrames(_ script: ViewScript, _ view: @escaping () -> some View) throws -> ViewFrames {
  try ViewFrames(
    duration: 3, size: CGSize(width: 300, height: 600), scale: 1, script: script, content: view)
}

extension ViewLayoutInspection {
  /// The first `Text` showing `string`.
  func text(_ string: String) -> Element? {
    elements.first { $0.type == "Text" && $0.details == "\"\(string)\"" }
  }
}

/// A list whose link row's label is wider than half the row but narrower than the row less
/// its chevron.
private struct LinkRowProbe: View {
  var body: some View {
    NavigationStack {
      List {
        Text("Short")
        NavigationLink("A fairly long recipe name") { Text("Detail") }
      }
    }
    .frame(width: 300, height: 600)
  }
}

@Suite struct NavigationPushTests {
  private func x(_ name: String, _ frames: ViewFrames, at time: Double) throws -> CGFloat? {
    try frames.layoutInspection(at: time).element(named: name)?.frame.minX
  }

  @Test func aLinkRowsLabelTakesTheRowLessItsChevron() throws {
    // As a table cell's accessory: the label is offered the whole row but the chevron, so a
    // label that fits stays on one line (it wrapped when it shared the row with a spacer).
    let frames = try scriptedFrames(ViewScript()) { LinkRowProbe() }
    let layout = try frames.layoutInspection(at: 0)
    let short = try #require(layout.text("Short")?.frame)
    let long = try #require(layout.text("A fairly long recipe name")?.frame)
    #expect(long.height == short.height, "\(long) against one line \(short)")
    #expect(long.width > 150)
  }

  @Test func aTappedLinkSlidesItsDestinationInFromTheTrailingEdge() throws {
    var script = ViewScript()
    script.tap("Open", at: 0.2)
    let frames = try scriptedFrames(script) { PushProbe() }
    #expect(try x("DetailProbe", frames, at: 0.1) == nil)
    #expect(try x("HomeProbe", frames, at: 0.1) == 0)
    for time in [0.25, 0.35, 0.45, 0.6] {
      let p = pushProgress(time - 0.2)
      let detail = try #require(try x("DetailProbe", frames, at: time))
      let home = try #require(try x("HomeProbe", frames, at: time))
      #expect(abs(detail - 300 * (1 - p)) <= 1, "detail at \(time): \(detail)")
      // The screen under it moves 30 % of the width towards the leading edge.
      #expect(abs(home - (-90 * p)) <= 1, "home at \(time): \(home)")
    }
    #expect(try x("DetailProbe", frames, at: 1) == 0)
    #expect(try x("HomeProbe", frames, at: 1) == -90)
  }

  @Test func thePushedScreensBarShowsItsTitleAndABackButton() throws {
    var script = ViewScript()
    script.tap("Open", at: 0.2)
    let inspection = try scriptedFrames(script) { PushProbe() }.layoutInspection(at: 1)
    // An inline title, centred in the 44-point bar.
    let title = try #require(inspection.text("Detail"))
    #expect(abs(title.frame.midX - 150) <= 0.5)
    #expect(title.frame.minY >= 0 && title.frame.maxY <= 44)
    // The back button: a chevron, then the title of the screen under it, 8 points in.
    let back = try #require(inspection.element(named: "BackButton"))
    #expect(back.frame.minX == 8)
    let backTitle = try #require(
      inspection.elements.first {
        $0.type == "Text" && $0.details == "\"Home\"" && $0.frame.maxY <= 44
      })
    #expect(backTitle.frame.minX > back.frame.minX + 12)
  }

  @Test func aBackTitleThatWouldReachTheTitleBecomesBack() throws {
    var script = ViewScript()
    script.tap("Open", at: 0.2)
    script.tap("Back", at: 1.0)
    let frames = try scriptedFrames(script) { LongTitleProbe() }
    let inspection = try frames.layoutInspection(at: 0.9)
    let back = try #require(
      inspection.elements.first { $0.type == "Text" && $0.details == "\"Back\"" })
    #expect(back.frame.minX > 0 && back.frame.maxY <= 44)
    // The long title's variant is out of sight.
    let long = inspection.elements.filter {
      $0.type == "Text" && $0.details == "\"All of my favourite recipes\"" && $0.frame.maxY <= 44
    }
    #expect(long.allSatisfy { $0.frame.maxX < 0 })
    #expect(try x("DetailProbe", frames, at: 1.6) == nil)
  }

  @Test func aHiddenBackButtonIsNotDrawnNorTappable() throws {
    var script = ViewScript()
    script.tap("Open", at: 0.2)
    let shown = try scriptedFrames(script) { HiddenBackProbe() }.layoutInspection(at: 1)
    #expect(shown.element(named: "BackButton") == nil)
    #expect(shown.element(named: "DetailProbe") != nil)
    script.tap("Back", at: 1.0)
    #expect(throws: ViewScriptError.self) { _ = try scriptedFrames(script) { HiddenBackProbe() } }
  }

  @Test func theBackButtonPopsWithTheCurveReversed() throws {
    var script = ViewScript()
    script.tap("Open", at: 0.2)
    script.tap("Home", at: 1.0)
    let frames = try scriptedFrames(script) { PushProbe() }
    for time in [1.1, 1.25, 1.4] {
      let p = pushProgress(time - 1.0)
      let detail = try #require(try x("DetailProbe", frames, at: time))
      let home = try #require(try x("HomeProbe", frames, at: time))
      #expect(abs(detail - 300 * p) <= 1, "detail at \(time): \(detail)")
      #expect(abs(home - (-90 * (1 - p))) <= 1, "home at \(time): \(home)")
    }
    #expect(try x("DetailProbe", frames, at: 1.6) == nil)
    #expect(try x("HomeProbe", frames, at: 1.6) == 0)
  }

  @Test func dismissPopsThePushedScreen() throws {
    var script = ViewScript()
    script.tap("Open", at: 0.2)
    script.tap("Close", at: 1.0)
    let frames = try scriptedFrames(script) { PushProbe() }
    #expect(try x("DetailProbe", frames, at: 1.6) == nil)
    #expect(try x("HomeProbe", frames, at: 1.6) == 0)
  }

  @Test func aValueLinkPushesItsDestinationAndAppendsToTheBoundPath() throws {
    var script = ViewScript()
    script.tap("Three", at: 0.2)
    script.set("path", to: [3, 4], at: 1.0)
    let frames = try scriptedFrames(script) { PathProbe() }
    let pushed = try frames.layoutInspection(at: 0.9)
    #expect(pushed.text("Number 3")?.frame.minX ?? -1 > 0)
    #expect(pushed.text("Depth 1") != nil)  // the link appended 3 to the path
    // Setting the path pushes 4 over 3, animated; its back button names the screen under it.
    let mid = try #require(try frames.layoutInspection(at: 1.15).text("Number 4"))
    let rest = try #require(try frames.layoutInspection(at: 2).text("Number 4"))
    #expect(abs((mid.frame.minX - rest.frame.minX) - 300 * (1 - pushProgress(0.15))) <= 1)
    #expect(
      try frames.layoutInspection(at: 2).elements.contains {
        $0.type == "Text" && $0.details == "\"N3\"" && $0.frame.minX < 100 && $0.frame.maxY <= 44
      })
  }

  @Test func aCoveredScreensControlsCannotBeTapped() throws {
    var script = ViewScript()
    script.tap("Open", at: 0.2)
    script.tap("Open", at: 1.0)
    #expect(throws: ViewScriptError.self) { _ = try scriptedFrames(script) { PushProbe() } }
  }

  @Test func aNavigationPathPushesByType() throws {
    var script = ViewScript()
    script.set("path", to: NavigationPath([7]), at: 0.2)
    let frames = try scriptedFrames(script) { NavigationPathProbe() }
    #expect(try frames.layoutInspection(at: 1).text("Number 7")?.frame.minX ?? -1 > 0)
    #expect(try frames.layoutInspection(at: 0.1).text("Number 7") == nil)
  }
}
