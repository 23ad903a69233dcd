public import Foundation
import KinetypeCore
public import KinetypeRendering
import KinetypeViewGraph

/// A view you draw into with a `GraphicsContext`, as SwiftUI's `Canvas`: the closure gets a
/// context whose origin is the canvas's top-left corner (clipped to it) and the canvas's
/// size in points. A canvas takes the size it is offered (10×10 for a nil proposal).
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// ```
public struct Canvas<Symbols: View>: View, PrimitiveView {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  /// The views the renderer can draw by tag (see ``init(opaque:colorMode:rendersAsynchronously:renderer:symbols:)``).
  var symbols: Symbols?
  /// Whether the canvas is opaque (kept for SwiftUI compatibility).
  public var isOpaque: Bool
  /// The color mode (kept for SwiftUI compatibility).
  public var colorMode: ColorRenderingMode
  /// Whether the canvas renders asynchronously (Kinetype always draws synchronously).
  public var rendersAsynchronously: Bool

  /// A canvas drawn by `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
    self.isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
    self.symbols = nil
  }

  /// A canvas draws itself.
  public var body: Never { primitiveBody("Canvas") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.labels = []
    let children = symbols.map { inner.resolve($0, component: .child(0)) } ?? []
    return [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: CanvasBehavior(renderer: renderer), children: children, graph: context.graph)
    ]
  }
}

struct CanvasBehavior: NodeBehavior {
  let renderer: (inout GraphicsContext, CGSize) -> Void

  var kind: String { "Canvas" }
  var isUnaryModifier: Bool { false }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The symbols sit at the canvas's origin at their ideal sizes (drawn only when asked).
  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    node.children.map { ChildPlacement(child: $0, origin: .zero, proposal: .unspecified) }
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? { nil }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    let frame = pass.pixelFrame(of: node)
    context.translateBy(x: frame.minX, y: frame.minY)
    context.clip(to: Path(CGRect(x: 0, y: 0, width: frame.width, height: frame.height)))
    // `.foreground` is the view's foreground style, as in SwiftUI (`.primary` unless set).
    context.textDefaults.foregroundColor =
      ForegroundStyle().solidColor(in: node.environment) ?? .primary
    let symbols = node.children
    if !symbols.isEmpty {
      context.symbolLookup = { id in
        guard let symbol = symbols.first(where: { $0.tagValue == id }) else { return nil }
        return GraphicsContext.ResolvedSymbol(
          size: symbol.frame.size, node: symbol, pass: pass)
      }
    }
    renderer(&context, frame.size)
  }
}
