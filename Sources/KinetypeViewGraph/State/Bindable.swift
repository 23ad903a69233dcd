public import Observation

/// Bindings to the properties of an `@Observable` model, as SwiftUI's `@Bindable`:
/// `$model.name` is a `Binding<String>`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The model.
  public var wrappedValue: Value

  /// The wrapper itself, whose members are bindings.
  public var projectedValue: Bindable<Value> { self }

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to `wrappedValue`'s properties.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// A binding to the property at `keyPath`.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let model = wrappedValue
    return Binding(
      get: { model[keyPath: keyPath] },
      set: { value, transaction in
        withTransaction(transaction) { model[keyPath: keyPath] = value }
      })
  }
}

extension Bindable: DynamicProperty {}
