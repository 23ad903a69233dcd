import Foundation
import KinetypeCore
public import Observation

/// The publisher an ``ObservableObject`` sends before it changes, as Combine's
/// `ObservableObjectPublisher`.
///
/// In Kinetype it is also `Observable`: a view that read the object is tracked, and `send()`
/// is a tracked change that resolves that view again on the virtual clock. Subscribers
/// (`objectWillChange.sink { … }`) get each `send()` too.
public final class ObservableObjectPublisher: Publisher, Observable, @unchecked Sendable {
  // safety: `sends` is locked; the subscribers are guarded by `lock`, recursive because a
  // subscriber may change the object again while it is told of a change.
  /// Nothing is published but the fact of the change.
  public typealias Output = Void
  /// It never fails.
  public typealias Failure = Never

  private let registrar = ObservationRegistrar()
  private let sends = Locked(0)
  private let lock = NSRecursiveLock()
  private let downstreams = Downstreams<Void, Never>()

  /// A publisher not tied to an object yet.
  public init() {}

  /// The number of times it has sent.
  var sendCount: Int {
    registrar.access(self, keyPath: \.sendCount)
    return sends.withLock { $0 }
  }

  /// Adds `subscriber`: it gets each later `send()`.
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    lock.withLock { downstreams.attach(subscriber) }
  }

  /// Announces that its object is about to change.
  public func send() {
    registrar.withMutation(of: self, keyPath: \.sendCount) {
      sends.withLock { $0 &+= 1 }
    }
    lock.withLock { downstreams.send(()) }
  }

  /// Records a read for the Observation tracking in progress.
  package func track() { registrar.access(self, keyPath: \.sendCount) }

  /// The publisher of `object`, made the first time it is asked for and kept while the
  /// object lives.
  static func of(_ object: AnyObject) -> ObservableObjectPublisher {
    publishers.withLock { table in
      let key = ObjectIdentifier(object)
      if let entry = table[key], entry.object === object { return entry.publisher }
      // A freed object's identifier can be reused: the weak reference tells them apart.
      // Entries of freed objects are dropped whenever the table reaches a power of two
      // (from 64), so it grows with the live objects only.
      if table.count >= 64, table.count.nonzeroBitCount == 1 {
        table = table.filter { $0.value.object != nil }
      }
      let publisher = ObservableObjectPublisher()
      table[key] = PublisherEntry(object: object, publisher: publisher)
      publisher.adoptPublishedProperties(of: object)
      return publisher
    }
  }
}

extension ObservableObjectPublisher {
  /// Makes each `@Published` property of `object` (and of its superclasses) send this
  /// publisher before it changes, as Combine's default `objectWillChange` does: so a value
  /// assigned through `$property` (`assign(to:)`) is announced even before the property was
  /// read.
  fileprivate func adoptPublishedProperties(of object: AnyObject) {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        (child.value as? any PublishedProperty)?.announceChanges(through: self)
      }
      mirror = current.superclassMirror
    }
  }
}

/// An object's publisher, beside the object held weakly.
private struct PublisherEntry: @unchecked Sendable {
  // safety: `object` is only compared by identity (to tell a reused `ObjectIdentifier` from
  // its first object) and tested for nil, never used to reach the object, so sharing the
  // entry between threads touches none of the object's state.
  weak var object: AnyObject?
  let publisher: ObservableObjectPublisher
}

/// The publishers of the objects that use the default `objectWillChange`.
private let publishers = Locked<[ObjectIdentifier: PublisherEntry]>([:])
