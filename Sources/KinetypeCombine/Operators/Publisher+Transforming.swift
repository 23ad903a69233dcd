extension Publisher {
  /// Each value transformed by `transform`, as Combine's `map(_:)`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Each value transformed by a throwing `transform`, as Combine's `tryMap(_:)`.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// The values `transform` makes that are not nil, as Combine's `compactMap(_:)`.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// The values for which `isIncluded` is true, as Combine's `filter(_:)`.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// The values `predicate` finds different from the last one sent, as Combine's
  /// `removeDuplicates(by:)`.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// The values after the first `count`, as Combine's `dropFirst(_:)`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// The values accumulated from `initialResult`, as Combine's `scan(_:_:)`.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(
      upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
  }

  /// The first value, then finished, as Combine's `first()`.
  public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

  /// The first value for which `predicate` is true, then finished, as Combine's
  /// `first(where:)`.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.First<Self> {
    Publishers.First(upstream: self, predicate: predicate)
  }

  /// The error transformed by `transform`, as Combine's `mapError(_:)`.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<Self, E>
  {
    Publishers.MapError(upstream: self, transform: transform)
  }

  /// An error replaced by `output`, then finished, as Combine's `replaceError(with:)`.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// The values, running the given closures as things happen, as Combine's
  /// `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)`.
  public func handleEvents(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveOutput: ((Output) -> Void)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
    receiveCancel: (() -> Void)? = nil,
    receiveRequest: ((Subscribers.Demand) -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(
      upstream: self, receiveOutput: receiveOutput, receiveCompletion: receiveCompletion,
      receiveSubscription: receiveSubscription, receiveCancel: receiveCancel)
  }

  /// The values, nils replaced by `output`, as Combine's `replaceNil(with:)`.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    map { $0 ?? output }
  }
}

extension Publisher where Output: Equatable {
  /// The values different from the last one sent, as Combine's `removeDuplicates()`.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}

extension Publisher where Failure == Never {
  /// This publisher, declared as failing with `failureType`, as Combine's
  /// `setFailureType(to:)`.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E>
  {
    Publishers.SetFailureType(upstream: self)
  }
}
