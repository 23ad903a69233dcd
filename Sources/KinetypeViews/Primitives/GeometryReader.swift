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
  /// The scroll view the view is in, if any (for `.scrollView` spaces).
  let scrollContainer: ScrollContainerBox?

  /// The geometry of `node` as placed.
  init(node: ViewNode) {
    self.init(
      size: node.frame.size, globalFrame: node.frame,
      namedSpaces: node.environment.namedCoordinateSpaces,
      scrollContainer: node.environment.scrollContainer)
  }

  init(
    size: CGSize, globalFrame: CGRect, namedSpaces: [AnyHashable: CoordinateSpaceBox],
    scrollContainer: ScrollContainerBox?
  ) {
    self.size = size
    self.globalFrame = globalFrame
    self.namedSpaces = namedSpaces
    self.scrollContainer = scrollContainer
  }

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

  /// The reader's frame in `coordinateSpace`, as SwiftUI's `frame(in:)` taking a
  /// ``CoordinateSpaceProtocol``: also `.scrollView`, the visible region of the nearest
  /// scroll view (the root when there is none), and `.scrollView(axis:)`, of the nearest one
  /// scrolling along `axis`.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    let space = coordinateSpace.coordinateSpace
    guard case .named(let name) = space, let scroll = name.base as? ScrollViewSpace else {
      return frame(in: space)
    }
    var container = scrollContainer
    if let axis = scroll.axis {
      let axes: Axis.Set = axis == .horizontal ? .horizontal : .vertical
      while let current = container, !current.axes.contains(axes) { container = current.outer }
    }
    let origin = container?.visibleRegion?.origin ?? .zero
    return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// The bounds of the space `coordinateSpace` names, in the reader's own space, as SwiftUI's
  /// `bounds(of:)`; nil when no ancestor names it.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard case .named(let name) = coordinateSpace.coordinateSpace,
      let node = namedSpaces[name]?.node
    else { return nil }
    return node.frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
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

  /// Names this view's coordinate space, as SwiftUI's `coordinateSpace(_:)`:
  /// `.coordinateSpace(.named("scroll"))` is ``coordinateSpace(name:)`` with `"scroll"`.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    let space: AnyHashable =
      if case .named(let name) = name.coordinateSpace { name } else { AnyHashable(0) }
    return modifier(CoordinateSpaceModifier(name: space))
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
    let proxy = GeometryProxy(node: node)
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
