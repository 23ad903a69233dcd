/// What resolution carries down the tree: the environment, the transaction, the identity of the
/// view being resolved, the composite views entered since the last node was made (their names
/// label the next node in dumps: a node lists the composite views between its parent node and
/// itself), the content of the `ViewModifier`s being expanded, the state of a transition
/// around the view, and the graph.
package struct ResolveContext {
  /// This context (its environment) with the content slots, labels, transaction, transition
  /// placement and time-drivenness of `captured`: how a `content` placeholder resolves, seeing
  /// the environment where it appears and the rest as it was where its owner was applied.
  func restoring(_ captured: ResolveContext) -> ResolveContext {
    var restored = self
    restored.contentSlots = captured.contentSlots
    restored.labels = captured.labels
    restored.transaction = captured.transaction
    restored.transitionPlacement = captured.transitionPlacement
    restored.isTimeDriven = captured.isTimeDriven
    return restored
  }

  package var environment: EnvironmentValues
  package var identity: ViewIdentity
  package var labels: [String] = []
  package var contentSlots: [ContentSlot] = []
  /// The transaction of the changes being resolved (pre-pass updates only): the animation
  /// that values changing here animate with.
  package var transaction = Transaction()
  /// Whether the views here are rebuilt for every frame from the time (a keyframe animator's
  /// or timeline's content, the body of an `Animatable` view): their values are not animated
  /// by transactions and their bodies are not kept.
  package var isTimeDriven = false
  /// Whether this subtree is a first resolution made only to record where an inserted view's
  /// transition starts (its `.willAppear` values).
  package var isSeeding = false
  /// Whether this subtree has been removed and is drawn through its removal transition.
  package var isDisappearing = false
  /// Whether this subtree is content built at layout from its container's geometry (a
  /// `GeometryReader`'s): in a frame its composite views' bodies run again, with the frame's
  /// geometry (a layout glide places the reader at sizes no update had).
  package var isBuiltAtLayout = false
  /// The transition placement of the view being inserted or removed here, until a
  /// `.transition` modifier or a container takes it.
  package var transitionPlacement: TransitionPlacement?
  package var graph: ViewGraph

  package init(environment: EnvironmentValues, identity: ViewIdentity, graph: ViewGraph) {
    self.environment = environment
    self.identity = identity
    self.graph = graph
  }

  /// The nodes of `view` one step further down: its identity gains `component` (nil keeps
  /// the identity, for transparent views).
  package func resolve(_ view: any View, component: ViewIdentity.Component?) -> [ViewNode] {
    var context = self
    if let component { context.identity = identity.appending(component) }
    return graph.makeNodes(view, in: context)
  }

  /// The nodes of `view` as one view: a list of several views becomes an implicit `VStack`
  /// (SwiftUI's implicit root), an empty list an empty node.
  package func resolveSingle(_ view: any View, component: ViewIdentity.Component?) -> ViewNode {
    implicitContainer(resolve(view, component: component), stack: .vertical)
  }

  /// One node for `nodes`: the node itself, or an implicit stack of them.
  package func implicitContainer(_ nodes: [ViewNode], stack: ImplicitStack) -> ViewNode {
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

  /// The same context for the children of a container: a transition placement stops at the
  /// container (the container is the view inserted or removed).
  package var forContainerContent: ResolveContext {
    var context = self
    context.transitionPlacement = nil
    return context
  }

  /// The container several views become where one is expected.
  package enum ImplicitStack {
    case vertical
    case z(Alignment)
  }
}

/// The modified view of a user's `ViewModifier`, resolved where its body uses `content`.
package struct ContentSlot {
  package let resolve: (ResolveContext) -> [ViewNode]
}

/// Where a view is in its insertion or removal, for the `.transition` that applies to it.
package final class TransitionPlacement {
  /// The phase the transition's body is resolved with.
  package let phase: TransitionPhase
  /// Whether a `.transition` modifier took the placement (else the default, `.opacity`,
  /// applies).
  package var isConsumed = false

  package init(phase: TransitionPhase) { self.phase = phase }
}
