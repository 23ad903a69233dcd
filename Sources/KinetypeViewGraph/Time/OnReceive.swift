import Foundation
public import KinetypeCombine

// `onReceive`, and the virtual clock Combine's schedulers and timers use while a runtime plays.

/// A publisher whose values a view's `onReceive` plays on the virtual clock by sleeping.
protocol VirtualTimePublisher {
  /// The timer publishing.
  var timer: Timer.TimerPublisher { get }
}

extension Timer.TimerPublisher: VirtualTimePublisher {
  var timer: Timer.TimerPublisher { self }
}

extension Publishers.Autoconnect: VirtualTimePublisher where Upstream == Timer.TimerPublisher {
  var timer: Timer.TimerPublisher { upstream }
}

extension View {
  /// Runs `action` with each value `publisher` publishes while this view is shown, as
  /// SwiftUI's `onReceive(_:perform:)`.
  ///
  /// The view subscribes when it appears and cancels when it goes. A timer
  /// (``Timer/publish(every:tolerance:on:in:)``, autoconnected or not) ticks on the virtual
  /// clock: `action` gets the virtual date (``ViewRuntime``'s reference date plus the played
  /// time) every interval after the view appears. Any other publisher (a `@Published`
  /// property's `$value`, a subject, `Just`, an operator chain) delivers as it sends; its
  /// time-based operators wait on the virtual clock.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    let timer = (publisher as? any VirtualTimePublisher)?.timer
    return task {
      guard let timer else {
        await Self.receive(publisher, perform: action)
        return
      }
      guard timer.interval > 0, timer.interval.isFinite else { return }
      while !Task.isCancelled {
        do { try await Task.sleep(for: .seconds(timer.interval)) } catch { return }
        guard !timer.isCancelled, let clock = VirtualClock.current,
          let date = ViewRuntime.referenceDate.addingTimeInterval(clock.runtime.now) as? P.Output
        else { return }
        action(date)
      }
    }
  }

  /// Subscribes `action` to `publisher` until the view's task is cancelled (the view goes).
  private static func receive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) async where P.Failure == Never {
    let subscription = publisher.sink(receiveValue: action)
    if let clock = VirtualClock.current {
      try? await clock.sleep(seconds: .infinity)
    }
    subscription.cancel()
  }
}

/// A runtime's clock as Combine's schedulers see it.
final class RuntimeTimeline: VirtualTimeline, @unchecked Sendable {
  // safety: used only on the thread that plays the runtime, as everything of the runtime.
  unowned let runtime: ViewRuntime

  init(runtime: ViewRuntime) { self.runtime = runtime }

  var now: Double { runtime.now }
  var referenceDate: Date { ViewRuntime.referenceDate }
  func schedule(at time: Double, _ action: @escaping () -> Void) {
    runtime.schedule(at: time, action)
  }
}
