extension Publishers {
  /// A publisher shared by its subscribers, as Combine's `Publishers.Share`: the upstream is
  /// subscribed once, by the first subscriber, and each value goes to every subscriber there
  /// is when it comes.
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher shared.
    public let upstream: Upstream
    private let subject = PassthroughSubject<Output, Failure>()
    private var connection: AnyCancellable?

    /// Shares `upstream`.
    public init(upstream: Upstream) { self.upstream = upstream }

    /// Adds `subscriber`, subscribing the upstream the first time.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subject.subscribe(subscriber)
      if connection == nil { connection = upstream.subscribe(subject) }
    }

    /// Whether the two are the same shared publisher.
    public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
  }

  /// A publisher that sends its upstream through a subject once connected, as Combine's
  /// `Publishers.Multicast`.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
  where SubjectType.Output == Upstream.Output, SubjectType.Failure == Upstream.Failure {
    /// Its upstream's values.
    public typealias Output = Upstream.Output
    /// Its upstream's error.
    public typealias Failure = Upstream.Failure
    /// The publisher.
    public let upstream: Upstream
    /// Makes the subject (once).
    public let createSubject: () -> SubjectType
    private lazy var subject = createSubject()

    /// Sends `upstream` through the subject `createSubject` makes.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    /// Adds `subscriber` to the subject: values come once connected.
    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subject.subscribe(subscriber)
    }

    /// Subscribes the subject to the upstream; cancelling the result stops it.
    public func connect() -> any Cancellable { upstream.subscribe(subject) }
  }
}

extension Publisher {
  /// This publisher shared by its subscribers, as Combine's `share()`.
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }

  /// This publisher sent through `subject` once connected, as Combine's `multicast(subject:)`.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self) { subject }
  }

  /// This publisher sent through the subject `createSubject` makes once connected, as
  /// Combine's `multicast(_:)`.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
    -> Publishers.Multicast<Self, S>
  where S.Output == Output, S.Failure == Failure {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }
}
