/// A publisher's values as an asynchronous sequence, as Combine's `AsyncPublisher`:
/// `for await value in model.$items.values { … }`.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  /// The publisher's values.
  public typealias Element = P.Output
  /// The publisher.
  public let publisher: P

  /// The values of `publisher`.
  public init(_ publisher: P) { self.publisher = publisher }

  /// The iterator: subscribes when made, keeps every value until it is asked for, and
  /// cancels when the sequence ends or the loop stops.
  public struct Iterator: AsyncIteratorProtocol {
    var values: AsyncStream<Carried<P.Output>>.Iterator

    /// The next value, or nil when the publisher finished.
    public mutating func next() async -> P.Output? { await values.next()?.value }
  }

  /// Subscribes to the publisher.
  public func makeAsyncIterator() -> Iterator {
    let (stream, continuation) = AsyncStream<Carried<P.Output>>.makeStream()
    let subscription = SubscriptionBox(
      publisher.sink(
        receiveCompletion: { _ in continuation.finish() },
        receiveValue: { continuation.yield(Carried(value: $0)) }))
    continuation.onTermination = { _ in subscription.cancel() }
    return Iterator(values: stream.makeAsyncIterator())
  }
}

/// A value passed from the publisher to the loop that waits for it.
struct Carried<Value>: @unchecked Sendable {
  // safety: each value is handed over once, from the sender to the one loop awaiting it,
  // as Combine's `AsyncPublisher` hands it.
  let value: Value
}

/// A subscription kept by the stream's termination handler.
private final class SubscriptionBox: @unchecked Sendable {
  // safety: `cancel()` is the only use, and `AnyCancellable` cancels once.
  private let cancellable: AnyCancellable
  init(_ cancellable: AnyCancellable) { self.cancellable = cancellable }
  func cancel() { cancellable.cancel() }
}

extension Publisher where Failure == Never {
  /// This publisher's values as an asynchronous sequence, as Combine's `values`.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}
