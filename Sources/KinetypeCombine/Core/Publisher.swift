// Combine on Linux: the publishers, subscribers and operators that SwiftUI code keeps its
// models with (`@Published` and `$property`, subjects, `sink`, `debounce`, `onReceive`).
//
// Linux has no Combine. Kinetype declares Combine's names with Combine's signatures and
// semantics: values are delivered synchronously on the sender's thread, in order; time-based
// operators (`debounce`, `throttle`, `delay`, `receive(on:)`) and timers run on a view
// runtime's virtual clock while it plays (``VirtualTime``), and on the dispatch queue or run
// loop asked for otherwise.

/// A source of values over time, as Combine's `Publisher`.
///
/// A publisher delivers values to its subscribers, then possibly a completion (finished or a
/// failure). Subscribing (``subscribe(_:)``) calls ``receive(subscriber:)``.
public protocol Publisher<Output, Failure> {
  /// The values it publishes.
  associatedtype Output
  /// The error it can end with.
  associatedtype Failure: Error

  /// Attaches `subscriber`: the publisher gives it a subscription, then values on its demand.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher, as Combine's `subscribe(_:)`.
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// Something that receives a publisher's values, as Combine's `Subscriber`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The values it receives.
  associatedtype Input
  /// The error it can receive.
  associatedtype Failure: Error

  /// Receives the subscription: the subscriber asks it for values (`request(_:)`).
  func receive(subscription: any Subscription)
  /// Receives a value; returns how many more values it wants beyond those asked for.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Receives the end of the values: finished or failed.
  func receive(completion: Subscribers.Completion<Failure>)
}

/// A subscriber's link to its publisher, as Combine's `Subscription`.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for `demand` more values.
  func request(_ demand: Subscribers.Demand)
}

/// Something that can be stopped, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops it: no more values are delivered.
  func cancel()
}

/// A unique identifier of a subscription or subscriber, as Combine's `CombineIdentifier`.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
  private let value: UInt64

  /// A new identifier, different from every other.
  public init() { value = identifierCounter.next() }

  /// The identifier of `object`.
  public init(_ object: AnyObject) {
    value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
  }

  /// The identifier, in hexadecimal.
  public var description: String { "0x" + String(value, radix: 16) }
}

/// Something with a ``CombineIdentifier``, as Combine's `CustomCombineIdentifierConvertible`.
public protocol CustomCombineIdentifierConvertible {
  /// Its identifier.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  /// The identifier of this object.
  public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

extension CustomCombineIdentifierConvertible {
  /// A new identifier (a value type has no identity of its own).
  public var combineIdentifier: CombineIdentifier { CombineIdentifier() }
}
