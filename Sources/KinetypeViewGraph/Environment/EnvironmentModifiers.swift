public import Observation

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

extension View {
  /// Puts `object` (an `@Observable` model) in the environment of this view's subtree, where
  /// `@Environment(Model.self)` reads it, as SwiftUI's `environment(_:)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentWriter { $0.setObject(object, of: T.self) })
  }
}

/// Any change to the environment of a subtree.
package struct EnvironmentWriter: EnvironmentModifier {
  package let change: (inout EnvironmentValues) -> Void

  /// A modifier that applies `change` to the environment.
  package init(change: @escaping (inout EnvironmentValues) -> Void) { self.change = change }

  package func modify(_ environment: inout EnvironmentValues) { change(&environment) }
}
