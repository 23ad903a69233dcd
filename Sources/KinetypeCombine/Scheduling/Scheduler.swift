import Foundation

/// Something that runs closures now or at a time, as Combine's `Scheduler`: what
/// `receive(on:)`, `debounce`, `throttle` and `delay` take (`DispatchQueue.main`,
/// `RunLoop.main`, ``ImmediateScheduler``).
///
/// While a view runtime plays, `DispatchQueue` and `RunLoop` schedule on its virtual clock
/// (``VirtualTime``): `debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)` waits
/// 0.3 seconds of the rendered time, the same on every run.
public protocol Scheduler<SchedulerTimeType> {
  /// A point in the scheduler's time.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options of a scheduled closure.
  associatedtype SchedulerOptions

  /// The scheduler's time now.
  var now: SchedulerTimeType { get }
  /// The least tolerance it allows.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as it can.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date` or soon after.
  func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date`, then every `interval`, until the result is cancelled.
  func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` as soon as it can.
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

  /// Runs `action` at `date` or soon after.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride? = nil,
    _ action: @escaping () -> Void
  ) {
    schedule(after: date, tolerance: tolerance ?? minimumTolerance, options: nil, action)
  }

  /// Runs `action` at `date`, then every `interval`, until the result is cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride? = nil, _ action: @escaping () -> Void
  ) -> any Cancellable {
    schedule(
      after: date, interval: interval, tolerance: tolerance ?? minimumTolerance, options: nil,
      action)
  }
}

/// A time interval made from seconds and their fractions, as Combine's
/// `SchedulerTimeIntervalConvertible`: `.seconds(1)`, `.milliseconds(300)`.
public protocol SchedulerTimeIntervalConvertible {
  /// `s` seconds.
  static func seconds(_ s: Int) -> Self
  /// `s` seconds.
  static func seconds(_ s: Double) -> Self
  /// `ms` milliseconds.
  static func milliseconds(_ ms: Int) -> Self
  /// `us` microseconds.
  static func microseconds(_ us: Int) -> Self
  /// `ns` nanoseconds.
  static func nanoseconds(_ ns: Int) -> Self
}

/// The virtual clock of a view runtime that is playing, if any: `DispatchQueue` and `RunLoop`
/// schedule on it, and timers tick on it.
package protocol VirtualTimeline: AnyObject, Sendable {
  /// The seconds played.
  var now: Double { get }
  /// The date at 0 seconds.
  var referenceDate: Date { get }
  /// Runs `action` when `time` (seconds, not before now) is played.
  func schedule(at time: Double, _ action: @escaping () -> Void)
}

/// Where Combine's schedulers find the virtual clock.
package enum VirtualTime {
  /// The clock of the runtime playing on this thread (bound for the whole of its play).
  @TaskLocal package static var timeline: (any VirtualTimeline)?
}

/// A repeating schedule on a virtual clock: cancelling it stops the repeats.
final class VirtualRepeat: Cancellable {
  private var isCancelled = false

  /// Runs `action` at `start` seconds, then every `interval` seconds, on `timeline`.
  init(
    on timeline: any VirtualTimeline, start: Double, interval: Double,
    _ action: @escaping () -> Void
  ) {
    tick(on: timeline, at: start, interval: interval, action)
  }

  private func tick(
    on timeline: any VirtualTimeline, at time: Double, interval: Double,
    _ action: @escaping () -> Void
  ) {
    timeline.schedule(at: time) { [weak self] in
      guard let self, !self.isCancelled else { return }
      action()
      guard interval > 0, interval.isFinite else { return }
      self.tick(on: timeline, at: time + interval, interval: interval, action)
    }
  }

  func cancel() { isCancelled = true }
}
