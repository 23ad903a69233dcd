public import KinetypeCombine

/// An ``ObservableObject`` an ancestor put in the environment, as SwiftUI's
/// `@EnvironmentObject`.
///
/// ```swift
/// struct CountLabel: View {
///   @EnvironmentObject var store: Store
///   var body: some View { Text("\(store.count)") }
/// }
/// // ContentView().environmentObject(Store())
/// ```
///
/// The view is resolved again when the object sends `objectWillChange`.
///
/// An ancestor must put an object of the type there with ``View/environmentObject(_:)``.
/// SwiftUI traps when one is missing; Kinetype fails the render with a
/// ``MissingEnvironmentObjectError`` naming the type and the view, whose body does not run.
/// (Read outside a render, or in a `ViewModifier`'s body, a missing object still traps.)
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  private let box = EnvironmentBox()

  /// Reads the object of type `ObjectType` from the environment.
  public init() {}

  /// The object; reading it in a view's `body` makes the view update when it changes.
  public var wrappedValue: ObjectType {
    guard let object = box.values?.object(of: ObjectType.self) else {
      preconditionFailure(
        "No ObservableObject of type \(ObjectType.self) found in the environment: "
          + "a view above this one must set it with .environmentObject(_:)")
    }
    object.trackChanges()
    return object
  }

  /// Bindings to the object's properties: `$store.name` is a `Binding<String>`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: EnvironmentReading {
  func install(_ values: EnvironmentValues) { box.values = values }
  var isInstalled: Bool { box.values != nil }
}

extension View {
  /// Puts `object` in the environment of this view's subtree, where `@EnvironmentObject`
  /// reads it, as SwiftUI's `environmentObject(_:)`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentWriter { $0.setObject(object, of: T.self) })
  }
}
