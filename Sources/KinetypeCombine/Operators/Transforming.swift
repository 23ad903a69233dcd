extension Publishers {
  /// Each value transformed, as Combine's `Publishers.Map`.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher transformed.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) -> Output

    /// Transforms `upstream`'s values with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes `subscriber` to the transformed values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.relay(to: subscriber) { .emit(transform($0)) }
    }
  }

  /// Each value transformed by a throwing closure, as Combine's `Publishers.TryMap`: a throw
  /// fails the publisher.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    /// Any error.
    public typealias Failure = any Error
    /// The publisher transformed.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) throws -> Output

    /// Transforms `upstream`'s values with `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes `subscriber` to the transformed values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(
        Relay<Upstream.Output, Upstream.Failure, Output, any Error>(
          downstream: AnySubscriber(subscriber),
          step: { value in
            do { return .emit(try transform(value)) } catch {
              return .end(last: nil, .failure(error))
            }
          },
          complete: { mapCompletion($0) { $0 } }))
    }
  }

  /// The values that are not nil after a transform, as Combine's `Publishers.CompactMap`.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher transformed.
    public let upstream: Upstream
    /// The transform.
    public let transform: (Upstream.Output) -> Output?

    /// Transforms `upstream`'s values with `transform`, dropping nils.
    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes `subscriber` to the values that are not nil.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.relay(to: subscriber) { transform($0).map { .emit($0) } ?? .skip }
    }
  }

  /// The values that pass a test, as Combine's `Publishers.Filter`.
  public struct Filter<Upstream: Publisher>: Publisher {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher filtered.
    public let upstream: Upstream
    /// The test.
    public let isIncluded: (Upstream.Output) -> Bool

    /// Keeps `upstream`'s values for which `isIncluded` is true.
    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    /// Subscribes `subscriber` to the values that pass.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.relay(to: subscriber) { isIncluded($0) ? .emit($0) : .skip }
    }
  }

  /// The values that differ from the one before, as Combine's `Publishers.RemoveDuplicates`.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher filtered.
    public let upstream: Upstream
    /// Whether two values count as the same.
    public let predicate: (Output, Output) -> Bool

    /// Drops each value `predicate` finds the same as the last one sent.
    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// Subscribes `subscriber` to the values that differ from the one before.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      var last: Output?
      upstream.relay(to: subscriber) { value in
        if let previous = last, predicate(previous, value) { return .skip }
        last = value
        return .emit(value)
      }
    }
  }

  /// The values after the first few, as Combine's `Publishers.Drop` (`dropFirst(_:)`).
  public struct Drop<Upstream: Publisher>: Publisher {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// How many values are dropped.
    public let count: Int

    /// Drops `upstream`'s first `count` values.
    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    /// Subscribes `subscriber` to the values after the first `count`.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var left = count
      upstream.relay(to: subscriber) { value in
        guard left <= 0 else {
          left -= 1
          return .skip
        }
        return .emit(value)
      }
    }
  }

  /// An accumulated value, sent after each upstream value, as Combine's `Publishers.Scan`.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The value before the first.
    public let initialResult: Output
    /// Combines the accumulated value with the next.
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    /// Accumulates `upstream`'s values from `initialResult` with `nextPartialResult`.
    public init(
      upstream: Upstream, initialResult: Output,
      nextPartialResult: @escaping (Output, Upstream.Output) -> Output
    ) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    /// Subscribes `subscriber` to the accumulated values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      var result = initialResult
      upstream.relay(to: subscriber) { value in
        result = next(result, value)
        return .emit(result)
      }
    }
  }

  /// The first value (or the first that passes a test), then finished, as Combine's
  /// `Publishers.First` and `Publishers.FirstWhere`.
  public struct First<Upstream: Publisher>: Publisher {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    let predicate: (Output) -> Bool

    /// The first value of `upstream` for which `predicate` is true.
    init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    /// The first value of `upstream`.
    public init(upstream: Upstream) { self.init(upstream: upstream) { _ in true } }

    /// Subscribes `subscriber` to the first value.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.relay(to: subscriber) { predicate($0) ? .end(last: $0, .finished) : .skip }
    }
  }

  /// The values with the error type changed, as Combine's `Publishers.SetFailureType`: the
  /// upstream never fails.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// The publisher.
    public let upstream: Upstream

    /// `upstream`, declared as failing with `Failure`.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Subscribes `subscriber` to the values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(
        Relay<Output, Never, Output, Failure>(
          downstream: AnySubscriber(subscriber), step: { .emit($0) },
          complete: { _ in .finished }))
    }
  }

  /// The values with each error transformed, as Combine's `Publishers.MapError`.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// The publisher.
    public let upstream: Upstream
    /// The transform of the error.
    public let transform: (Upstream.Failure) -> Failure

    /// `upstream`, its error transformed by `transform`.
    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    /// Subscribes `subscriber` to the values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(
        Relay<Output, Upstream.Failure, Output, Failure>(
          downstream: AnySubscriber(subscriber), step: { .emit($0) },
          complete: { mapCompletion($0, transform) }))
    }
  }

  /// The values, an error replaced by one last value, as Combine's `Publishers.ReplaceError`.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// It never fails.
    public typealias Failure = Never
    /// The publisher.
    public let upstream: Upstream
    /// The value sent in place of an error.
    public let output: Output

    /// `upstream`, an error replaced by `output` then finished.
    public init(upstream: Upstream, output: Output) {
      self.upstream = upstream
      self.output = output
    }

    /// Subscribes `subscriber` to the values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let output = self.output
      upstream.subscribe(
        Relay<Output, Upstream.Failure, Output, Never>(
          downstream: AnySubscriber(subscriber), step: { .emit($0) },
          complete: { _ in .finished },
          lastValue: { completion in
            if case .failure = completion { return output }
            return nil
          }))
    }
  }

  /// The values, with closures run as things happen, as Combine's `Publishers.HandleEvents`.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    let receiveOutput: ((Output) -> Void)?
    let receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    let receiveSubscription: ((any Subscription) -> Void)?
    let receiveCancel: (() -> Void)?

    /// Subscribes `subscriber`, running the closures.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (onOutput, onCompletion) = (receiveOutput, receiveCompletion)
      let (onSubscription, onCancel) = (receiveSubscription, receiveCancel)
      let downstream = AnySubscriber(subscriber)
      upstream.subscribe(
        Relay<Output, Failure, Output, Failure>(
          downstream: AnySubscriber(
            receiveSubscription: { subscription in
              onSubscription?(subscription)
              downstream.receive(subscription: CancelWatch(subscription, onCancel))
            },
            receiveValue: downstream.receive(_:),
            receiveCompletion: downstream.receive(completion:)),
          step: { value in
            onOutput?(value)
            return .emit(value)
          },
          complete: { completion in
            onCompletion?(completion)
            return completion
          }))
    }
  }
}

/// A subscription that runs a closure when cancelled.
private final class CancelWatch: Subscription {
  private let base: any Subscription
  private let onCancel: (() -> Void)?
  init(_ base: any Subscription, _ onCancel: (() -> Void)?) {
    self.base = base
    self.onCancel = onCancel
  }
  func request(_ demand: Subscribers.Demand) { base.request(demand) }
  func cancel() {
    onCancel?()
    base.cancel()
  }
}
