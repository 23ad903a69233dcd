/// What resolution carries down the tree: the environment, the identity of the view being
/// resolved, the composite views entered since the last node was made (their names label
/// the next node in dumps: a node lists the composite views between its parent node and
/// itself), the content of the `ViewModifier`s being expanded, and the graph.
struct ResolveContext {
  var environment: EnvironmentValues
  var identity: ViewIdentity
  var labels: [String] = []
  var contentSlots: [ContentSlot] = []
  let graph: ViewGraph

  /// The nodes of `view` one step further down: its identity gains `component` (nil keeps
  /// the identity, for transparent views).
  func resolve(_ view: any View, component: ViewIdentity.Component?) -> [ViewNode] {
    var context = self
    if let component { context.identity = identity.appending(component) }
    return graph.makeNodes(view, in: context)
  }

  /// The nodes of `view` as one view: a list of several views becomes an implicit `VStack`
  /// (SwiftUI's implicit root), an empty list an empty node.
  func resolveSingle(_ view: any View, component: ViewIdentity.Component?) -> ViewNode {
    implicitContainer(resolve(view, component: component), stack: .vertical)
  }

  /// One node for `nodes`: the node itself, or an implicit stack of them.
  func implicitContainer(_ nodes: [ViewNode], stack: ImplicitStack) -> ViewNode {
    if nodes.count == 1 { return nodes[0] }
    let behavior: any NodeBehavior =
      switch stack {
      case .vertical: LayoutBehavior(layout: VStackLayout(), kind: "VStack (implicit)")
      case .z(let alignment):
        LayoutBehavior(layout: ZStackLayout(alignment: alignment), kind: "ZStack (implicit)")
      }
    return ViewNode(
      identity: identity, labels: [], environment: environment, behavior: behavior,
      children: nodes, graph: graph)
  }

  /// The container several views become where one is expected.
  enum ImplicitStack {
    case vertical
    case z(Alignment)
  }
}

/// The modified view of a user's `ViewModifier`, resolved where its body uses `content`.
struct ContentSlot {
  let resolve: (ResolveContext) -> [ViewNode]
}
