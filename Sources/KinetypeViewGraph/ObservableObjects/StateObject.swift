public import KinetypeCombine

/// An ``ObservableObject`` a view creates and owns, as SwiftUI's `@StateObject`.
///
/// ```swift
/// struct Counter: View {
///   @StateObject private var store = Store()
///   var body: some View { Button("\(store.count)") { store.count += 1 } }
/// }
/// ```
///
/// The object is made the first time the view (at its place in the tree) reads it, and kept
/// like `@State`: later copies of the view, made each time its parent's body runs, read the
/// same object, and their own initial expressions are never evaluated. The view is resolved
/// again when the object sends `objectWillChange`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let state: State<LazyObject<ObjectType>>

  /// A state object made by `thunk` when first read.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    state = State(wrappedValue: LazyObject(make: thunk))
  }

  /// The object; reading it in a view's `body` makes the view update when it changes.
  public var wrappedValue: ObjectType {
    let object = state.wrappedValue.object
    object.trackChanges()
    return object
  }

  /// Bindings to the object's properties: `$store.name` is a `Binding<String>`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

/// An object made the first time it is read, kept in a `@StateObject`'s state.
final class LazyObject<ObjectType: AnyObject> {
  private let make: () -> ObjectType
  private var made: ObjectType?

  init(make: @escaping () -> ObjectType) { self.make = make }

  /// The object, made now if it has not been.
  var object: ObjectType {
    if let made { return made }
    let object = make()
    made = object
    return object
  }
}
