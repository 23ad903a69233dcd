/// The link of a time-based operator (`debounce`, `throttle`, `delay`, `receive(on:)`): it
/// asks upstream for every value and sends downstream when its scheduler says.
final class TimedRelay<Output, Failure: Error>: Subscriber, Subscription {
  private var upstream: (any Subscription)?
  private(set) var downstream: AnySubscriber<Output, Failure>?
  /// What to do with each value (its sends use ``send(_:)``).
  var onValue: (Output) -> Void = { _ in }
  /// What to do with the completion (its end uses ``finish(_:)``).
  var onCompletion: (Subscribers.Completion<Failure>) -> Void = { _ in }

  init(downstream: AnySubscriber<Output, Failure>) { self.downstream = downstream }

  func receive(subscription: any Subscription) {
    guard upstream == nil, let downstream else {
      subscription.cancel()
      return
    }
    upstream = subscription
    downstream.receive(subscription: self)
    subscription.request(.unlimited)
  }

  func receive(_ input: Output) -> Subscribers.Demand {
    if downstream != nil { onValue(input) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    upstream = nil
    if downstream != nil { onCompletion(completion) }
  }

  /// Sends `value` downstream, unless cancelled.
  func send(_ value: Output) { _ = downstream?.receive(value) }

  /// Ends downstream, unless cancelled.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    let downstream = self.downstream
    self.downstream = nil
    downstream?.receive(completion: completion)
  }

  /// Values are sent as they come: the demand is not counted.
  func request(_ demand: Subscribers.Demand) {}

  func cancel() {
    downstream = nil
    let upstream = self.upstream
    self.upstream = nil
    upstream?.cancel()
  }
}

extension Publishers {
  /// Each value sent once its upstream has been quiet for `dueTime`, as Combine's
  /// `Publishers.Debounce`: a value followed sooner by another is dropped. The completion
  /// passes at once; a value still waiting then is dropped.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The quiet time.
    public let dueTime: Context.SchedulerTimeType.Stride
    /// The scheduler that keeps time.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Subscribes `subscriber` to the debounced values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let relay = TimedRelay<Output, Failure>(downstream: AnySubscriber(subscriber))
      let (scheduler, dueTime, options) = (self.scheduler, self.dueTime, self.options)
      var generation = 0
      var pending: (value: Output, due: Context.SchedulerTimeType)?
      relay.onValue = { [weak relay] value in
        // A value due now is sent before one that arrives at its due time (Apple's example
        // for `debounce` sends 4, due at 2 s, though 5 arrives at 2 s).
        if let due = pending, due.due <= scheduler.now {
          pending = nil
          relay?.send(due.value)
        }
        generation += 1
        let mine = generation
        let due = scheduler.now.advanced(by: dueTime)
        pending = (value, due)
        scheduler.schedule(after: due, tolerance: scheduler.minimumTolerance, options: options) {
          guard mine == generation, let value = pending?.value else { return }
          pending = nil
          relay?.send(value)
        }
      }
      relay.onCompletion = { [weak relay] completion in
        generation += 1
        pending = nil
        relay?.finish(completion)
      }
      upstream.subscribe(relay)
    }
  }

  /// At most one value per `interval`, as Combine's `Publishers.Throttle`: the first value at
  /// once, then, at the end of each interval that received any, the latest (or the first)
  /// of them.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The interval.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler that keeps time.
    public let scheduler: Context
    /// Whether the latest value of an interval is sent (else its first).
    public let latest: Bool

    /// Subscribes `subscriber` to the throttled values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let relay = TimedRelay<Output, Failure>(downstream: AnySubscriber(subscriber))
      let (scheduler, interval, latest) = (self.scheduler, self.interval, self.latest)
      var isOpen = false
      var waiting: Output?
      func closeLater() {
        scheduler.schedule(
          after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
          options: nil
        ) { [weak relay] in
          guard let relay, let value = waiting else {
            isOpen = false
            return
          }
          waiting = nil
          relay.send(value)
          closeLater()
        }
      }
      relay.onValue = { [weak relay] value in
        if !isOpen {
          isOpen = true
          relay?.send(value)
          closeLater()
        } else if latest || waiting == nil {
          waiting = value
        }
      }
      relay.onCompletion = { [weak relay] completion in relay?.finish(completion) }
      upstream.subscribe(relay)
    }
  }

  /// Each value and the completion sent `interval` later, as Combine's `Publishers.Delay`.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The delay.
    public let interval: Context.SchedulerTimeType.Stride
    /// The scheduler that keeps time.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Subscribes `subscriber` to the delayed values.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let relay = TimedRelay<Output, Failure>(downstream: AnySubscriber(subscriber))
      let (scheduler, interval, options) = (self.scheduler, self.interval, self.options)
      func later(_ action: @escaping () -> Void) {
        scheduler.schedule(
          after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance,
          options: options, action)
      }
      relay.onValue = { [weak relay] value in later { relay?.send(value) } }
      relay.onCompletion = { [weak relay] completion in later { relay?.finish(completion) } }
      upstream.subscribe(relay)
    }
  }

  /// Each value and the completion sent through a scheduler, as Combine's
  /// `Publishers.ReceiveOn`.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// The scheduler.
    public let scheduler: Context
    /// The scheduler's options.
    public let options: Context.SchedulerOptions?

    /// Subscribes `subscriber` to the values, delivered by the scheduler.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let relay = TimedRelay<Output, Failure>(downstream: AnySubscriber(subscriber))
      let (scheduler, options) = (self.scheduler, self.options)
      relay.onValue = { [weak relay] value in
        scheduler.schedule(options: options) { relay?.send(value) }
      }
      relay.onCompletion = { [weak relay] completion in
        scheduler.schedule(options: options) { relay?.finish(completion) }
      }
      upstream.subscribe(relay)
    }
  }
}

extension Publisher {
  /// Each value once this publisher has been quiet for `dueTime`, as Combine's
  /// `debounce(for:scheduler:options:)`.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }

  /// At most one value per `interval`, as Combine's `throttle(for:scheduler:latest:)`.
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }

  /// Each value `interval` later, as Combine's `delay(for:tolerance:scheduler:options:)`.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(upstream: self, interval: interval, scheduler: scheduler, options: options)
  }

  /// The values delivered by `scheduler`, as Combine's `receive(on:options:)`.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// This publisher, as Combine's `subscribe(on:options:)`: Kinetype subscribes on the
  /// caller's thread (a render has one thread of events).
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Self {
    self
  }
}
