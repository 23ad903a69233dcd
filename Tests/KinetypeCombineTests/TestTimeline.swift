import Foundation

@testable import KinetypeCombine

/// A virtual clock for tests: events at a time run in the order they were scheduled, as a
/// view runtime plays them.
final class TestTimeline: VirtualTimeline, @unchecked Sendable {
  private(set) var now: Double = 0
  let referenceDate = Date(timeIntervalSinceReferenceDate: 0)
  private var events: [(time: Double, order: Int, action: () -> Void)] = []
  private var order = 0

  func schedule(at time: Double, _ action: @escaping () -> Void) {
    order += 1
    events.append((max(time, now), order, action))
  }

  /// Plays events up to `end` seconds, with Combine's schedulers bound to this clock.
  func play(until end: Double) {
    VirtualTime.$timeline.withValue(self) {
      while let next = events.indices.min(by: {
        (events[$0].time, events[$0].order) < (events[$1].time, events[$1].order)
      }), events[next].time <= end {
        let event = events.remove(at: next)
        now = event.time
        event.action()
      }
      now = end
    }
  }

  /// Runs `body` with Combine's schedulers bound to this clock (at its current time).
  func bind<R>(_ body: () throws -> R) rethrows -> R {
    try VirtualTime.$timeline.withValue(self, operation: body)
  }
}

/// Values received with the virtual time they arrived at.
final class Received<Value> {
  var values: [Value] = []
  var times: [Double] = []
  var completions = 0
}
