public import Foundation

/// A publisher of one value, given to each subscriber at once, as Combine's `Just`: in a
/// view's `onReceive`, the action runs with `output` when the view appears.
public struct Just<Output>: Publisher {
  /// A `Just` never fails.
  public typealias Failure = Never
  /// The value it publishes.
  public let output: Output

  /// Publishes `output`.
  public init(_ output: Output) { self.output = output }
}

extension Just: ImmediatePublisher {
  var immediateOutputs: [Any] { [output] }
}

/// A publisher whose values are known when it is subscribed to.
protocol ImmediatePublisher {
  /// The values a subscriber gets at once, in order.
  var immediateOutputs: [Any] { get }
}

extension NotificationCenter {
  /// A publisher of the notifications named `name`, as Combine's
  /// `NotificationCenter.Publisher`. A render posts no system notifications (keyboard,
  /// app life cycle), so in `onReceive` it publishes nothing.
  public struct Publisher: KinetypeViewGraph.Publisher {
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
  }

  /// A publisher of the notifications named `name` (from `object`, if given), as Combine's
  /// `publisher(for:object:)`.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }
}
