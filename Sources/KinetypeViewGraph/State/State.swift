/// A value a view owns and changes over time, as SwiftUI's `@State`.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count: \(count)") { withAnimation { count += 1 } }
///   }
/// }
/// ```
///
/// The value lives in the view graph, per view identity: the first time a view is resolved
/// its `@State` takes the initial value, and later copies of the view (each time its parent's
/// body runs) read and write the same storage. A change schedules a new resolution of the
/// views with the transaction of the change (`withAnimation`), on Kinetype's virtual clock.
/// Outside a rendering the property keeps its value in the wrapper itself.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let initialValue: Value
  let link: StateLink<Value>

  /// A state with `wrappedValue` as its initial value.
  public init(wrappedValue value: Value) {
    initialValue = value
    link = StateLink()
  }

  /// A state with `value` as its initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value: for a view being rendered, its value at the frame's time.
  public var wrappedValue: Value {
    get { link.value(initial: initialValue) }
    nonmutating set { link.set(newValue, initial: initialValue) }
  }

  /// A binding to the value, for a child view that changes it (`$count`).
  public var projectedValue: Binding<Value> {
    let link = self.link
    let initial = initialValue
    return Binding(
      get: { link.value(initial: initial) },
      set: { value, transaction in
        withTransaction(transaction) { link.set(value, initial: initial) }
      })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state whose initial value is nil.
  public init() { self.init(wrappedValue: nil) }
}

/// The link between a `@State` wrapper and its storage in the view graph, shared by the copies
/// of one view value (and by the closures that captured it).
final class StateLink<Value> {
  /// The graph's storage once the view has been resolved.
  var storage: StateStorage<Value>?
  /// The value set while not rendering.
  var local: Value?

  func value(initial: Value) -> Value {
    if let storage { return storage.value }
    return local ?? initial
  }

  func set(_ value: Value, initial: Value) {
    if let storage {
      storage.set(value)
    } else {
      local = value
    }
  }
}

/// A property Kinetype installs storage into before a view's body runs.
protocol StateInstalling {
  /// Links the property to the runtime's storage for `key` and returns it (nil in a frame
  /// when the runtime has none).
  func install(in runtime: ViewRuntime, key: StateKey, name: String, owner: String)
    -> AnyStateStorage?
}

extension State: StateInstalling {
  func install(in runtime: ViewRuntime, key: StateKey, name: String, owner: String)
    -> AnyStateStorage?
  {
    if let storage = link.storage { return storage }
    let storage = runtime.stateStorage(
      for: key, initial: link.local ?? initialValue, name: name, owner: owner)
    link.storage = storage
    return storage
  }
}
