public import Foundation
public import KinetypeCore
import KinetypeRendering
import KinetypeViewGraph

/// A container whose content is built from its own size and position, as SwiftUI's
/// `GeometryReader`: it takes all the space it is offered (nothing for a nil proposal) and
/// places its content at its top-leading corner, proposing its size (OpenSwiftUI's
/// GeometryReaderLayout; the top-leading placement is SwiftUI's since iOS 14).
public struct GeometryReader<Content: View>: View, PrimitiveView {
  /// Builds the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// A reader whose content `content` builds.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  /// A geometry reader draws its content.
  public var body: Never { primitiveBody("GeometryReader") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.labels = []
    inner.isBuiltAtLayout = true
    let content = self.content
    let behavior = GeometryReaderBehavior { proxy in
      inner.resolve(content(proxy), component: .child(0))
    }
    // The update lays its views out to resolve the content (its lifecycle and animations).
    if context.graph.recordingUpdate != nil { context.graph.buildsContentAtLayout = true }
    return [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: behavior, children: [], graph: context.graph)
    ]
  }
}

/// A reader's geometry, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
  /// The reader's size.
  public let size: CGSize
  let globalFrame: CGRect
  let namedSpaces: [AnyHashable: CoordinateSpaceBox]

  /// The safe area insets (none: Kinetype renders without a screen's safe area).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in `coordinateSpace`: `.global` is the rendered view's root, `.local`
  /// the reader itself, `.named(_)` the view marked with `coordinateSpace(name:)` (the root
  /// when no ancestor has that name).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .global: return globalFrame
    case .local: return CGRect(origin: .zero, size: size)
    case .named(let name):
      let origin = namedSpaces[name]?.node?.frame.origin ?? .zero
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  /// The root of the rendered view.
  case global
  /// The view's own space.
  case local
  /// The space of the ancestor marked with `coordinateSpace(name:)`.
  case named(AnyHashable)
}

extension View {
  /// Names this view's coordinate space, so descendants' `GeometryProxy.frame(in:)` can
  /// measure against it.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
  }
}

/// Holds the node that named a coordinate space, once it exists.
final class CoordinateSpaceBox {
  weak var node: ViewNode?
}

struct CoordinateSpaceModifier: PrimitiveModifier, ViewModifier {
  let name: AnyHashable

  func body(content: Content) -> Never { primitiveBody("coordinateSpace") }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    let box = CoordinateSpaceBox()
    var inner = context
    inner.environment.namedCoordinateSpaces[name] = box
    inner.labels = []
    let children = inner.resolve(content, component: .child(0))
    let node = inner.implicitContainer(children, stack: .vertical)
    let wrapper = ViewNode(
      identity: context.identity, labels: context.labels, environment: context.environment,
      behavior: CoordinateSpaceBehavior(name: name), children: [node], graph: context.graph)
    box.node = wrapper
    return [wrapper]
  }
}

struct CoordinateSpaceBehavior: NodeBehavior {
  let name: AnyHashable
  var kind: String { "coordinateSpace" }
  var details: String { "\(name.base)" }
}

extension EnvironmentValues {
  var namedCoordinateSpaces: [AnyHashable: CoordinateSpaceBox] {
    get { self[NamedSpacesKey.self] }
    set { self[NamedSpacesKey.self] = newValue }
  }
}

private struct NamedSpacesKey: EnvironmentKey {
  static var defaultValue: [AnyHashable: CoordinateSpaceBox] { [:] }
}

/// Builds the content when the reader is placed (its geometry is known then): in every
/// placement of a frame (a layout glide places it again), once in an update (its lifecycle
/// modifiers register once).
struct GeometryReaderBehavior: NodeBehavior {
  let makeContent: (GeometryProxy) -> [ViewNode]
  /// Whether an update resolved the content.
  let resolved = ResolvedFlag()

  /// Set when an update has resolved the content.
  final class ResolvedFlag {
    var isSet = false
  }

  var kind: String { "GeometryReader" }
  var isUnaryModifier: Bool { false }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    let proxy = GeometryProxy(
      size: size, globalFrame: node.frame,
      namedSpaces: node.environment.namedCoordinateSpaces)
    if node.graph.recordingUpdate == nil || !resolved.isSet {
      resolved.isSet = node.graph.recordingUpdate != nil
      node.children = makeContent(proxy)
    }
    return node.children.map {
      ChildPlacement(child: $0, origin: .zero, proposal: ProposedViewSize(size))
    }
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? { nil }

  func spacing(node: ViewNode) -> ViewSpacing { ViewSpacing() }
}
