import KinetypeCombine

/// A view read an `@EnvironmentObject` that no view above it put in the environment. SwiftUI
/// stops the program; Kinetype fails the render with this error, naming the object's type and
/// the view, and does not run that view's body.
public struct MissingEnvironmentObjectError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The object's type, as written in Swift.
  public let objectType: String
  /// Where the view is: its path in the view tree and its type.
  public let source: String

  /// The problem and how to fix it.
  public var description: String {
    "\(source): no ObservableObject of type \(objectType) in the environment; "
      + "set one on a view above with .environmentObject(_:)"
  }
}

/// An `@EnvironmentObject` property, which can tell whether its object is in an environment.
protocol EnvironmentObjectReading {
  /// The object's type name if `values` has no object of the type, else nil.
  func missingObjectType(in values: EnvironmentValues) -> String?
}

extension EnvironmentObject: EnvironmentObjectReading {
  func missingObjectType(in values: EnvironmentValues) -> String? {
    values.object(of: ObjectType.self) == nil ? String(describing: ObjectType.self) : nil
  }
}

extension ViewGraph {
  /// Whether `view` (or a dynamic property it contains) reads an `@EnvironmentObject` missing
  /// from the context's environment; if so, the render fails with a
  /// ``MissingEnvironmentObjectError`` and the view's body must not run.
  func lacksEnvironmentObject<V>(_ view: V, context: ResolveContext) -> Bool {
    let key = ObjectIdentifier(V.self)
    guard !typesWithoutEnvironmentObjects.contains(key) else { return false }
    var hasAny = false
    guard
      let type = missingObjectType(
        in: Mirror(reflecting: view), environment: context.environment, level: 0,
        hasAny: &hasAny)
    else {
      if !hasAny { typesWithoutEnvironmentObjects.insert(key) }
      return false
    }
    fail(
      MissingEnvironmentObjectError(
        objectType: type,
        source: Self.source(path: context.identity.description, view: Self.typeName(V.self))))
    return true
  }

  /// The type of the first object missing from `environment` among the `@EnvironmentObject`
  /// properties in `mirror` (and the dynamic properties it contains); `hasAny` is set when
  /// there is such a property.
  private func missingObjectType(
    in mirror: Mirror, environment: EnvironmentValues, level: Int, hasAny: inout Bool
  ) -> String? {
    guard level < 8 else { return nil }
    for child in mirror.children {
      if let reader = child.value as? any EnvironmentObjectReading {
        hasAny = true
        if let type = reader.missingObjectType(in: environment) { return type }
      } else if child.value is any DynamicProperty,
        let type = missingObjectType(
          in: Mirror(reflecting: child.value), environment: environment, level: level + 1,
          hasAny: &hasAny)
      {
        return type
      }
    }
    return nil
  }
}
