/// A subscription that delivers known values on demand, then a completion: what `Just`,
/// `Empty`, `Fail` and a sequence's publisher give their subscribers.
final class ValuesSubscription<Output, Failure: Error>: Subscription {
  private var subscriber: AnySubscriber<Output, Failure>?
  private var values: IndexingIterator<[Output]>
  private var next: Output?
  private let completion: Subscribers.Completion<Failure>?
  private var demand = Subscribers.Demand.none
  private var isDelivering = false

  /// Delivers `values`, then `completion` (nil: none).
  init(
    _ subscriber: AnySubscriber<Output, Failure>, values: [Output],
    completion: Subscribers.Completion<Failure>?
  ) {
    self.subscriber = subscriber
    self.values = values.makeIterator()
    self.next = self.values.next()
    self.completion = completion
  }

  /// Subscribes `subscriber` and, with no values, completes at once (as Combine's `Empty`).
  static func start<S: Subscriber>(
    _ subscriber: S, values: [Output], completion: Subscribers.Completion<Failure>?
  ) where S.Input == Output, S.Failure == Failure {
    let subscription = ValuesSubscription(
      AnySubscriber(subscriber), values: values, completion: completion)
    subscriber.receive(subscription: subscription)
    if values.isEmpty { subscription.deliver() }
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    self.demand += demand
    deliver()
  }

  private func deliver() {
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    while let subscriber, let value = next, demand > 0 {
      demand -= 1
      next = values.next()
      demand += subscriber.receive(value)
    }
    if next == nil, let subscriber {
      self.subscriber = nil
      if let completion { subscriber.receive(completion: completion) }
    }
  }

  func cancel() { subscriber = nil }
}

/// A publisher of one value, then finished, as Combine's `Just`.
public struct Just<Output>: Publisher {
  /// A `Just` never fails.
  public typealias Failure = Never
  /// The value it publishes.
  public let output: Output

  /// Publishes `output`.
  public init(_ output: Output) { self.output = output }

  /// Gives `subscriber` the value, then finishes.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    ValuesSubscription.start(subscriber, values: [output], completion: .finished)
  }
}

/// A publisher of no values, as Combine's `Empty`: it finishes at once, or never.
public struct Empty<Output, Failure: Error>: Publisher {
  /// Whether it finishes at once.
  public let completeImmediately: Bool

  /// A publisher that finishes at once (or, with `completeImmediately: false`, never).
  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

  /// Finishes `subscriber` (or leaves it waiting).
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    ValuesSubscription.start(
      subscriber, values: [], completion: completeImmediately ? .finished : nil)
  }
}

/// A publisher that fails at once, as Combine's `Fail`.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error it fails with.
  public let error: Failure

  /// Fails with `error`.
  public init(error: Failure) { self.error = error }

  /// Fails `subscriber`.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    ValuesSubscription.start(subscriber, values: [], completion: .failure(error))
  }
}

extension Publishers {
  /// A publisher of a sequence's elements, then finished, as Combine's `Publishers.Sequence`.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The elements.
    public typealias Output = Elements.Element
    /// The sequence published.
    public let sequence: Elements

    /// Publishes the elements of `sequence`.
    public init(sequence: Elements) { self.sequence = sequence }

    /// Gives `subscriber` the elements on demand, then finishes.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      ValuesSubscription.start(subscriber, values: Array(sequence), completion: .finished)
    }
  }
}

extension Sequence {
  /// A publisher of this sequence's elements, as Combine's `publisher`.
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}
