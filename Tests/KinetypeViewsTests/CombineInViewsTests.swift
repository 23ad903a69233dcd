import Combine
import Foundation
import Kinetype
import Testing

// Combine as view models of iOS 13–16 use it, written as apps write it (`import Combine`
// beside the view code), played on the virtual clock.

/// A search model: the query debounced, then filtered, into the results.
private final class SearchModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []
  private let names = ["Ada", "Alan", "Grace", "Guido", "Linus"]

  init() {
    $query
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .removeDuplicates()
      .map { [names] query in query.isEmpty ? [] : names.filter { $0.hasPrefix(query) } }
      .assign(to: &$results)
  }
}

private struct SearchScreen: View {
  @StateObject private var model = SearchModel()
  var body: some View {
    VStack {
      Button("A") { model.query = "A" }
      Button("Al") { model.query = "Al" }
      Button("G") { model.query = "G" }
      Text("\(model.results.count) results")
    }
  }
}

/// A model that ticks with a timer it subscribes to itself, and sends events.
private final class TickingModel: ObservableObject {
  @Published var ticks = 0
  let events = PassthroughSubject<String, Never>()
  private var cancellables = Set<AnyCancellable>()

  init() {
    Timer.publish(every: 1, on: .main, in: .common)
      .autoconnect()
      .sink { [weak self] _ in self?.ticks += 1 }
      .store(in: &cancellables)
  }
}

private struct TickingScreen: View {
  @StateObject private var model = TickingModel()
  @State private var lastEvent = "none"
  @State private var seenTicks: [Int] = []
  var body: some View {
    VStack {
      Text("Ticks \(model.ticks)")
      Text("Event \(lastEvent)")
      Text("Seen \(seenTicks.map(String.init).joined(separator: ","))")
      Button("Ping") { model.events.send("ping") }
    }
    .onReceive(model.events) { lastEvent = $0 }
    .onReceive(model.$ticks) { seenTicks.append($0) }
  }
}

@Suite struct CombineInViewsTests {
  private func texts<V: View>(
    at time: Double, duration: Double = 3, _ script: ViewScript = ViewScript(),
    _ view: @escaping () -> V
  ) throws -> [String] {
    try ViewFrames(
      duration: duration, size: CGSize(width: 240, height: 240), scale: 1, script: script,
      content: view
    ).layoutInspection(at: time).elements.filter { $0.type == "Text" }.map(\.details)
  }

  /// The results follow the query 0.3 seconds after the last change, on the virtual clock.
  @Test func debouncedSearchUpdatesAfterTheQuietTime() throws {
    var script = ViewScript()
    script.tap("A", at: 0.1)
    script.tap("Al", at: 0.2)
    script.tap("G", at: 1.0)
    #expect(try texts(at: 0.45, script) { SearchScreen() }.contains("\"0 results\""))
    // "Al" (Ada is dropped) at 0.5: the tap on "A" was superseded within 0.3 seconds.
    #expect(try texts(at: 0.55, script) { SearchScreen() }.contains("\"1 results\""))
    #expect(try texts(at: 1.25, script) { SearchScreen() }.contains("\"1 results\""))
    // "G": Grace and Guido, at 1.3.
    #expect(try texts(at: 1.35, script) { SearchScreen() }.contains("\"2 results\""))
  }

  @Test func aTimerInAModelTicksOnTheVirtualClock() throws {
    #expect(try texts(at: 0.5) { TickingScreen() }.contains("\"Ticks 0\""))
    #expect(try texts(at: 2.5) { TickingScreen() }.contains("\"Ticks 2\""))
  }

  /// `onReceive` of a `@Published` property's publisher gets the current value when the
  /// view appears, then each change.
  @Test func onReceiveOfDollarPropertySeesEachValue() throws {
    #expect(try texts(at: 2.5) { TickingScreen() }.contains("\"Seen 0,1,2\""))
  }

  @Test func onReceiveOfASubjectRunsWhenItSends() throws {
    var script = ViewScript()
    script.tap("Ping", at: 0.4)
    #expect(try texts(at: 0.3, script) { TickingScreen() }.contains("\"Event none\""))
    #expect(try texts(at: 0.5, script) { TickingScreen() }.contains("\"Event ping\""))
  }

  /// The same script renders the same frames every time: the debounce and the timer keep
  /// virtual time.
  @Test func framesAreTheSameOnEveryRun() throws {
    var script = ViewScript()
    script.tap("Al", at: 0.2)
    func frame() throws -> [UInt8] {
      try ViewFrames(
        duration: 1, size: CGSize(width: 120, height: 120), scale: 1, script: script
      ) {
        VStack {
          SearchScreen(); TickingScreen()
        }
      }.renderFrame(at: 0.9).pngData()
    }
    let same = try frame() == frame()
    #expect(same)
  }
}
