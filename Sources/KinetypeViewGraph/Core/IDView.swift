/// A view whose identity is bound to a value, as SwiftUI's `.id(_:)` makes.
struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
  let content: Content
  let id: ID

  var body: Never { primitiveBody("id") }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    // One child whose identity component is the value: a new value is a new view (its state
    // starts afresh, the old one is removed with its transition), as in SwiftUI.
    context.resolveChildren([(.id(AnyHashable(id)), content)])
  }
}

extension View {
  /// Binds this view's identity to `id`, as SwiftUI's `id(_:)`: when `id` changes, the view is
  /// replaced by a new one, whose `@State` starts from its initial values and which is
  /// inserted (and the old one removed) with their transitions.
  public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: id) }
}
