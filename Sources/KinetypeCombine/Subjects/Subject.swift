/// A publisher that code sends values through, as Combine's `Subject`.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to the subscribers.
  func send(_ value: Output)
  /// Ends the values for every subscriber.
  func send(completion: Subscribers.Completion<Failure>)
  /// Gives `subscription` unlimited demand (a subject used as a subscriber).
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends the empty value.
  public func send() { send(()) }
}

extension Publisher {
  /// Sends this publisher's values and completion through `subject`, as Combine's
  /// `subscribe(_:)` taking a subject.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: { [weak subject] in subject?.send(completion: $0) },
      receiveValue: { [weak subject] in subject?.send($0) })
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

/// The subscribers of a subject (or any publisher that sends to many): each with its demand,
/// in the order they subscribed.
final class Downstreams<Output, Failure: Error> {
  private var links: [DownstreamLink<Output, Failure>] = []
  private(set) var completion: Subscribers.Completion<Failure>?

  /// Adds `subscriber`: it gets its subscription at once (and the completion, if over).
  /// `onFirstDemand` runs when it first asks for values (a current value subject sends its
  /// value then).
  /// `keepAlive` is held by the subscription until it ends (a publisher that no one else
  /// keeps, such as a timer made in an expression).
  func attach<S: Subscriber>(
    _ subscriber: S, keepAlive: AnyObject? = nil,
    onFirstDemand: ((DownstreamLink<Output, Failure>) -> Void)? = nil
  ) where S.Input == Output, S.Failure == Failure {
    if let completion {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: completion)
      return
    }
    let link = DownstreamLink(
      AnySubscriber(subscriber), owner: self, keepAlive: keepAlive, onFirstDemand: onFirstDemand)
    links.append(link)
    subscriber.receive(subscription: link)
  }

  /// Sends `value` to each subscriber that has asked for one.
  func send(_ value: Output) {
    guard completion == nil else { return }
    for link in links { link.offer(value) }
  }

  /// Ends every subscription.
  func send(completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let ended = links
    links.removeAll()
    for link in ended { link.finish(completion) }
  }

  func detach(_ link: DownstreamLink<Output, Failure>) {
    links.removeAll { $0 === link }
  }
}

/// One subscriber's subscription to a subject: its demand, and the way to cancel.
final class DownstreamLink<Output, Failure: Error>: Subscription {
  private var subscriber: AnySubscriber<Output, Failure>?
  private weak var owner: Downstreams<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var onFirstDemand: ((DownstreamLink<Output, Failure>) -> Void)?
  private var keepAlive: AnyObject?

  init(
    _ subscriber: AnySubscriber<Output, Failure>, owner: Downstreams<Output, Failure>,
    keepAlive: AnyObject?, onFirstDemand: ((DownstreamLink<Output, Failure>) -> Void)?
  ) {
    self.subscriber = subscriber
    self.owner = owner
    self.keepAlive = keepAlive
    self.onFirstDemand = onFirstDemand
  }

  func request(_ demand: Subscribers.Demand) {
    guard subscriber != nil, demand > 0 else { return }
    self.demand += demand
    if let first = onFirstDemand {
      onFirstDemand = nil
      first(self)
    }
  }

  /// Delivers `value` if the subscriber asked for one.
  func offer(_ value: Output) {
    guard let subscriber, demand > 0 else { return }
    demand -= 1
    demand += subscriber.receive(value)
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let subscriber = self.subscriber
    self.subscriber = nil
    keepAlive = nil
    subscriber?.receive(completion: completion)
  }

  func cancel() {
    subscriber = nil
    onFirstDemand = nil
    keepAlive = nil
    owner?.detach(self)
  }
}
