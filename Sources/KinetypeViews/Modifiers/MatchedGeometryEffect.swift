public import KinetypeMotion
public import KinetypeViewGraph

extension View {
  /// Links this view's geometry to the other views with `id` in `namespace`, as SwiftUI's
  /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
  ///
  /// When a view with `id` is inserted in the same transaction as another with the same `id`
  /// is removed (`if selected == tab { Capsule().matchedGeometryEffect(id: "pill", in: ns) }`),
  /// both glide between their frames with the transaction's animation: the inserted one from
  /// the removed one's frame to its own, the removed one from its frame to the inserted one's,
  /// each drawn through its own transition (a fade by default), so they read as one view
  /// moving. A view with `isSource: false` takes the `properties` of the frame of the view
  /// with `id` and `isSource: true` (`.size`: proposed its size; `.position`: its `anchor`
  /// point put on the source's), and moves to a new source with the animation of the change
  /// when its `id` changes. The view's own place in its parent's layout does not change.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    modifier(
      MatchedGeometryModifier(
        key: MatchKey(namespace: namespace, id: AnyHashable(id)), properties: properties,
        anchor: anchor, isSource: isSource))
  }
}

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
struct MatchedGeometryModifier: PrimitiveModifier, ViewModifier {
  let key: MatchKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool

  func body(content: Content) -> Never { primitiveBody("matchedGeometryEffect") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    context.matchedGeometryNodes(
      content: content, key: key, properties: properties, anchor: anchor, isSource: isSource)
  }
}
