import Foundation

// `Task.sleep` and the clocks' `sleep` in code that runs in a view's `.task`: on Kinetype's
// virtual clock when the view renders over time (the wait is an event at an exact time; no
// wall-clock time passes), the system's otherwise. Declared here with the standard library's
// signatures, they are the ones code that imports Kinetype calls.

extension Task where Success == Never, Failure == Never {
  /// Suspends the task for `duration`: on the virtual clock inside a view's `.task`, else as
  /// the standard library's.
  public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    if let clock = VirtualClock.current {
      try await clock.sleep(seconds: duration.seconds)
    } else {
      try await systemSleep(ContinuousClock(), for: duration, tolerance: tolerance)
    }
  }

  /// Suspends the task for `duration` nanoseconds: on the virtual clock inside a view's
  /// `.task`, else as the standard library's.
  public static func sleep(nanoseconds duration: UInt64) async throws {
    if let clock = VirtualClock.current {
      try await clock.sleep(seconds: Double(duration) / 1e9)
    } else {
      try await systemSleep(ContinuousClock(), for: .nanoseconds(duration), tolerance: nil)
    }
  }

  /// Suspends the task until `deadline`. Inside a view's `.task` the wait is the time left
  /// to the deadline by the system clock, rounded to the millisecond, on the virtual clock.
  public static func sleep(
    until deadline: ContinuousClock.Instant, tolerance: Duration? = nil,
    clock: ContinuousClock = .continuous
  ) async throws {
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }
}

extension ContinuousClock {
  /// Suspends for `duration`: on the virtual clock inside a view's `.task`.
  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await Task.sleep(for: duration, tolerance: tolerance)
  }

  /// Suspends until `deadline`: inside a view's `.task`, for the time left by the system
  /// clock, rounded to the millisecond, on the virtual clock.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    if let clock = VirtualClock.current {
      let left = (now.duration(to: deadline).seconds * 1000).rounded() / 1000
      try await clock.sleep(seconds: left)
    } else {
      try await systemSleep(self, until: deadline, tolerance: tolerance)
    }
  }
}

extension SuspendingClock {
  /// Suspends for `duration`: on the virtual clock inside a view's `.task`.
  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    if let clock = VirtualClock.current {
      try await clock.sleep(seconds: duration.seconds)
    } else {
      try await systemSleep(self, for: duration, tolerance: tolerance)
    }
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

/// The standard library's sleep (through the `Clock` requirement, which Kinetype's
/// declarations do not shadow).
private func systemSleep<C: Clock>(_ clock: C, until deadline: C.Instant, tolerance: C.Duration?)
  async throws
{
  try await clock.sleep(until: deadline, tolerance: tolerance)
}

private func systemSleep<C: Clock>(_ clock: C, for duration: C.Duration, tolerance: C.Duration?)
  async throws
{
  try await clock.sleep(until: clock.now.advanced(by: duration), tolerance: tolerance)
}
