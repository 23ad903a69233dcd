// Combine's `ObservableObject` and `@Published`, as SwiftUI code of iOS 13–16 keeps its
// models:
//
//     final class Store: ObservableObject { @Published var count = 0 }
//     struct Counter: View {
//       @StateObject private var store = Store()
//       var body: some View { Button("\(store.count)") { store.count += 1 } }
//     }
//
// Kinetype makes an object's `objectWillChange` an Observation-tracked change: a view that reads the object
// through `@ObservedObject`, `@StateObject` or `@EnvironmentObject` is resolved again, on the
// virtual clock, when the object is about to change.

/// An object that announces its changes before they happen, as Combine's `ObservableObject`.
///
/// By default `objectWillChange` is an ``ObservableObjectPublisher`` of the object's own, and
/// each `@Published` property sends it before it changes. Views that hold the object with
/// `@ObservedObject`, `@StateObject` or `@EnvironmentObject` update when it sends.
public protocol ObservableObject: AnyObject {
  /// The type of `objectWillChange`.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// The publisher that announces a change before it happens.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's own publisher, made the first time it is asked for.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.of(self) }
}

extension ObservableObject {
  /// Records, for the Observation tracking of the view being resolved, that it reads this
  /// object: a later `objectWillChange.send()` updates that view. Objects whose publisher is
  /// not an ``ObservableObjectPublisher`` are not tracked.
  package func trackChanges() {
    (objectWillChange as? ObservableObjectPublisher)?.track()
  }

  /// Announces a change through `objectWillChange` if it is an ``ObservableObjectPublisher``.
  package func sendWillChange() {
    (objectWillChange as? ObservableObjectPublisher)?.send()
  }
}
