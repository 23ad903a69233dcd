/// A scheduler that runs each closure at once, as Combine's `ImmediateScheduler`: time does
/// not pass (a scheduled time is ignored, and a repeating schedule runs once).
public struct ImmediateScheduler: Scheduler, Sendable {
  /// Its time: always the same.
  public struct SchedulerTimeType: Strideable, Sendable {
    /// An interval of this scheduler's time, in whole units.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByIntegerLiteral, Hashable, Sendable
    {
      /// The units.
      public var magnitude: Int

      /// `value` units.
      public init(_ value: Int) { magnitude = value }
      /// `value` units.
      public init(integerLiteral value: Int) { magnitude = value }
      /// The units, if `source` is an integer.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
      }
      /// Zero.
      public static var zero: Stride { Stride(0) }
      /// `s` units.
      public static func seconds(_ s: Int) -> Stride { Stride(s) }
      /// One unit.
      public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }
      /// Zero units.
      public static func milliseconds(_ ms: Int) -> Stride { Stride(0) }
      /// Zero units.
      public static func microseconds(_ us: Int) -> Stride { Stride(0) }
      /// Zero units.
      public static func nanoseconds(_ ns: Int) -> Stride { Stride(0) }
      /// The sum.
      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude + rhs.magnitude)
      }
      /// The difference.
      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude - rhs.magnitude)
      }
      /// The product.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude * rhs.magnitude)
      }
      /// Adds `rhs` to `lhs`.
      public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
      /// Takes `rhs` from `lhs`.
      public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
      /// Multiplies `lhs` by `rhs`.
      public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
      /// Fewer units.
      public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
    }

    /// Zero: `advanced(by:)` changes nothing.
    public func distance(to other: SchedulerTimeType) -> Stride { .zero }
    /// The same time.
    public func advanced(by n: Stride) -> SchedulerTimeType { self }
  }

  /// No options.
  public typealias SchedulerOptions = Never

  /// The shared immediate scheduler.
  public static let shared = ImmediateScheduler()

  /// Its only time.
  public var now: SchedulerTimeType { SchedulerTimeType() }
  /// Zero.
  public var minimumTolerance: SchedulerTimeType.Stride { .zero }

  /// Runs `action` now.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

  /// Runs `action` now.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) { action() }

  /// Runs `action` once, now.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}
