import Foundation
import Kinetype
import Synchronization
import Testing

/// A store with a published count and name, and a switch.
private final class Store: ObservableObject {
  @Published var count = 0
  @Published var isOn = false
  var unpublished = 0
}

/// How many `MadeOnce` objects were made.
private let madeOnceCount = Mutex(0)

/// An object that counts its instances.
private final class MadeOnce: ObservableObject {
  @Published var count = 0
  init() { madeOnceCount.withLock { $0 += 1 } }
}

/// A counter that owns its store.
private struct OwningCounter: View {
  @StateObject private var store = Store()
  var body: some View {
    VStack {
      Text("Count \(store.count)")
      Button("Add") { store.count += 1 }
    }
  }
}

/// A parent whose own state changes (so its body runs again and makes a new child value),
/// and a child that owns a `MadeOnce`.
private struct Parent: View {
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("Taps \(taps)")
      Button("Parent") { taps += 1 }
      OnceChild()
    }
  }
}

private struct OnceChild: View {
  @StateObject private var object = MadeOnce()
  var body: some View {
    VStack {
      Text("Once \(object.count)")
      Button("Child") { object.count += 1 }
    }
  }
}

/// A parent that owns the store, and a child given it.
private struct ObservingParent: View {
  @StateObject private var store = Store()
  var body: some View {
    VStack {
      Button("Add") { store.count += 1 }
      CountLabel(store: store)
    }
  }
}

private struct CountLabel: View {
  @ObservedObject var store: Store
  var body: some View {
    Text("Label \(store.count)")
  }
}

/// A switch bound to the store through `$store.isOn`.
private struct Switch: View {
  @ObservedObject var store: Store
  var body: some View {
    VStack {
      Toggle("Power", isOn: $store.isOn)
      Text(store.isOn ? "On" : "Off")
    }
  }
}

/// A reader of the store in the environment.
private struct EnvironmentReader: View {
  @EnvironmentObject var store: Store
  var body: some View {
    VStack {
      Text("Env \(store.count)")
      Button("Add") { store.count += 1 }
    }
  }
}

/// A view that shows a property that is not published, and sends by hand.
private struct ManualSender: View {
  @ObservedObject var store: Store
  var body: some View {
    VStack {
      Text("Manual \(store.unpublished)")
      Button("Quiet") { store.unpublished += 1 }
      Button("Send") {
        store.objectWillChange.send()
        store.unpublished += 1
      }
    }
  }
}

/// A bar whose width follows the store's switch, set inside `withAnimation`.
private struct AnimatedBar: View {
  @StateObject private var store = Store()
  var body: some View {
    VStack(spacing: 0) {
      Color.red.frame(width: store.isOn ? 100 : 0, height: 10)
      Button("Grow") { withAnimation(.linear(duration: 1)) { store.isOn = true } }
    }
  }
}

@Suite struct ObservableObjectTests {
  private func hasText<V: View>(
    _ string: String, at time: Double, _ script: ViewScript, _ view: @escaping () -> V
  ) throws -> Bool {
    let layout = try ViewFrames(
      duration: 1, size: CGSize(width: 200, height: 200), scale: 1, script: script, content: view
    ).layoutInspection(at: time)
    return layout.elements.contains { $0.type == "Text" && $0.details == "\"\(string)\"" }
  }

  @Test func stateObject_publishedChangeRerendersTheView() throws {
    var script = ViewScript()
    script.tap("Add", at: 0.2)
    script.tap("Add", at: 0.4)
    #expect(try hasText("Count 0", at: 0.1, script) { OwningCounter() })
    #expect(try hasText("Count 1", at: 0.3, script) { OwningCounter() })
    #expect(try hasText("Count 2", at: 0.5, script) { OwningCounter() })
  }

  @Test func stateObject_isMadeOnceAcrossUpdatesOfItsParent() throws {
    var script = ViewScript()
    script.tap("Child", at: 0.1)
    script.tap("Parent", at: 0.2)
    script.tap("Parent", at: 0.3)
    let before = madeOnceCount.withLock { $0 }
    // The parent's body ran three times, making three `OnceChild` values: the object made
    // by the first is kept, with its count.
    #expect(try hasText("Taps 2", at: 0.5, script) { Parent() })
    #expect(madeOnceCount.withLock { $0 } - before == 1)
    #expect(try hasText("Once 1", at: 0.5, script) { Parent() })
  }

  @Test func observedObject_childUpdatesWithItsParentsObject() throws {
    var script = ViewScript()
    script.tap("Add", at: 0.2)
    #expect(try hasText("Label 0", at: 0.1, script) { ObservingParent() })
    #expect(try hasText("Label 1", at: 0.3, script) { ObservingParent() })
  }

  @Test func observedObject_changeFromOutsideUpdatesOnlyThroughTheObservingView() throws {
    // The root holds the store without observing it; only the child's @ObservedObject can
    // make the change reach the frames.
    struct Holder: View {
      let store: Store
      var body: some View { VStack { CountLabel(store: store) } }
    }
    let store = Store()
    var script = ViewScript()
    script.perform(at: 0.2) { store.count = 5 }
    let layout = try ViewFrames(
      duration: 1, size: CGSize(width: 200, height: 200), scale: 1, script: script
    ) { Holder(store: store) }
    #expect(try layout.layoutInspection(at: 0.1).elements.contains { $0.details == "\"Label 0\"" })
    #expect(try layout.layoutInspection(at: 0.3).elements.contains { $0.details == "\"Label 5\"" })
  }

  @Test func observedObject_bindingWritesBack() throws {
    var script = ViewScript()
    script.tap("Power", at: 0.2)
    // Each rendering plays the whole script, so each gets its own store.
    let first = Store()
    let isOffBefore = try hasText("Off", at: 0.1, script) { Switch(store: first) }
    let second = Store()
    let isOnAfter = try hasText("On", at: 0.3, script) { Switch(store: second) }
    #expect(isOffBefore)
    #expect(isOnAfter)
    #expect(second.isOn)
  }

  @Test func environmentObject_readsTheObjectAndUpdates() throws {
    var script = ViewScript()
    script.tap("Add", at: 0.2)
    let first = Store()
    let before = try hasText("Env 0", at: 0.1, script) {
      VStack { EnvironmentReader() }.environmentObject(first)
    }
    let second = Store()
    let after = try hasText("Env 1", at: 0.3, script) {
      VStack { EnvironmentReader() }.environmentObject(second)
    }
    #expect(before)
    #expect(after)
    #expect(second.count == 1)
  }

  @Test func objectWillChange_sendRerendersByHand() throws {
    var quiet = ViewScript()
    quiet.tap("Quiet", at: 0.2)
    // A property that is not published changes without an update.
    #expect(try hasText("Manual 0", at: 0.3, quiet) { ManualSender(store: Store()) })
    var sent = ViewScript()
    sent.tap("Send", at: 0.2)
    #expect(try hasText("Manual 1", at: 0.3, sent) { ManualSender(store: Store()) })
  }

  @Test func published_changeInsideWithAnimationAnimates() throws {
    var script = ViewScript()
    script.tap("Grow", at: 0.2)
    let frames = try ViewFrames(
      duration: 2, size: CGSize(width: 200, height: 200), scale: 1, script: script
    ) { AnimatedBar() }
    func width(at time: Double) throws -> CGFloat? {
      try frames.layoutInspection(at: time).elements.first { $0.type == "Color" }?.frame.width
    }
    // Linear over one second from the tap: half way at 0.7 s.
    #expect(try width(at: 0.1) == 0)
    #expect(try width(at: 0.7) == 50)
    #expect(try width(at: 1.5) == 100)
  }

  @Test func objectWillChange_isOnePublisherPerObject() {
    let first = Store()
    let second = Store()
    #expect(first.objectWillChange === first.objectWillChange)
    #expect(first.objectWillChange !== second.objectWillChange)
  }
}

@Suite struct MissingEnvironmentObjectTests {
  @Test func environmentObject_missingFailsTheRenderNamingTheType() throws {
    let error = #expect(throws: MissingEnvironmentObjectError.self) {
      try ViewFrames(duration: 1, size: CGSize(width: 100, height: 100)) {
        VStack { EnvironmentReader() }
      }.layoutInspection(at: 0)
    }
    #expect(error?.objectType == "Store")
    #expect(error?.description.contains("(EnvironmentReader)") == true)
    #expect(error?.description.contains(".environmentObject(_:)") == true)
  }
}
