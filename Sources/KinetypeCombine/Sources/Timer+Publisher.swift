public import Foundation

/// A publisher that starts publishing when connected, as Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher: Publisher {
  /// Starts publishing; cancelling the result stops it.
  func connect() -> any Cancellable
}

extension Publishers {
  /// A connectable publisher connected by its first subscriber, as Combine's
  /// `Publishers.Autoconnect`.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    /// The values it publishes: its upstream's.
    public typealias Output = Upstream.Output
    /// The error it can end with: its upstream's.
    public typealias Failure = Upstream.Failure
    /// The publisher it connects.
    public let upstream: Upstream
    private var connection: (any Cancellable)?

    /// Connects `upstream` when subscribed.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Subscribes `subscriber` to the upstream, connecting it the first time.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(subscriber)
      if connection == nil { connection = upstream.connect() }
    }
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
  /// `Timer.TimerPublisher`. While a view runtime plays, it ticks on the virtual clock: the
  /// first date one interval after it is connected (in a view's `onReceive`, after the view
  /// appears), then every interval, until the view goes or the connection is cancelled
  /// (`timer.upstream.connect().cancel()`).
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    // safety: the lock guards the subscribers and the connection; ticks come on the thread
    // that plays the virtual clock (or the run loop's).
    /// The values: the date of each tick.
    public typealias Output = Date
    /// A timer never fails.
    public typealias Failure = Never

    /// The seconds between ticks.
    public let interval: TimeInterval
    /// The tolerance asked for (not used: virtual ticks are exact).
    public let tolerance: TimeInterval?
    private let lock = NSRecursiveLock()
    private let downstreams = Downstreams<Date, Never>()
    private var ticking: (any Cancellable)?
    private var cancelled = false

    init(interval: TimeInterval, tolerance: TimeInterval?) {
      self.interval = interval
      self.tolerance = tolerance
    }

    /// Whether a connection was cancelled: the timer ticks no more.
    package var isCancelled: Bool { lock.withLock { cancelled } }

    /// Adds `subscriber`: it gets the ticks after the timer is connected.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      lock.withLock { downstreams.attach(subscriber, keepAlive: self) }
    }

    /// Starts the ticks (on the virtual clock while a view runtime plays, else on the main
    /// run loop); cancelling the result stops them.
    public func connect() -> any Cancellable {
      lock.withLock {
        if ticking == nil, !cancelled, interval > 0, interval.isFinite {
          ticking = startTicking()
        }
      }
      return TimerConnection(publisher: self)
    }

    private func startTicking() -> any Cancellable {
      let tick: (Date) -> Void = { [weak self] date in
        guard let self else { return }
        self.lock.withLock { self.downstreams.send(date) }
      }
      if let timeline = VirtualTime.timeline {
        let reference = timeline.referenceDate
        return VirtualRepeat(on: timeline, start: timeline.now + interval, interval: interval) {
          tick(reference.addingTimeInterval(timeline.now))
        }
      }
      return RunLoop.main.schedule(
        after: RunLoop.main.now.advanced(by: .init(interval)), interval: .init(interval)
      ) { tick(Date()) }
    }

    fileprivate func stop() {
      let ticking = lock.withLock {
        cancelled = true
        defer { self.ticking = nil }
        return self.ticking
      }
      ticking?.cancel()
    }
  }

  /// A publisher of the date every `interval` seconds, as Combine's
  /// `Timer.publish(every:tolerance:on:in:)`. The run loop and mode are accepted: while a view
  /// runtime plays, the ticks run on its virtual clock (``Timer/TimerPublisher``).
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
