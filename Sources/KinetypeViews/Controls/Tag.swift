import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

extension View {
  /// Tags this view with `tag`: the value a `Picker` selects when this option is chosen, as
  /// SwiftUI's `tag(_:)`. Inside a `ForEach`, an option without a tag is tagged with its id.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    modifier(TagModifier(value: AnyHashable(tag)))
  }

  /// Tags this view with `tag` (`includeOptional` is accepted for SwiftUI's signature).
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
    modifier(TagModifier(value: AnyHashable(tag)))
  }
}

struct TagModifier: NodeModifier {
  let value: AnyHashable
  func behavior(in context: ResolveContext) -> any NodeBehavior { TagBehavior(value: value) }
}

/// A view's tag: draws and lays out as its content.
struct TagBehavior: NodeBehavior {
  let value: AnyHashable
  var kind: String { "tag" }
  var details: String { "\(value.base)" }
}

/// An option of a picker: its tag and the text it shows.
struct PickerOption {
  let tag: AnyHashable
  let label: String
}

extension ViewNode {
  /// The first behavior of type `B` on this node or below its modifiers (a tag, a tab item,
  /// a badge).
  func behaviorThroughModifiers<B: NodeBehavior>(_ type: B.Type) -> B? {
    var node: ViewNode? = self
    while let current = node {
      if let found = current.behavior as? B { return found }
      node = current.behavior.isUnaryModifier ? current.children.first : nil
    }
    return nil
  }

  /// The first tag on this node or below its modifiers.
  var tagValue: AnyHashable? { behaviorThroughModifiers(TagBehavior.self)?.value }

  /// The id a `ForEach` gave this node (its identity's last id component).
  var forEachID: AnyHashable? {
    var current: ViewIdentity? = identity
    while let identity = current {
      if case .id(let id) = identity.component { return id }
      current = identity.parent
    }
    return nil
  }

  /// The nodes at and below this one whose behavior is `B`, depth first.
  func descendants<B>(_ type: B.Type) -> [(node: ViewNode, behavior: B)] {
    var found: [(ViewNode, B)] = []
    var stack = [self]
    while let node = stack.popLast() {
      if let behavior = node.behavior as? B { found.append((node, behavior)) }
      stack.append(contentsOf: node.children.reversed())
    }
    return found
  }
}

extension [ViewNode] {
  /// The options these nodes offer: each node with its tag (or its `ForEach` id) and text.
  var pickerOptions: [PickerOption] {
    compactMap { node in
      guard let tag = node.tagValue ?? node.forEachID else { return nil }
      return PickerOption(tag: tag, label: [node].texts.joined(separator: " "))
    }
  }
}

/// Views already resolved, standing in a view tree built after them.
struct ResolvedNodes: View, PrimitiveView {
  let nodes: [ViewNode]
  var body: Never { primitiveBody("ResolvedNodes") }
  package func makeNodes(in context: ResolveContext) -> [ViewNode] { nodes }
}
