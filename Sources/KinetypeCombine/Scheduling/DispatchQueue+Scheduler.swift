public import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
  /// A point in a dispatch queue's time, as Combine's `DispatchQueue.SchedulerTimeType`.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    /// The dispatch time.
    public var dispatchTime: DispatchTime

    /// The point at `time`.
    public init(_ time: DispatchTime) { dispatchTime = time }

    /// The interval from this time to `other`.
    public func distance(to other: SchedulerTimeType) -> Stride {
      let from = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
      let to = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
      return Stride(nanoseconds: Int(to &- from))
    }

    /// The time `n` later.
    public func advanced(by n: Stride) -> SchedulerTimeType {
      let nanoseconds = Int64(bitPattern: dispatchTime.uptimeNanoseconds) &+ Int64(n.magnitude)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(max(1, nanoseconds))))
    }

    /// Hashes the time.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// Whether the two are the same time.
    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }

    /// An interval of a dispatch queue's time, in nanoseconds, as Combine's
    /// `DispatchQueue.SchedulerTimeType.Stride`. A literal is seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable
    {
      /// The nanoseconds.
      public var magnitude: Int

      init(nanoseconds: Int) { magnitude = nanoseconds }

      /// `timeInterval` seconds.
      public init(_ timeInterval: Double) { magnitude = Int((timeInterval * 1e9).rounded()) }
      /// `timeInterval`.
      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s * 1_000_000_000
        case .milliseconds(let ms): magnitude = ms * 1_000_000
        case .microseconds(let us): magnitude = us * 1000
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }
      /// `value` seconds.
      public init(floatLiteral value: Double) { self.init(value) }
      /// `value` seconds.
      public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }
      /// `source` seconds, if it is an integer.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        self.init(integerLiteral: value)
      }

      /// The interval as a dispatch interval.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }
      /// The interval in seconds.
      var seconds: Double { Double(magnitude) / 1e9 }

      /// No time.
      public static var zero: Stride { Stride(nanoseconds: 0) }
      /// `s` seconds.
      public static func seconds(_ s: Int) -> Stride { Stride(nanoseconds: s * 1_000_000_000) }
      /// `s` seconds.
      public static func seconds(_ s: Double) -> Stride { Stride(s) }
      /// `ms` milliseconds.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(nanoseconds: ms * 1_000_000) }
      /// `us` microseconds.
      public static func microseconds(_ us: Int) -> Stride { Stride(nanoseconds: us * 1000) }
      /// `ns` nanoseconds.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(nanoseconds: ns) }

      /// The sum.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude &+ rhs.magnitude)
      }
      /// The difference.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude &- rhs.magnitude)
      }
      /// The product of the nanoseconds.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude &* rhs.magnitude)
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

  /// The options of a closure sent to a queue, as Combine's
  /// `DispatchQueue.SchedulerOptions`.
  public struct SchedulerOptions {
    /// The quality of service.
    public var qos: DispatchQoS
    /// The work item's flags.
    public var flags: DispatchWorkItemFlags
    /// The group the work joins.
    public var group: DispatchGroup?

    /// Options with these values.
    public init(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      group: DispatchGroup? = nil
    ) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  /// The queue's time now: the virtual clock's while a view runtime plays.
  public var now: SchedulerTimeType {
    if let timeline = VirtualTime.timeline { return .virtual(timeline.now) }
    return SchedulerTimeType(.now())
  }

  /// Zero.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs `action` on the queue: while a view runtime plays, on its clock at the current
  /// time, after what is running.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if let timeline = VirtualTime.timeline {
      timeline.schedule(at: timeline.now, action)
    } else {
      async(execute: UncheckedAction(action).run)
    }
  }

  /// Runs `action` at `date`: while a view runtime plays, on its clock.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    if let timeline = VirtualTime.timeline {
      timeline.schedule(at: date.virtualSeconds, action)
    } else {
      asyncAfter(deadline: date.dispatchTime, execute: UncheckedAction(action).run)
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
        on: timeline, start: date.virtualSeconds, interval: interval.seconds, action)
    }
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval)
    timer.setEventHandler(handler: UncheckedAction(action).run)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}

extension DispatchQueue.SchedulerTimeType {
  /// The dispatch time standing for `seconds` of a virtual clock (from one second of uptime,
  /// since a dispatch time of 0 means now).
  static func virtual(_ seconds: Double) -> Self {
    Self(DispatchTime(uptimeNanoseconds: 1_000_000_000 + UInt64(max(0, seconds) * 1e9)))
  }

  /// The virtual clock's seconds this time stands for.
  var virtualSeconds: Double {
    (Double(dispatchTime.uptimeNanoseconds) - 1e9) / 1e9
  }
}

/// A closure sent to Dispatch, which asks for a sendable one.
struct UncheckedAction: @unchecked Sendable {
  // safety: Combine runs a scheduled closure on the queue it was sent to, as Apple's does;
  // the closure's captures are the caller's to keep safe there.
  let action: () -> Void
  init(_ action: @escaping () -> Void) { self.action = action }
  func run() { action() }
}
