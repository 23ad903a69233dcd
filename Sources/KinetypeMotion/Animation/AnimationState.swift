/// A key for state an animation keeps in ``AnimationContext/state``, as SwiftUI's
/// `AnimationStateKey`.
///
/// ```swift
/// struct Elapsed: AnimationStateKey { static var defaultValue: Double { 0 } }
/// context.state[Elapsed.self] += 1
/// ```
public protocol AnimationStateKey {
  /// The type of the state.
  associatedtype Value
  /// The state before the animation stores any.
  static var defaultValue: Value { get }
}

/// State an animation keeps between evaluations of one run, as SwiftUI's `AnimationState`:
/// values by ``AnimationStateKey`` type, each its key's default until set.
public struct AnimationState<Value: VectorArithmetic>: @unchecked Sendable {
  // The stored values are the keys' values: plain data an animation writes while it runs.
  // A context (and so its state) is copied, never shared, between runs and threads.
  private var values: [ObjectIdentifier: Any] = [:]

  /// Empty state: every key at its default.
  public init() {}

  /// The value for `key`, or its default.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}
