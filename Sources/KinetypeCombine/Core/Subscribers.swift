import Foundation

/// Combine's namespace of subscriber types, as `Subscribers`.
public enum Subscribers {
  /// How a publisher ended, as Combine's `Subscribers.Completion`.
  public enum Completion<Failure: Error> {
    /// It published everything.
    case finished
    /// It failed with this error.
    case failure(Failure)
  }

  /// How many values a subscriber asks for, as Combine's `Subscribers.Demand`: a count, or
  /// unlimited.
  public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The count, or nil for unlimited.
    let count: Int?

    /// As many values as there are.
    public static let unlimited = Demand(count: nil)
    /// No values.
    public static let none = Demand(count: 0)

    /// At most `value` values (a negative count is none).
    public static func max(_ value: Int) -> Demand { Demand(count: Swift.max(0, value)) }

    /// The count, or nil for unlimited.
    public var max: Int? { count }

    /// "unlimited" or "max(n)".
    public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

    /// The sum, unlimited if either is.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.count, let b = rhs.count else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .unlimited : Demand(count: sum)
    }

    /// Adds `rhs` to `lhs`.
    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

    /// `lhs` plus `rhs` values.
    public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + .max(rhs) }

    /// Adds `rhs` values to `lhs`.
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    /// `lhs` less `rhs` values, never below none; unlimited stays unlimited.
    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let a = lhs.count else { return .unlimited }
      return Demand(count: Swift.max(0, a - rhs))
    }

    /// Takes `rhs` values from `lhs`.
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    /// Unlimited is greater than every count.
    public static func < (lhs: Demand, rhs: Demand) -> Bool {
      switch (lhs.count, rhs.count) {
      case (nil, _): false
      case (_, nil): true
      case (let a?, let b?): a < b
      }
    }

    /// Whether `lhs` is `rhs` values.
    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }

    /// Whether `lhs` is more than `rhs` values.
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// Combine's namespace of publisher types, as `Publishers`.
public enum Publishers {}

/// A subscription that is already over: what a publisher that sends nothing more gives.
public enum Subscriptions {
  /// A subscription that ignores requests and cancellation, as Combine's
  /// `Subscriptions.empty`.
  public static var empty: any Subscription { EmptySubscription() }
}

private final class EmptySubscription: Subscription {
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}

/// The counter behind ``CombineIdentifier/init()``.
let identifierCounter = IdentifierCounter()

final class IdentifierCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value: UInt64 = 1 << 48
  func next() -> UInt64 {
    lock.withLock {
      value &+= 1
      return value
    }
  }
}
