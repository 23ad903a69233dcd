/// A subject that passes each value sent to the subscribers that ask for it, as Combine's
/// `PassthroughSubject`: a subscriber sees only values sent after it subscribed.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let downstreams = Downstreams<Output, Failure>()

  /// A subject with no subscribers.
  public init() {}

  /// Attaches `subscriber`.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    downstreams.attach(subscriber)
  }

  /// Sends `value` to each subscriber that has asked for one.
  public func send(_ value: Output) { downstreams.send(value) }

  /// Ends every subscription; later values are dropped.
  public func send(completion: Subscribers.Completion<Failure>) {
    downstreams.send(completion: completion)
  }

  /// Asks `subscription` for every value.
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}

/// A subject holding a current value, sent to each new subscriber and replaced by each value
/// sent, as Combine's `CurrentValueSubject`.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let downstreams = Downstreams<Output, Failure>()
  private var current: Output

  /// A subject whose current value is `value`.
  public init(_ value: Output) { current = value }

  /// The current value; setting it sends it.
  public var value: Output {
    get { current }
    set { send(newValue) }
  }

  /// Attaches `subscriber`: it gets the current value when it first asks for values.
  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    downstreams.attach(subscriber) { [weak self] link in
      if let self { link.offer(self.current) }
    }
  }

  /// Makes `value` current and sends it.
  public func send(_ value: Output) {
    guard downstreams.completion == nil else { return }
    current = value
    downstreams.send(value)
  }

  /// Ends every subscription.
  public func send(completion: Subscribers.Completion<Failure>) {
    downstreams.send(completion: completion)
  }

  /// Asks `subscription` for every value.
  public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
