import Foundation
import Synchronization

// Combine's timer publisher and `onReceive`, as SwiftUI code uses them to tick:
//
//     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
//     Text(label).onReceive(timer) { date in … }
//
// Linux has no Combine. Kinetype declares the few names this takes, with Combine's
// signatures, and plays a timer on the view runtime's virtual clock.

/// A source of values over time, as Combine's `Publisher` (only what `onReceive` needs).
public protocol Publisher<Output, Failure> {
  /// The values it publishes.
  associatedtype Output
  /// The error it can end with.
  associatedtype Failure: Error
}

/// A publisher that starts publishing when connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher: Publisher {
  /// Starts publishing; cancelling the result stops it.
  func connect() -> any Cancellable
}

/// Something that can be stopped, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops it.
  func cancel()
}

/// Combine's namespace of publisher types.
public enum Publishers {
  /// A connectable publisher connected by its first subscriber, as Combine's
  /// `Publishers.Autoconnect`.
  public struct Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    /// The values it publishes: its upstream's.
    public typealias Output = Upstream.Output
    /// The error it can end with: its upstream's.
    public typealias Failure = Upstream.Failure
    /// The publisher it connects.
    public let upstream: Upstream

    /// Connects `upstream` when subscribed.
    public init(upstream: Upstream) { self.upstream = upstream }
  }
}

extension ConnectablePublisher {
  /// This publisher, connected when subscribed, as Combine's `autoconnect()`.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Timer {
  /// A publisher of the current date every `interval` seconds, as Combine's
  /// `Timer.TimerPublisher`. In a view's `onReceive` it ticks on the virtual clock: the first
  /// date one interval after the view appears, then every interval, until the view goes or
  /// the publisher is cancelled (`timer.upstream.connect().cancel()`).
  public final class TimerPublisher: ConnectablePublisher, Sendable {
    /// The values: the date of each tick.
    public typealias Output = Date
    /// A timer never fails.
    public typealias Failure = Never

    /// The seconds between ticks.
    public let interval: TimeInterval
    /// The tolerance asked for (not used: virtual ticks are exact).
    public let tolerance: TimeInterval?
    private let cancelled = Mutex(false)

    init(interval: TimeInterval, tolerance: TimeInterval?) {
      self.interval = interval
      self.tolerance = tolerance
    }

    /// Whether a connection was cancelled: the timer ticks no more.
    var isCancelled: Bool { cancelled.withLock { $0 } }

    /// Connects; cancelling the result stops the ticks.
    public func connect() -> any Cancellable { TimerConnection(publisher: self) }

    fileprivate func stop() { cancelled.withLock { $0 = true } }
  }

  /// A publisher of the date every `interval` seconds, as Combine's
  /// `Timer.publish(every:tolerance:on:in:)`. The run loop and mode are accepted: the ticks
  /// run on the view runtime's virtual clock (``Timer/TimerPublisher``).
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance)
  }
}

/// A timer's connection: cancelling it stops the timer.
private struct TimerConnection: Cancellable {
  let publisher: Timer.TimerPublisher
  func cancel() { publisher.stop() }
}

/// A publisher whose values a view's `onReceive` can play on the virtual clock.
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
  /// A timer (``Timer/publish(every:tolerance:on:in:)``, autoconnected or not) ticks on the
  /// virtual clock: `action` gets the virtual date (``ViewRuntime``'s reference date plus the
  /// played time) every interval after the view appears. ``Just`` gives its value when the
  /// view appears. Other publishers (notifications) publish nothing when rendering offline.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    let timer = (publisher as? any VirtualTimePublisher)?.timer
    let immediate = (publisher as? any ImmediatePublisher)?.immediateOutputs ?? []
    return task {
      for value in immediate {
        if let value = value as? P.Output { action(value) }
      }
      guard let timer, timer.interval > 0, timer.interval.isFinite else { return }
      while !Task.isCancelled {
        do { try await Task.sleep(for: .seconds(timer.interval)) } catch { return }
        guard !timer.isCancelled, let clock = VirtualClock.current,
          let date = ViewRuntime.referenceDate.addingTimeInterval(clock.runtime.now) as? P.Output
        else { return }
        action(date)
      }
    }
  }
}
