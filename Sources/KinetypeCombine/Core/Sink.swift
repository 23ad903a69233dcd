extension Subscribers {
  /// A subscriber that runs closures for each value and the completion, as Combine's
  /// `Subscribers.Sink`. It asks for unlimited values.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
    /// Runs with each value.
    public let receiveValue: (Input) -> Void
    /// Runs with the completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    private var subscription: (any Subscription)?
    private var isDone = false

    /// A sink running `receiveCompletion` and `receiveValue`.
    public init(
      receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
      receiveValue: @escaping (Input) -> Void
    ) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      guard !isDone, self.subscription == nil else {
        subscription.cancel()
        return
      }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    /// Runs `receiveValue`.
    public func receive(_ value: Input) -> Subscribers.Demand {
      if !isDone { receiveValue(value) }
      return .none
    }

    /// Runs `receiveCompletion`, once.
    public func receive(completion: Subscribers.Completion<Failure>) {
      guard !isDone else { return }
      isDone = true
      subscription = nil
      receiveCompletion(completion)
    }

    /// Cancels the subscription: no more values.
    public func cancel() {
      isDone = true
      let subscription = self.subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }

  /// A subscriber that writes each value to a property of an object, as Combine's
  /// `Subscribers.Assign`.
  public final class Assign<Root, Input>: Subscriber, Cancellable {
    /// It never fails.
    public typealias Failure = Never
    /// The object written to (held until the subscription ends).
    public private(set) var object: Root?
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>
    private var subscription: (any Subscription)?

    /// Writes each value to `object[keyPath: keyPath]`.
    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      self.object = object
      self.keyPath = keyPath
    }

    /// Keeps the subscription and asks for every value.
    public func receive(subscription: any Subscription) {
      guard object != nil, self.subscription == nil else {
        subscription.cancel()
        return
      }
      self.subscription = subscription
      subscription.request(.unlimited)
    }

    /// Writes the value.
    public func receive(_ value: Input) -> Subscribers.Demand {
      object?[keyPath: keyPath] = value
      return .none
    }

    /// Lets the object go.
    public func receive(completion: Subscribers.Completion<Never>) {
      object = nil
      subscription = nil
    }

    /// Cancels the subscription and lets the object go.
    public func cancel() {
      object = nil
      let subscription = self.subscription
      self.subscription = nil
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Runs `receiveCompletion` and `receiveValue` for what this publisher sends, as Combine's
  /// `sink(receiveCompletion:receiveValue:)`. Keep the result: freeing it cancels.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(
      receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }
}

extension Publisher where Failure == Never {
  /// Runs `receiveValue` for each value, as Combine's `sink(receiveValue:)`. Keep the result:
  /// freeing it cancels.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes each value to `object[keyPath: keyPath]`, as Combine's `assign(to:on:)`. The
  /// object is held until the subscription ends.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}
