import Foundation
import KinetypeRendering

/// A view laid out by a `Layout`: stacks and users' own containers.
package struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
  package let layout: L
  package let content: Content
  package var kind: String?

  /// `content` laid out by `layout`, shown in dumps as `kind` (default: the layout's type).
  package init(layout: L, content: Content, kind: String? = nil) {
    self.layout = layout
    self.content = content
    self.kind = kind
  }

  package var body: Never { primitiveBody("Layout") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context.forContainerContent
    inner.labels = []
    let children = inner.resolve(content, component: nil)
    let behavior = LayoutBehavior(layout: layout, kind: kind ?? ViewGraph.typeName(L.self))
    return [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: behavior, children: children, graph: context.graph)
    ]
  }
}

/// Runs a `Layout` over a node's children: sizes, placements, guides and spacing come from
/// the layout's methods, with its cache kept for the node's lifetime.
package struct LayoutBehavior<L: Layout>: NodeBehavior {
  let layout: L
  package let kind: String
  private let cache = CacheBox<L.Cache>()

  package init(layout: L, kind: String) {
    self.layout = layout
    self.kind = kind
  }

  package var isUnaryModifier: Bool { false }
  package var childStackOrientation: Axis? { layout.dynamicLayoutProperties.stackOrientation }

  private func subviews(_ node: ViewNode) -> (LayoutSubviews, PlacementSink) {
    let sink = PlacementSink()
    let orientation = layout.dynamicLayoutProperties.stackOrientation
    let proxies = node.children.enumerated().map {
      LayoutSubview(node: $1, index: $0, sink: sink, stackOrientation: orientation)
    }
    return (
      LayoutSubviews(storage: proxies, layoutDirection: node.environment.layoutDirection), sink
    )
  }

  private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
    var value = cache.value ?? layout.makeCache(subviews: subviews)
    defer { cache.value = value }
    return body(&value)
  }

  package func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    let (subviews, _) = self.subviews(node)
    return withCache(subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  package func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode)
    -> [ChildPlacement]
  {
    let (subviews, sink) = self.subviews(node)
    let bounds = CGRect(origin: .zero, size: size)
    withCache(subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
    return node.children.enumerated().map { index, child in
      if let placed = sink.placements[index] {
        return ChildPlacement(child: child, origin: placed.origin, proposal: placed.proposal)
      }
      // Unplaced: centred in the bounds with an unspecified proposal.
      let childSize = child.size(for: .unspecified)
      return ChildPlacement(
        child: child,
        origin: CGPoint(
          x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2),
        proposal: .unspecified)
    }
  }

  package func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? {
    let (subviews, _) = self.subviews(node)
    let bounds = CGRect(origin: .zero, size: size)
    return withCache(subviews) { cache in
      switch key.axis {
      case .horizontal:
        layout.explicitAlignment(
          of: HorizontalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
      case .vertical:
        layout.explicitAlignment(
          of: VerticalAlignment(key.id), in: bounds, proposal: proposal, subviews: subviews,
          cache: &cache)
      }
    }
  }

  package func spacing(node: ViewNode) -> ViewSpacing {
    let (subviews, _) = self.subviews(node)
    return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }

  package func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    pass.drawChildren(of: node, in: &context)
  }
}

/// A layout's cache, shared by the copies of its behavior.
final class CacheBox<Value> {
  var value: Value?
}
