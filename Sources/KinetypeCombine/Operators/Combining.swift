/// The link of an operator with several upstreams (`combineLatest`, `merge`): it asks each
/// for every value and ends downstream when all have finished or one fails.
final class FanIn<Output, Failure: Error>: Subscription {
  private var downstream: AnySubscriber<Output, Failure>?
  private var upstreams: [(any Subscription)?]
  private var finished = 0

  init(downstream: AnySubscriber<Output, Failure>, count: Int) {
    self.downstream = downstream
    upstreams = Array(repeating: nil, count: count)
  }

  /// A subscriber for upstream `index` whose values go through `onValue`.
  func input<Input>(_ index: Int, _ onValue: @escaping (Input) -> Output?) -> AnySubscriber<
    Input, Failure
  > {
    AnySubscriber(
      receiveSubscription: { [weak self] subscription in
        guard let self, self.downstream != nil else {
          subscription.cancel()
          return
        }
        self.upstreams[index] = subscription
        subscription.request(.unlimited)
      },
      receiveValue: { [weak self] value in
        if let output = onValue(value) { _ = self?.downstream?.receive(output) }
        return .none
      },
      receiveCompletion: { [weak self] completion in self?.complete(completion) })
  }

  private func complete(_ completion: Subscribers.Completion<Failure>) {
    guard let downstream else { return }
    if case .finished = completion {
      finished += 1
      guard finished == upstreams.count else { return }
    }
    self.downstream = nil
    let others = upstreams
    upstreams = []
    for upstream in others { upstream?.cancel() }
    downstream.receive(completion: completion)
  }

  /// Values are sent as they come: the demand is not counted.
  func request(_ demand: Subscribers.Demand) {}

  func cancel() {
    downstream = nil
    let all = upstreams
    upstreams = []
    for upstream in all { upstream?.cancel() }
  }
}

extension Publishers {
  /// The latest values of two publishers, each time either sends once both have, as
  /// Combine's `Publishers.CombineLatest`.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
    /// The pair of latest values.
    public typealias Output = (A.Output, B.Output)
    /// The publishers' error.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Combines `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Subscribes `subscriber` to the pairs.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fan = FanIn<Output, Failure>(downstream: AnySubscriber(subscriber), count: 2)
      var first: A.Output?
      var second: B.Output?
      subscriber.receive(subscription: fan)
      a.subscribe(
        fan.input(0) { (value: A.Output) in
          first = value
          return second.map { (value, $0) }
        })
      b.subscribe(
        fan.input(1) { (value: B.Output) in
          second = value
          return first.map { ($0, value) }
        })
    }
  }

  /// The latest values of three publishers, as Combine's `Publishers.CombineLatest3`.
  public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
  where A.Failure == B.Failure, B.Failure == C.Failure {
    /// The latest values.
    public typealias Output = (A.Output, B.Output, C.Output)
    /// The publishers' error.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B
    /// The third publisher.
    public let c: C

    /// Combines `a`, `b` and `c`.
    public init(_ a: A, _ b: B, _ c: C) {
      self.a = a
      self.b = b
      self.c = c
    }

    /// Subscribes `subscriber` to the triples.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      Publishers.CombineLatest(Publishers.CombineLatest(a, b), c)
        .map { ($0.0, $0.1, $1) }
        .subscribe(subscriber)
    }
  }

  /// The values of two publishers as they come, as Combine's `Publishers.Merge`.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    /// The publishers' values.
    public typealias Output = A.Output
    /// The publishers' error.
    public typealias Failure = A.Failure
    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// Merges `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    /// Subscribes `subscriber` to both publishers' values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fan = FanIn<Output, Failure>(downstream: AnySubscriber(subscriber), count: 2)
      subscriber.receive(subscription: fan)
      a.subscribe(fan.input(0) { $0 })
      b.subscribe(fan.input(1) { $0 })
    }
  }

  /// The values of many publishers of one type as they come, as Combine's
  /// `Publishers.MergeMany`.
  public struct MergeMany<Upstream: Publisher>: Publisher {
    /// The publishers' values.
    public typealias Output = Upstream.Output
    /// The publishers' error.
    public typealias Failure = Upstream.Failure
    /// The publishers.
    public let publishers: [Upstream]

    /// Merges `upstream`.
    public init(_ upstream: [Upstream]) { publishers = upstream }
    /// Merges `upstream`.
    public init(_ upstream: Upstream...) { publishers = upstream }

    /// Subscribes `subscriber` to every publisher's values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let fan = FanIn<Output, Failure>(
        downstream: AnySubscriber(subscriber), count: publishers.count)
      subscriber.receive(subscription: fan)
      for (index, publisher) in publishers.enumerated() {
        publisher.subscribe(fan.input(index) { $0 })
      }
    }
  }
}

extension Publisher {
  /// The latest values of this publisher and `other`, as Combine's `combineLatest(_:)`.
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// The latest values transformed, as Combine's `combineLatest(_:_:)`.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }

  /// The latest values of three publishers, as Combine's `combineLatest(_:_:)`.
  public func combineLatest<P: Publisher, Q: Publisher>(_ p: P, _ q: Q)
    -> Publishers.CombineLatest3<Self, P, Q>
  where P.Failure == Failure, Q.Failure == Failure {
    Publishers.CombineLatest3(self, p, q)
  }

  /// The values of this publisher and `other` as they come, as Combine's `merge(with:)`.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }
}
