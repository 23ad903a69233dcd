import Foundation
import Kinetype
import Testing

@testable import KinetypeViewGraph
@testable import KinetypeViews

/// A square whose opacity a button animates.
private struct FadingSquare: View {
  @State private var isDim = false

  var body: some View {
    VStack(spacing: 0) {
      Color.red
        .frame(width: 40, height: 40)
        .opacity(isDim ? 0 : 1)
      Button("Dim") {
        withAnimation(.linear(duration: 1)) { isDim = true }
      }
    }
  }
}

/// A counter driven by an `@Observable` model a script changes.
@Observable private final class Counter {
  var count = 0
}

private struct CounterView: View {
  let counter: Counter
  var body: some View {
    Text("Count \(counter.count)").font(.system(size: 20)).frame(width: 120, height: 30)
  }
}

/// A task that ticks every quarter of a second.
private struct Ticker: View {
  @State private var ticks = 0
  var body: some View {
    Text("\(ticks)")
      .task {
        while !Task.isCancelled {
          do {
            try await Task.sleep(for: .milliseconds(250))
          } catch {
            return
          }
          ticks += 1
        }
      }
  }
}

/// A view removed with an animated fade, then inserted again.
private struct Disappearing: View {
  @State private var isShown = true
  var body: some View {
    VStack(spacing: 0) {
      ZStack {
        if isShown {
          Color.red.frame(width: 40, height: 40).transition(.opacity)
        }
      }
      .frame(width: 40, height: 40)
      Button("Toggle") { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
    }
  }
}

/// Rows that rise and fade in one after another once the view appears.
private struct RisingRows: View {
  @State private var isVisible = false

  var body: some View {
    VStack(spacing: 6) {
      if isVisible {
        ForEach(0..<4) { index in
          Capsule().fill(.indigo).frame(width: 120, height: 16)
            .transition(.move(edge: .bottom).combined(with: .opacity))
            .animation(.spring.delay(Double(index) * 0.05), value: isVisible)
        }
      }
    }
    .frame(width: 140, height: 100, alignment: .top)
    .onAppear { isVisible = true }
  }
}

/// The opacity of SwiftUI's red over white at (x, y), from its green channel.
private func redOpacity(_ pixmap: Pixmap, x: Int, y: Int) -> Double {
  (1 - pixmap.color(atX: x, y: y).green) / (1 - 59.0 / 255)
}

@Suite struct RuntimeTests {
  @Test func runtime_tapStartsAnimationAtItsTime() throws {
    var script = ViewScript()
    script.tap("Dim", at: 0.5)
    let frames = try ViewFrames(duration: 2, background: .white, script: script) {
      FadingSquare()
    }
    func opacity(_ time: Double) throws -> Double {
      let pixmap = try frames.renderFrame(at: time)
      return redOpacity(pixmap, x: pixmap.width / 2, y: 10)
    }
    #expect(abs(try opacity(0) - 1) < 0.005)
    #expect(abs(try opacity(0.5) - 1) < 0.005)
    // Linear over 1 s from 0.5 s: half faded at 1 s.
    #expect(abs(try opacity(1) - 0.5) < 0.005)
    #expect(abs(try opacity(1.25) - 0.25) < 0.005)
    #expect(try opacity(1.5) < 0.005)
  }

  @Test func runtime_framesAreIdenticalOnAnyThreadsAndSplits() throws {
    var script = ViewScript()
    script.tap("Toggle", at: 0.3)
    let frames = try ViewFrames(duration: 1, scale: 2, script: script) {
      VStack {
        RisingRows()
        Disappearing()
        Ticker()
      }
    }
    let timeline = try FrameTimeline(duration: 1, framesPerSecond: 15)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "kinetype-runtime-frames-\(ProcessInfo.processInfo.processIdentifier)")
    defer { try? FileManager.default.removeItem(at: root) }
    let one = try FrameExporter(directory: root.appendingPathComponent("one").path, threads: 1)
      .export(frames, timeline: timeline)
    let four = try FrameExporter(directory: root.appendingPathComponent("four").path, threads: 4)
      .export(frames, timeline: timeline)
    #expect(one.count == 15)  // 1 s at 15 fps
    for (a, b) in zip(one, four) {
      #expect(FileManager.default.contentsEqual(atPath: a, andPath: b))
    }
    // A render farm's split: the same view played again renders frames 7…14 alone, backwards.
    let again = try ViewFrames(duration: 1, scale: 2, script: script) {
      VStack {
        RisingRows()
        Disappearing()
        Ticker()
      }
    }
    for index in stride(from: 14, through: 7, by: -1) {
      let time = timeline.time(ofFrame: index)
      let lone = try again.renderFrame(at: time)
      let exported = try Pixmap(contentsOfPNGFile: one[index])
      #expect(
        lone.withUnsafePremultipliedBytes { Array($0) }
          == exported.withUnsafePremultipliedBytes { Array($0) })
    }
  }

  @Test func runtime_observableModelChangesAtItsTime() throws {
    let counter = Counter()
    var script = ViewScript()
    script.perform(at: 0.5) { counter.count = 7 }
    let runtime = ViewRuntime(
      duration: 1, environment: EnvironmentValues(), script: script,
      root: { CounterView(counter: counter) })
    try runtime.run()
    #expect(runtime.updates.map(\.time) == [0, 0.5])
    // Frames before the change still show 0, though the model now holds 7: the bodies are
    // the ones each update recorded.
    func text(at time: Double) throws -> String {
      try ViewRendering.onLargeStack {
        let (_, root) = try #require(runtime.resolveFrame(at: time, scale: 1))
        return [root].texts.joined()
      }
    }
    #expect(try text(at: 0.25) == "Count 0")
    #expect(try text(at: 0.75) == "Count 7")
  }

  @Test func runtime_taskSleepsOnTheVirtualClock() throws {
    let start = Date()
    let runtime = ViewRuntime(
      duration: 10, environment: EnvironmentValues(), script: ViewScript(), root: { Ticker() })
    try runtime.run()
    let storages = runtime.states.values.compactMap { $0.last?.storage as? StateStorage<Int> }
    let storage = try #require(storages.first)
    // Forty ticks at exact multiples of 0.25 s, played without waiting ten seconds.
    #expect(storage.history.count == 41)
    #expect(storage.history.last?.value == 40)
    #expect(storage.history.enumerated().allSatisfy { $0.element.time == Double($0.offset) * 0.25 })
    #expect(Date().timeIntervalSince(start) < 5)
  }

  @Test func runtime_taskWaitingOutsideTheClockIsReported() throws {
    struct Waiting: View {
      var body: some View {
        Text("…").task {
          // A stream nobody feeds: the task waits for something the virtual clock never
          // resumes.
          for await _ in AsyncStream<Int>(unfolding: { nil as Int? }) {}
          try? await Task.sleep(for: .seconds(1))
          let (stream, _) = AsyncStream<Int>.makeStream()
          for await _ in stream {}
        }
      }
    }
    let frames = try ViewFrames(duration: 3) { Waiting() }
    #expect(frames.warnings.count == 1)
    #expect(frames.warnings.first?.message.contains("outside Kinetype's clock") == true)
  }

  @Test func runtime_removedViewFadesOutThenStateResets() throws {
    var script = ViewScript()
    script.tap("Toggle", at: 0.5)
    script.tap("Toggle", at: 2)
    let frames = try ViewFrames(duration: 3, background: .white, script: script) {
      Disappearing()
    }
    func opacity(_ time: Double) throws -> Double {
      let pixmap = try frames.renderFrame(at: time)
      return redOpacity(pixmap, x: pixmap.width / 2, y: 20)
    }
    #expect(abs(try opacity(0.5) - 1) < 0.005)
    // Removed at 0.5 s, still drawn while its opacity transition runs.
    #expect(abs(try opacity(1) - 0.5) < 0.005)
    #expect(try opacity(1.6) < 0.005)
    // Inserted again at 2 s: it fades in.
    #expect(abs(try opacity(2.25) - 0.25) < 0.005)
    #expect(abs(try opacity(3) - 1) < 0.005)
  }

  @Test func runtime_scriptErrorsSayWhatWasThere() throws {
    var tap = ViewScript()
    tap.tap("Nope", at: 0.5)
    #expect(
      throws: ViewScriptError.noControl(label: "Nope", time: 0.5, available: ["Dim"])
    ) {
      try ViewFrames(duration: 1, script: tap) { FadingSquare() }
    }
    var missing = ViewScript()
    missing.set("volume", to: 3, at: 0.2)
    #expect(
      throws: ViewScriptError.noState(name: "volume", time: 0.2, available: ["FadingSquare.isDim"])
    ) {
      try ViewFrames(duration: 1, script: missing) { FadingSquare() }
    }
    var wrong = ViewScript()
    wrong.set("isDim", to: 3, at: 0.2)
    #expect(
      throws: ViewScriptError.wrongType(name: "isDim", time: 0.2, expected: "Bool", got: "Int")
    ) {
      try ViewFrames(duration: 1, script: wrong) { FadingSquare() }
    }
    #expect(
      ViewScriptError.noControl(label: "Nope", time: 0.5, available: ["Dim"]).description
        == "script at 0.5 s: no control labeled \"Nope\"; the controls are \"Dim\"")
  }

  @Test func runtime_stillPictureShowsInitialState() throws {
    // Without a runtime (`ImageRenderer`), state keeps its initial value.
    let pixmap = try ImageRenderer(content: FadingSquare()).render()
    #expect(abs(redOpacity(pixmap, x: pixmap.width / 2, y: 10) - 1) < 0.005)
  }
}
