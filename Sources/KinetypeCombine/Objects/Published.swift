/// A property of an ``ObservableObject`` that announces its changes, as Combine's
/// `@Published`: setting it sends the object's `objectWillChange`, then the new value to the
/// subscribers of its publisher (`$property`), then stores it — so, as in Combine, a
/// subscriber that reads the property sees the old value.
///
/// ```swift
/// final class Search: ObservableObject {
///   @Published var query = ""
///   @Published private(set) var results: [String] = []
///   init() {
///     $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
///       .map { query in names.filter { $0.hasPrefix(query) } }
///       .assign(to: &$results)
///   }
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
  private let storage: PublishedStorage<Value>

  /// A published property with `wrappedValue` as its initial value.
  public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }

  /// A published property with `value` as its initial value.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// Only available on properties of classes (as in Combine).
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The property's publisher (`$property`): the current value when subscribed, then each
  /// new value as it is set.
  public var projectedValue: Publisher {
    get { Publisher(storage: storage) }
    set {}
  }

  /// The property of `object`: reading returns the value; setting sends the object's
  /// `objectWillChange` (if it is an ``ObservableObject``), then publishes and stores the
  /// value.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      let storage = object[keyPath: storageKeyPath].storage
      storage.link(to: object)
      return storage.value
    }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.link(to: object)
      storage.set(newValue)
    }
  }

  /// The publisher of a `@Published` property, as Combine's `Published.Publisher`.
  public struct Publisher: KinetypeCombine.Publisher {
    /// The property's values.
    public typealias Output = Value
    /// It never fails.
    public typealias Failure = Never

    fileprivate let storage: PublishedStorage<Value>

    /// Gives `subscriber` the current value when it asks, then each new one.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.attach(subscriber)
    }
  }
}

/// A `@Published` property, found in an object by reflection.
protocol PublishedProperty {
  /// Makes a change send `publisher` first.
  func announceChanges(through publisher: ObservableObjectPublisher)
}

extension Published: PublishedProperty {
  func announceChanges(through publisher: ObservableObjectPublisher) {
    storage.announceChanges(through: publisher)
  }
}

extension KinetypeCombine.Publisher where Failure == Never {
  /// Sets the `@Published` property whose publisher is `published` to each value, as
  /// Combine's `assign(to:)`: the subscription lasts as long as the property's object.
  public func assign(to published: inout Published<Output>.Publisher) {
    let storage = published.storage
    subscribe(
      Subscribers.Sink<Output, Never>(
        receiveCompletion: { _ in }, receiveValue: { [weak storage] in storage?.set($0) }))
  }
}

/// The value of a `@Published` property and the subscribers of its publisher.
private final class PublishedStorage<Value> {
  private(set) var value: Value
  private let downstreams = Downstreams<Value, Never>()
  private var willChange: (() -> Void)?

  init(_ value: Value) { self.value = value }

  /// Remembers the object whose `objectWillChange` a change sends (the first time), if it
  /// is an ``ObservableObject``.
  func link(to object: AnyObject) {
    guard willChange == nil, object is any ObservableObject else { return }
    willChange = { [weak object] in (object as? any ObservableObject)?.sendWillChange() }
  }

  /// Makes a change send `publisher` first (the object's default `objectWillChange`).
  func announceChanges(through publisher: ObservableObjectPublisher) {
    guard willChange == nil else { return }
    willChange = { [weak publisher] in publisher?.send() }
  }

  /// Sends the object's `objectWillChange`, publishes `newValue`, then stores it.
  func set(_ newValue: Value) {
    willChange?()
    downstreams.send(newValue)
    value = newValue
  }

  /// Adds `subscriber`: it gets the current value when it first asks.
  func attach<S: Subscriber>(_ subscriber: S) where S.Input == Value, S.Failure == Never {
    downstreams.attach(subscriber) { [weak self] link in
      if let self { link.offer(self.value) }
    }
  }
}
