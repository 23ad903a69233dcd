import Foundation
public import KinetypeViewGraph

extension View {
  /// Runs `action` with the value of `key` this view's content produces when it appears and
  /// whenever it changes between updates, as SwiftUI's `onPreferenceChange(_:perform:)`.
  ///
  /// The value is read once the update's views are laid out, so values set inside a
  /// `GeometryReader` reach it.
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
  ) -> some View where K.Value: Equatable {
    modifier(PreferenceChangeModifier<K>(action: action))
  }

  /// Layers the view `transform` builds from the value of `key` this view produces in front
  /// of it, as SwiftUI's `overlayPreferenceValue(_:alignment:_:)`; a `GeometryReader` in it
  /// resolves the value's anchors in the overlay's coordinates.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueLayerModifier<K, V>(
        transform: transform, alignment: alignment, isOverlay: true))
  }

  /// Layers the view `transform` builds from the value of `key` this view produces behind
  /// it, as SwiftUI's `backgroundPreferenceValue(_:alignment:_:)`.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(
      PreferenceValueLayerModifier<K, V>(
        transform: transform, alignment: alignment, isOverlay: false))
  }
}

extension GeometryProxy {
  /// The value of `anchor` in this proxy's coordinates (its view's top-leading corner at the
  /// origin), as SwiftUI's `GeometryProxy.subscript(_:)`.
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.resolved(relativeTo: globalFrame.origin)
  }
}

/// `onPreferenceChange(_:perform:)`.
struct PreferenceChangeModifier<K: PreferenceKey>: PrimitiveModifier, ViewModifier
where K.Value: Equatable {
  let action: (K.Value) -> Void

  func body(content: Content) -> Never { primitiveBody("onPreferenceChange") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(content, component: nil)
    context.notePreferenceChange(K.self, of: nodes, action: action)
    return nodes
  }
}

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: the content, and a layer built
/// from the content's value of `K`, placed as `overlay` and `background` place theirs.
struct PreferenceValueLayerModifier<K: PreferenceKey, V: View>: PrimitiveModifier, ViewModifier {
  let transform: (K.Value) -> V
  let alignment: Alignment
  let isOverlay: Bool

  func body(content: Content) -> Never {
    primitiveBody(isOverlay ? "overlayPreferenceValue" : "backgroundPreferenceValue")
  }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.labels = []
    let primaries = inner.resolve(content, component: .child(0))
    let primary = inner.implicitContainer(primaries, stack: .vertical)
    var layer = context.forContainerContent
    layer.labels = []
    layer.identity = context.identity.appending(.child(1))
    let secondary = transform(primaries.preference(K.self) ?? K.defaultValue)
    let secondaryNode = layer.implicitContainer(
      layer.graph.makeNodes(secondary, in: layer), stack: .z(alignment))
    return [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: SecondaryLayerBehavior(
          alignment: alignment, role: isOverlay ? .overlay : .background),
        children: [primary, secondaryNode], graph: context.graph)
    ]
  }
}
