public import KinetypeCombine

/// An ``ObservableObject`` a view is given and updates with, as SwiftUI's `@ObservedObject`.
///
/// ```swift
/// struct CountLabel: View {
///   @ObservedObject var store: Store
///   var body: some View { Text("\(store.count)") }
/// }
/// ```
///
/// The view is resolved again when the object sends `objectWillChange` (a `@Published`
/// property changes). `$store.count` is a `Binding` to the object's property.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  private let object: ObjectType

  /// Bindings to the properties of an observed object: `$store.name` is a `Binding<String>`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      object.binding(to: keyPath)
    }
  }

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { object = wrappedValue }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) { object = initialValue }

  /// The object; reading it in a view's `body` makes the view update when it changes.
  public var wrappedValue: ObjectType {
    object.trackChanges()
    return object
  }

  /// Bindings to the object's properties.
  public var projectedValue: Wrapper {
    object.trackChanges()
    return Wrapper(object: object)
  }
}

extension ObservableObject {
  /// A binding that reads and writes the property at `keyPath` of this object.
  func binding<Subject>(to keyPath: ReferenceWritableKeyPath<Self, Subject>) -> Binding<Subject> {
    Binding(
      get: {
        self.trackChanges()
        return self[keyPath: keyPath]
      },
      set: { value, transaction in
        withTransaction(transaction) { self[keyPath: keyPath] = value }
      })
  }
}
