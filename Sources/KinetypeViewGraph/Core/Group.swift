/// A transparent grouping of views, as SwiftUI's `Group`: its content joins the list of the
/// container around it, and a modifier on a group applies to each of its views.
public struct Group<Content: View>: View, PrimitiveView {
  package let content: Content

  /// Creates a group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A group draws its content.
  public var body: Never { primitiveBody("Group") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    context.resolve(content, component: nil)
  }
}

/// A type-erased view, as SwiftUI's `AnyView`. Changing the type it wraps changes the
/// identity of its content.
public struct AnyView: View, PrimitiveView {
  private let storage: any View
  private let typeID: ObjectIdentifier

  /// Wraps `view`.
  public init<V: View>(_ view: V) {
    if let other = view as? AnyView {
      self = other
    } else {
      storage = view
      typeID = ObjectIdentifier(V.self)
    }
  }

  /// Wraps `view`.
  public init<V: View>(erasing view: V) { self.init(view) }

  /// A type-erased view draws what it wraps.
  public var body: Never { primitiveBody("AnyView") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    context.resolveChildren([(.type(typeID), storage)])
  }
}
