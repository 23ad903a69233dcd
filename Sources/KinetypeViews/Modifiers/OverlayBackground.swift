public import Foundation
public import KinetypeCore
import KinetypeRendering
import KinetypeViewGraph

extension View {
  /// Layers the views `content` builds in front of this view, aligned by `alignment`, as
  /// SwiftUI's `overlay(alignment:content:)`: the overlay is proposed this view's size and
  /// placed so that its `alignment` guides meet this view's; this view's size is unchanged.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, role: .overlay))
  }

  /// Layers `overlay` in front of this view (SwiftUI's older form).
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryLayerModifier(secondary: overlay, alignment: alignment, role: .overlay))
  }

  /// Fills this view's frame with `style` in front of it.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    overlay(alignment: .center) { Rectangle().fill(style) }
  }

  /// Fills `shape` in this view's frame with `style`, in front of it.
  public func overlay<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    overlay(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// Layers the views `content` builds behind this view, aligned by `alignment`, as
  /// SwiftUI's `background(alignment:content:)`: proposed this view's size, placed so that
  /// its `alignment` guides meet this view's; this view's size is unchanged.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(SecondaryLayerModifier(secondary: content(), alignment: alignment, role: .background))
  }

  /// Layers `background` behind this view (SwiftUI's older form).
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(
      SecondaryLayerModifier(secondary: background, alignment: alignment, role: .background))
  }

  /// Fills this view's frame with `style` behind it.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    background(alignment: .center) { Rectangle().fill(style) }
  }

  /// Fills `shape` in this view's frame with `style`, behind it, as SwiftUI's
  /// `background(_:in:fillStyle:)`.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    background(alignment: .center) { shape.fill(style, style: fillStyle) }
  }

  /// Strokes the inside of this view's frame with `content` at `width` points.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
  }
}

/// What a secondary layer is to the view it is attached to.
enum SecondaryLayerRole {
  /// Drawn in front (`overlay`).
  case overlay
  /// Drawn behind (`background`).
  case background
  /// Not drawn: its alpha multiplies the view's (`mask`).
  case mask

  var kind: String {
    switch self {
    case .overlay: "overlay"
    case .background: "background"
    case .mask: "mask"
    }
  }
}

struct SecondaryLayerModifier<Secondary: View>: PrimitiveModifier, ViewModifier {
  let secondary: Secondary
  let alignment: Alignment
  let role: SecondaryLayerRole

  func body(content: Content) -> Never { primitiveBody(role.kind) }

  func apply<C: View>(to content: C, in context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.labels = []
    let primaries = inner.resolve(content, component: .child(0))
    return primaries.enumerated().map { index, primary in
      var layer = context.forContainerContent
      layer.labels = []
      if primaries.count > 1 { layer.identity = context.identity.appending(.child(index)) }
      let identity = layer.identity
      layer.identity = identity.appending(.child(1))
      let secondaryNodes = layer.graph.makeNodes(secondary, in: layer)
      let secondaryNode = layer.implicitContainer(secondaryNodes, stack: .z(alignment))
      return ViewNode(
        identity: identity, labels: context.labels, environment: context.environment,
        behavior: SecondaryLayerBehavior(alignment: alignment, role: role),
        children: [primary, secondaryNode], graph: context.graph)
    }
  }
}

/// A view with a layer in front, behind, or masking it: the size, guides and spacing are the
/// primary's (children[0]); the secondary (children[1]) is proposed the primary's size and
/// placed with `origin = primary[alignment] − secondary[alignment]` (OpenSwiftUI's
/// OverlayModifier).
struct SecondaryLayerBehavior: NodeBehavior {
  let alignment: Alignment
  let role: SecondaryLayerRole

  var kind: String { role.kind }

  func placements(size: CGSize, proposal: ProposedViewSize, node: ViewNode) -> [ChildPlacement] {
    guard node.children.count == 2 else {
      return node.children.map { ChildPlacement(child: $0, origin: .zero, proposal: proposal) }
    }
    let primary = node.children[0]
    let secondary = node.children[1]
    let primaryDimensions = primary.dimensions(for: proposal)
    let secondaryProposal = ProposedViewSize(size)
    let secondaryDimensions = secondary.dimensions(for: secondaryProposal)
    let origin = CGPoint(
      x: primaryDimensions[alignment.horizontal] - secondaryDimensions[alignment.horizontal],
      y: primaryDimensions[alignment.vertical] - secondaryDimensions[alignment.vertical])
    return [
      ChildPlacement(child: primary, origin: .zero, proposal: proposal),
      ChildPlacement(child: secondary, origin: origin, proposal: secondaryProposal),
    ]
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? {
    node.children.first?.explicitAlignment(key, size: size, proposal: proposal)
  }

  func spacing(node: ViewNode) -> ViewSpacing { node.children.first?.spacing ?? ViewSpacing() }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    switch role {
    case .overlay:
      for layer in node.children { pass.draw(layer, in: context) }
    case .background:
      for layer in node.children.reversed() { pass.draw(layer, in: context) }
    case .mask:
      guard node.children.count == 2 else { return pass.drawChildren(of: node, in: &context) }
      // The mask's alpha becomes a clip, and the content is drawn as one layer through it:
      // each pixel of the content, composited as a group, times the mask's alpha there.
      // (Effects above, such as an opacity, were applied to `context` and still apply.)
      context.clipToLayer { mask in pass.draw(node.children[1], in: mask) }
      context.drawLayer { content in pass.draw(node.children[0], in: content) }
    }
  }
}
