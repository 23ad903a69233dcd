public import Foundation

extension NotificationCenter {
  /// A publisher of the notifications named `name`, as Combine's
  /// `NotificationCenter.Publisher`. A render posts no system notifications (keyboard,
  /// app life cycle), so in a view's `onReceive` it publishes only what the code posts.
  public struct Publisher: KinetypeCombine.Publisher {
    /// The notifications.
    public typealias Output = Notification
    /// It never fails.
    public typealias Failure = Never
    /// The notification center.
    public let center: NotificationCenter
    /// The notifications' name.
    public let name: Notification.Name
    /// The object posting them, if one is required.
    public let object: AnyObject?

    /// Sends `subscriber` each notification posted until it cancels.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let link = NotificationLink(AnySubscriber(subscriber))
      subscriber.receive(subscription: link)
      link.observe(center, name: name, object: object)
    }
  }

  /// A publisher of the notifications named `name` (from `object`, if given), as Combine's
  /// `publisher(for:object:)`.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }
}

/// A subscription to a notification center: an observer removed when it is cancelled.
private final class NotificationLink: Subscription, @unchecked Sendable {
  // safety: the center calls the observer on the posting thread, as Combine's does; the lock
  // keeps the observer token and subscriber consistent between that thread and a cancel.
  private let lock = NSRecursiveLock()
  private var subscriber: AnySubscriber<Notification, Never>?
  private var observer: (any NSObjectProtocol)?
  private weak var center: NotificationCenter?

  init(_ subscriber: AnySubscriber<Notification, Never>) { self.subscriber = subscriber }

  func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
    self.center = center
    let token = center.addObserver(forName: name, object: object, queue: nil) {
      [weak self] notification in
      guard let self else { return }
      self.lock.withLock { _ = self.subscriber?.receive(notification) }
    }
    lock.withLock { observer = token }
  }

  func request(_ demand: Subscribers.Demand) {}

  func cancel() {
    let token = lock.withLock {
      subscriber = nil
      defer { observer = nil }
      return observer
    }
    if let token { center?.removeObserver(token) }
  }
}
