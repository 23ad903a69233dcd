/// A publisher that produces one value (or an error) later, then finishes, as Combine's
/// `Future`. The closure runs at once, when the future is made.
public final class Future<Output, Failure: Error>: Publisher {
  /// The closure's way to give the result.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private var result: Result<Output, Failure>?
  private var waiting: [AnySubscriber<Output, Failure>] = []

  /// Runs `attemptToFulfill` now; the first result it gives is the future's.
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { [weak self] result in self?.fulfill(result) }
  }

  private func fulfill(_ result: Result<Output, Failure>) {
    guard self.result == nil else { return }
    self.result = result
    let subscribers = waiting
    waiting.removeAll()
    for subscriber in subscribers { deliver(result, to: subscriber) }
  }

  private func deliver(
    _ result: Result<Output, Failure>, to subscriber: AnySubscriber<Output, Failure>
  ) {
    switch result {
    case .success(let value):
      ValuesSubscription.start(subscriber, values: [value], completion: .finished)
    case .failure(let error):
      ValuesSubscription.start(subscriber, values: [], completion: .failure(error))
    }
  }

  /// Gives `subscriber` the result, now or when it comes.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    if let result {
      deliver(result, to: AnySubscriber(subscriber))
    } else {
      waiting.append(AnySubscriber(subscriber))
    }
  }
}

/// A publisher made anew for each subscriber, as Combine's `Deferred`.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  /// The made publisher's values.
  public typealias Output = DeferredPublisher.Output
  /// The made publisher's error.
  public typealias Failure = DeferredPublisher.Failure
  /// Makes the publisher.
  public let createPublisher: () -> DeferredPublisher

  /// Runs `createPublisher` for each subscriber.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  /// Subscribes `subscriber` to a new publisher.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    createPublisher().subscribe(subscriber)
  }
}

/// A publisher of any type, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
  private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

  /// Wraps `publisher`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let any = publisher as? AnyPublisher<Output, Failure> {
      self = any
      return
    }
    subscribeBody = { publisher.subscribe($0) }
  }

  /// "AnyPublisher".
  public var description: String { "AnyPublisher" }

  /// Subscribes `subscriber` to the wrapped publisher.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    subscribeBody(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// This publisher as an ``AnyPublisher``, as Combine's `eraseToAnyPublisher()`.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
