extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(EnvironmentWriter { $0[keyPath: keyPath] = value })
  }

  /// Changes the environment value at `keyPath` for this view and its descendants.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentWriter { transform(&$0[keyPath: keyPath]) })
  }
}

/// Any change to the environment of a subtree.
struct EnvironmentWriter: EnvironmentModifier {
  let change: (inout EnvironmentValues) -> Void
  func modify(_ environment: inout EnvironmentValues) { change(&environment) }
}
