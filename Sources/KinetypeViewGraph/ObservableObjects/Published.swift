/// A property of an ``ObservableObject`` that announces its changes, as Combine's
/// `@Published`: setting it sends the object's `objectWillChange`, then stores the value.
///
/// ```swift
/// final class Store: ObservableObject {
///   @Published var count = 0
/// }
/// ```
///
/// Combine's `$property` publisher (for `sink` and `onReceive`) is not provided.
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// A published property with `wrappedValue` as its initial value.
  public init(wrappedValue: Value) { value = wrappedValue }

  /// A published property with `value` as its initial value.
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  /// Only available on properties of classes (as in Combine).
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// The property of `object`: reading returns the value; setting sends the object's
  /// `objectWillChange`, then stores the value.
  public static subscript<EnclosingSelf: ObservableObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set {
      object.sendWillChange()
      object[keyPath: storageKeyPath].value = newValue
    }
  }
}
