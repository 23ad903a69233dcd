import KinetypeMotion

/// A two-way connection to a value owned elsewhere, as SwiftUI's `Binding`: a child view reads
/// and writes its parent's `@State` through it (`Toggle(isOn: $isOn)`).
///
/// ```swift
/// struct Row: View {
///   @Binding var isExpanded: Bool
///   var body: some View { Button("More") { isExpanded.toggle() } }
/// }
/// Row(isExpanded: $isExpanded)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value, Transaction) -> Void
  /// The transaction changes through this binding use (`animation(_:)` sets one).
  public var transaction: Transaction

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.getValue = get
    self.setValue = { value, _ in set(value) }
    self.transaction = Transaction()
  }

  /// A binding that reads with `get` and writes with `set`, which receives the transaction of
  /// the change.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.getValue = get
    self.setValue = set
    self.transaction = Transaction()
  }

  /// The binding itself, for `@Binding` properties initialized with `$value`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a value that never changes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { (_: Value) in })
  }

  /// The value.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set {
      // The binding's own transaction applies when it has an animation, else the caller's.
      if transaction.animation != nil || transaction.disablesAnimations {
        setValue(newValue, transaction)
      } else {
        setValue(newValue, Transaction.current)
      }
    }
  }

  /// The binding itself (`$value` of a `@Binding` property).
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let parent = self
    var binding = Binding<Subject>(
      get: { parent.wrappedValue[keyPath: keyPath] },
      set: { value, transaction in
        var whole = parent.wrappedValue
        whole[keyPath: keyPath] = value
        parent.setValue(whole, transaction)
      })
    binding.transaction = transaction
    return binding
  }

  /// The same binding, changes through it animated with `animation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var binding = self
    binding.transaction.animation = animation
    return binding
  }

  /// The same binding, changes through it made in `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
  /// The value's identity.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding {
  /// A binding to an optional value from a binding to a value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      get: { base.wrappedValue },
      set: { value, transaction in
        if let value { withTransaction(transaction) { base.wrappedValue = value } }
      })
  }

  /// A binding to the unwrapped value, or nil when the value is nil.
  public init?(_ base: Binding<Value?>) {
    guard let value = base.wrappedValue else { return nil }
    var last = value
    self.init(
      get: {
        if let current = base.wrappedValue { last = current }
        return last
      },
      set: { value, transaction in withTransaction(transaction) { base.wrappedValue = value } })
  }
}
