import Foundation
import Kinetype
import Testing

@testable import KinetypeViewGraph
@testable import KinetypeViews

/// A countdown as apps write it: one second per step, `try?` swallowing the cancellation.
private struct Countdown: View {
  @State private var n = 10

  var body: some View {
    Text("\(n)").task {
      while n > 0 {
        try? await Task.sleep(for: .seconds(1))
        n -= 1
      }
    }
  }
}

/// A loop that never ends, swallowing its cancellation.
private struct Forever: View {
  @State private var ticks = 0

  var body: some View {
    Text("\(ticks)").task {
      while true {
        try? await Task.sleep(for: .seconds(1))
        ticks += 1
      }
    }
  }
}

/// Plays `runtime`'s pre-pass on a thread of its own; false when it has not ended after
/// `seconds` (the thread is left spinning, and the test fails instead of hanging).
private func playsWithin(seconds: Double, _ runtime: ViewRuntime) -> Bool {
  let done = DispatchSemaphore(value: 0)
  let box = UncheckedBox(runtime)
  Thread {
    _ = try? box.value.run()
    done.signal()
  }.start()
  return done.wait(timeout: .now() + seconds) == .success
}

/// `.task` loops that sleep on the virtual clock (issue 21, item 4).
@Suite struct TaskCountdownTests {
  /// The loop advances once a second and, cancelled when the pre-pass ends with n still above
  /// 0, stops: its sleeps throw at once then, so it runs on only because each step decrements
  /// the state it tests, as in SwiftUI.
  @Test func countdownAdvancesAndStopsWhenCancelled() throws {
    let start = Date()
    let runtime = ViewRuntime(
      duration: 3.5, environment: EnvironmentValues(), script: ViewScript(), root: { Countdown() })
    try #require(playsWithin(seconds: 20, runtime), "the pre-pass did not end: the task spins")
    let storages = runtime.states.values.compactMap { $0.last?.storage as? StateStorage<Int> }
    let storage = try #require(storages.first)
    // 10 at 0, then 9, 8, 7 at 1, 2, 3 s: what the pre-pass recorded.
    #expect(storage.history.map(\.value) == [10, 9, 8, 7])
    #expect(storage.history.map(\.time) == [0, 1, 2, 3])
    // A task still sleeping on the clock when the pre-pass ends is not "waiting outside it".
    #expect(runtime.warnings.isEmpty, "\(runtime.warnings)")
    #expect(Date().timeIntervalSince(start) < 10)
  }

  /// The frames show the countdown at their times, and the run ends without warnings.
  @Test func countdownFramesShowTheValueAtTheirTime() throws {
    let runtime = ViewRuntime(
      duration: 3.5, environment: EnvironmentValues(), script: ViewScript(), root: { Countdown() })
    try #require(playsWithin(seconds: 20, runtime), "the pre-pass did not end: the task spins")
    func text(at time: Double) throws -> String {
      try ViewRendering.onLargeStack {
        let (_, root) = try #require(runtime.resolveFrame(at: time, scale: 1))
        return [root].texts.joined()
      }
    }
    #expect(try text(at: 0.5) == "10")
    #expect(try text(at: 1.5) == "9")
    #expect(try text(at: 3.4) == "7")
  }

  /// A loop that would spin for ever once cancelled is parked, and the frames say so.
  @Test func endlessLoopIsParkedAfterCancellation() throws {
    let runtime = ViewRuntime(
      duration: 2.5, environment: EnvironmentValues(), script: ViewScript(), root: { Forever() })
    try #require(playsWithin(seconds: 20, runtime), "the pre-pass did not end: the task spins")
    #expect(runtime.warnings.map(\.message).contains { $0.contains("after it was cancelled") })
  }
}
