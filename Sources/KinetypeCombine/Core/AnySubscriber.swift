/// A subscriber of any type, as Combine's `AnySubscriber`.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
  private let receiveSubscriptionBody: (any Subscription) -> Void
  private let receiveValueBody: (Input) -> Subscribers.Demand
  private let receiveCompletionBody: (Subscribers.Completion<Failure>) -> Void
  /// The identifier of the subscriber it wraps.
  public let combineIdentifier: CombineIdentifier

  /// Wraps `subscriber`.
  public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
    if let any = subscriber as? AnySubscriber<Input, Failure> {
      self = any
      return
    }
    receiveSubscriptionBody = subscriber.receive(subscription:)
    receiveValueBody = subscriber.receive(_:)
    receiveCompletionBody = subscriber.receive(completion:)
    combineIdentifier = subscriber.combineIdentifier
  }

  /// A subscriber made of closures (each optional).
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    receiveSubscriptionBody = receiveSubscription ?? { _ in }
    receiveValueBody = receiveValue ?? { _ in .none }
    receiveCompletionBody = receiveCompletion ?? { _ in }
    combineIdentifier = CombineIdentifier()
  }

  /// "AnySubscriber".
  public var description: String { "AnySubscriber" }

  /// Passes the subscription on.
  public func receive(subscription: any Subscription) { receiveSubscriptionBody(subscription) }
  /// Passes the value on.
  public func receive(_ value: Input) -> Subscribers.Demand { receiveValueBody(value) }
  /// Passes the completion on.
  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletionBody(completion)
  }
}
