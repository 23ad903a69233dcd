/// What an operator does with one upstream value.
enum RelayStep<Output, Failure: Error> {
  /// Sends this value downstream.
  case emit(Output)
  /// Sends nothing (and asks upstream for one more value in its place).
  case skip
  /// Ends downstream with this completion (and cancels upstream), after `last` if given.
  case end(last: Output?, Subscribers.Completion<Failure>)
}

/// The subscriber and subscription between an operator's upstream and its downstream: each
/// value goes through `step`, the completion through `complete`. Demand passes through;
/// a skipped value is replaced by a request for one more.
final class Relay<Input, UpstreamFailure: Error, Output, Failure: Error>: Subscriber, Subscription {
  private var upstream: (any Subscription)?
  private var downstream: AnySubscriber<Output, Failure>?
  private let step: (Input) -> RelayStep<Output, Failure>
  private let complete: (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Failure>
  private let lastValue: (Subscribers.Completion<UpstreamFailure>) -> Output?

  /// A relay of `step`; at the upstream's end, `lastValue` may give one more value, then
  /// `complete` gives downstream's completion.
  init(
    downstream: AnySubscriber<Output, Failure>,
    step: @escaping (Input) -> RelayStep<Output, Failure>,
    complete:
      @escaping (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Failure>,
    lastValue: @escaping (Subscribers.Completion<UpstreamFailure>) -> Output? = { _ in nil }
  ) {
    self.downstream = downstream
    self.step = step
    self.complete = complete
    self.lastValue = lastValue
  }

  func receive(subscription: any Subscription) {
    guard upstream == nil, let downstream else {
      subscription.cancel()
      return
    }
    upstream = subscription
    downstream.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let downstream else { return .none }
    switch step(input) {
    case .emit(let value): return downstream.receive(value)
    case .skip: return .max(1)
    case .end(let last, let completion):
      if let last { _ = downstream.receive(last) }
      self.downstream = nil
      let upstream = self.upstream
      self.upstream = nil
      upstream?.cancel()
      downstream.receive(completion: completion)
      return .none
    }
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    guard let downstream else { return }
    self.downstream = nil
    upstream = nil
    if let last = lastValue(completion) { _ = downstream.receive(last) }
    downstream.receive(completion: complete(completion))
  }

  func request(_ demand: Subscribers.Demand) { upstream?.request(demand) }

  func cancel() {
    downstream = nil
    let upstream = self.upstream
    self.upstream = nil
    upstream?.cancel()
  }
}

extension Publisher {
  /// Subscribes `subscriber` through a relay of `step` (made now, so each subscription has its
  /// own state), passing the completion on unchanged.
  func relay<S: Subscriber, Output>(
    to subscriber: S, step: @escaping (Self.Output) -> RelayStep<Output, Failure>
  ) where S.Input == Output, S.Failure == Failure {
    subscribe(
      Relay<Self.Output, Failure, Output, Failure>(
        downstream: AnySubscriber(subscriber), step: step, complete: { $0 }))
  }
}

/// A completion whose failure is changed by `transform`.
func mapCompletion<A: Error, B: Error>(
  _ completion: Subscribers.Completion<A>, _ transform: (A) -> B
) -> Subscribers.Completion<B> {
  switch completion {
  case .finished: .finished
  case .failure(let error): .failure(transform(error))
  }
}
