public import Foundation

extension RunLoop: Scheduler {
  /// A point in a run loop's time, as Combine's `RunLoop.SchedulerTimeType`.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The date.
    public var date: Date

    /// The point at `date`.
    public init(_ date: Date) { self.date = date }

    /// The interval from this time to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    /// The time `n` later.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.magnitude))
    }

    /// An interval of a run loop's time, in seconds, as Combine's
    /// `RunLoop.SchedulerTimeType.Stride`.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable
    {
      /// The seconds.
      public var magnitude: TimeInterval

      /// `timeInterval` seconds.
      public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
      /// `value` seconds.
      public init(floatLiteral value: Double) { magnitude = value }
      /// `value` seconds.
      public init(integerLiteral value: Int) { magnitude = TimeInterval(value) }
      /// `source` seconds, if it is an integer.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = TimeInterval(exactly: source) else { return nil }
        magnitude = value
      }

      /// The seconds.
      public var timeInterval: TimeInterval { magnitude }

      /// No time.
      public static var zero: Stride { Stride(0) }
      /// `s` seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
      /// `s` seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
      /// `us` microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
      /// `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }

      /// The sum.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude + rhs.magnitude)
      }
      /// The difference.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude - rhs.magnitude)
      }
      /// The product of the seconds.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude * rhs.magnitude)
      }
      /// Adds `rhs` to `lhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Takes `rhs` from `lhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies `lhs` by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      /// The shorter.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
    }
  }

  /// The options of a run loop's closures (none), as Combine's `RunLoop.SchedulerOptions`.
  public struct SchedulerOptions: Sendable {}

  /// The run loop's time now: the virtual clock's date while a view runtime plays.
  public var now: SchedulerTimeType {
    if let timeline = VirtualTime.timeline {
      return SchedulerTimeType(timeline.referenceDate.addingTimeInterval(timeline.now))
    }
    return SchedulerTimeType(Date())
  }

  /// Zero.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs `action` on the run loop: while a view runtime plays, on its clock now, after what
  /// is running.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if let timeline = VirtualTime.timeline {
      timeline.schedule(at: timeline.now, action)
    } else {
      perform(UncheckedAction(action).run)
    }
  }

  /// Runs `action` at `date`: while a view runtime plays, on its clock.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    if let timeline = VirtualTime.timeline {
      timeline.schedule(at: date.date.timeIntervalSince(timeline.referenceDate), action)
    } else {
      let action = UncheckedAction(action)
      let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.run() }
      add(timer, forMode: .default)
    }
  }

  /// Runs `action` at `date`, then every `interval`: while a view runtime plays, on its
  /// clock.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if let timeline = VirtualTime.timeline {
      return VirtualRepeat(
        on: timeline, start: date.date.timeIntervalSince(timeline.referenceDate),
        interval: interval.magnitude, action)
    }
    let action = UncheckedAction(action)
    let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in
      action.run()
    }
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }
}
