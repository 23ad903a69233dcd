/// Several views built by a `ViewBuilder` block, as SwiftUI's `TupleView`: `value` is a tuple
/// of views, laid out as siblings by the container that holds them.
public struct TupleView<T>: View, PrimitiveView {
  /// The tuple of views.
  public var value: T

  /// Creates a view from a tuple of views.
  public init(_ value: T) { self.value = value }

  /// A tuple view draws its elements.
  public var body: Never { primitiveBody("TupleView") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    // The elements are read with reflection, so a tuple of any arity works; each element's
    // position is part of its identity.
    var nodes: [ViewNode] = []
    let phase = context.takeTransitionPhaseForChildren()
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      guard let view = child.value as? any View else {
        context.graph.warn(
          "TupleView element \(index) is a \(type(of: child.value)), not a view; skipped",
          at: context)
        continue
      }
      nodes += context.resolveChild(view, component: .child(index), phase: phase)
    }
    return nodes
  }
}
