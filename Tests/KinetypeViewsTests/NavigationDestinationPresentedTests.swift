import Foundation
import Kinetype
import Testing

/// A stack whose detail is pushed by a Boolean binding.
private struct PresentedProbe: View {
  @State private var showsDetail = false

  var body: some View {
    NavigationStack {
      VStack {
        Button("Show") { showsDetail = true }
        Text(showsDetail ? "Flag on" : "Flag off")
      }
      .navigationTitle("Home")
      .navigationDestination(isPresented: $showsDetail) {
        Text("Detail").navigationTitle("Detail")
      }
    }
    .frame(width: 300, height: 600)
  }
}

/// A stack whose detail is pushed by an optional item.
private struct ItemProbe: View {
  @State private var selected: Int?

  var body: some View {
    NavigationStack {
      VStack {
        Button("Pick 7") { selected = 7 }
        Text(selected.map { "Selected \($0)" } ?? "None")
      }
      .navigationTitle("Numbers")
      .navigationDestination(item: $selected) { Text("Number \($0)") }
    }
    .frame(width: 300, height: 600)
  }
}

@Suite struct NavigationDestinationPresentedTests {
  private func has(_ frames: ViewFrames, _ text: String, at time: Double) throws -> Bool {
    try frames.layoutInspection(at: time).elements.contains {
      $0.type == "Text" && $0.details == "\"\(text)\"" && $0.frame.maxX > 0 && $0.frame.minX < 300
    }
  }

  @Test func settingTheBindingPushesAndTheBackButtonClearsIt() throws {
    var script = ViewScript()
    script.tap("Show", at: 0.2)
    script.tap("Home", at: 1.2)
    let frames = try scriptedFrames(script) { PresentedProbe() }
    #expect(try !has(frames, "Detail", at: 0.1))
    #expect(try has(frames, "Detail", at: 1.0))
    // Popped by the back button: the screen is gone and the binding is false again.
    #expect(try !has(frames, "Detail", at: 2.5))
    #expect(try has(frames, "Flag off", at: 2.5))
  }

  @Test func clearingTheBindingPopsTheScreen() throws {
    var script = ViewScript()
    script.tap("Show", at: 0.2)
    script.set("showsDetail", to: false, at: 1.2)
    let frames = try scriptedFrames(script) { PresentedProbe() }
    #expect(try has(frames, "Detail", at: 1.0))
    #expect(try !has(frames, "Detail", at: 2.5))
  }

  @Test func anItemPushesItsDestinationAndPoppingClearsIt() throws {
    var script = ViewScript()
    script.tap("Pick 7", at: 0.2)
    script.tap("Numbers", at: 1.2)
    let frames = try scriptedFrames(script) { ItemProbe() }
    #expect(try has(frames, "Number 7", at: 1.0))
    #expect(try !has(frames, "Number 7", at: 2.5))
    #expect(try has(frames, "None", at: 2.5))
  }
}
