import Foundation
import KinetypeRendering
public import KinetypeViewGraph

extension View {
  /// Sets the value of `key` for this view, as SwiftUI's `preference(key:value:)`: its
  /// ancestors read `value` combined with the values of the views beside it; the values this
  /// view's own content sets for `key` are replaced.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceModifier<K>(write: .set(value)))
  }

  /// Changes the value of `key` that this view's content produces (the default value when it
  /// sets none) with `callback`, as SwiftUI's `transformPreference(_:_:)`.
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View {
    modifier(PreferenceModifier<K>(write: .transform(callback)))
  }

  /// Sets the value of `key` for this view from an anchor to `value` of its geometry, as
  /// SwiftUI's `anchorPreference(key:value:transform:)`; an ancestor resolves the anchor in
  /// its own coordinates with `GeometryProxy`'s subscript.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(PreferenceModifier<K>(write: .anchor { transform(Anchor(target: $0, source: value)) }))
  }

  /// Changes the value of `key` that this view's content produces with `transform` and an
  /// anchor to `value` of this view's geometry, as SwiftUI's
  /// `transformAnchorPreference(key:value:transform:)`.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(
      PreferenceModifier<K>(
        write: .transformAnchor { current, target in
          transform(&current, Anchor(target: target, source: value))
        }))
  }
}

/// How a preference modifier writes its key.
enum PreferenceWrite<K: PreferenceKey> {
  /// A value, replacing the content's.
  case set(K.Value)
  /// The content's value (or the default), changed.
  case transform((inout K.Value) -> Void)
  /// A value made from an anchor to the view, replacing the content's.
  case anchor((AnchorTarget) -> K.Value)
  /// The content's value (or the default), changed with an anchor to the view.
  case transformAnchor((inout K.Value, AnchorTarget) -> Void)
}

/// `preference(key:value:)`, `transformPreference`, `anchorPreference`,
/// `transformAnchorPreference`: a node writing `K` for its content.
struct PreferenceModifier<K: PreferenceKey>: PrimitiveModifier, ViewModifier {
  let write: PreferenceWrite<K>

  func body(content: Content) -> Never { primitiveBody("preference") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.labels = []
    let children = inner.resolve(content, component: .child(0))
    return children.enumerated().map { index, child in
      let target = AnchorTarget()
      let node = ViewNode(
        identity: children.count == 1
          ? context.identity : context.identity.appending(.child(index)),
        labels: context.labels, environment: context.environment,
        behavior: PreferenceBehavior<K>(write: write, target: target), children: [child],
        graph: context.graph)
      target.node = node
      return node
    }
  }
}

/// Writes `K` for the subtree, as its modifier says.
struct PreferenceBehavior<K: PreferenceKey>: PreferenceWritingBehavior {
  let write: PreferenceWrite<K>
  let target: AnchorTarget

  var kind: String { "preference" }
  var details: String { ViewGraph.typeName(K.self) }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? {
    node.children.first?.explicitAlignment(key, size: size, proposal: proposal)
  }

  func preference<Key: PreferenceKey>(_ key: Key.Type, children: Key.Value?) -> Key.Value? {
    guard Key.self == K.self else { return children }
    let content = children as? K.Value
    let value: K.Value
    switch write {
    case .set(let set): value = set
    case .anchor(let make): value = make(target)
    case .transform(let change):
      var changed = content ?? K.defaultValue
      change(&changed)
      value = changed
    case .transformAnchor(let change):
      var changed = content ?? K.defaultValue
      change(&changed, target)
      value = changed
    }
    return value as? Key.Value
  }
}
