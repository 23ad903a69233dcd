public import Foundation

/// A value SwiftUI keeps in `UserDefaults` under `key`, as SwiftUI's `AppStorage`
/// (`@AppStorage("hasSeenOnboarding") var hasSeenOnboarding = false`).
///
/// Kinetype keeps it as `@State` does, starting from the value written in the declaration,
/// and neither reads nor writes the machine's defaults: frames must not depend on what a
/// machine has stored. Setting it (from a button, a toggle through `$hasSeenOnboarding`, a
/// script's `set`) updates the views as a state change does.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let state: State<Value>
  /// The defaults key SwiftUI would store the value under.
  public let key: String

  /// A stored value under `key`, starting at `wrappedValue` (`store` is accepted and not
  /// read).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    state = State(wrappedValue: wrappedValue)
    self.key = key
  }

  /// The value.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { state.projectedValue }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional stored value under `key`, starting at nil.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: nil, key, store: store)
  }
}

/// A value SwiftUI restores with its scene, as SwiftUI's `SceneStorage`: kept as `@State`
/// (see ``AppStorage``; nothing is saved or restored).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let state: State<Value>

  /// A value saved with the scene under `key`, starting at `wrappedValue`.
  public init(wrappedValue: Value, _ key: String) {
    state = State(wrappedValue: wrappedValue)
  }

  /// The value.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { state.projectedValue }
}
