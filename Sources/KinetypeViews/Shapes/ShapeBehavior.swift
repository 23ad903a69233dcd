import Foundation
import KinetypeCore
import KinetypeRendering
import KinetypeViewGraph

/// A leaf that fills or strokes a path in its frame.
struct ShapeBehavior: NodeBehavior {
  let kind: String
  let sizing: (ProposedViewSize) -> CGSize
  let path: (CGRect) -> Path
  let style: AnyShapeStyle
  let fillStyle: FillStyle
  let stroke: StrokeStyle?

  /// A leaf that fills the space it is offered with `style` (a color or gradient view).
  static func fillingNode<S: ShapeStyle>(kind: String, style: S, in context: ResolveContext)
    -> ViewNode
  {
    let behavior = ShapeBehavior(
      kind: kind, sizing: { $0.replacingUnspecifiedDimensions() }, path: { Path($0) },
      style: AnyShapeStyle(style), fillStyle: FillStyle(), stroke: nil)
    return ViewNode(
      identity: context.identity, labels: context.labels, environment: context.environment,
      behavior: behavior, children: [], graph: context.graph)
  }

  var details: String {
    stroke.map { "stroke \(ViewFormat.number(CGFloat($0.lineWidth)))" } ?? ""
  }
  var isUnaryModifier: Bool { false }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    sizing(proposal)
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? { nil }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    let frame = pass.pixelFrame(of: node)
    let outline = path(frame)
    guard outline.isFinite else {
      return node.graph.warn("\(kind) made a path that is not finite; it is not drawn", at: node)
    }
    if let painter = style.base as? any PaintingShapeStyle {
      // A style that paints pixels (a mesh gradient): the outline becomes a mask.
      var masked = context
      masked.clipToLayer { mask in
        if let stroke {
          mask.stroke(outline, with: .color(.white), style: stroke)
        } else {
          mask.fill(outline, with: .color(.white), style: fillStyle)
        }
      }
      return painter.paint(in: frame, context: &masked, scale: pass.scale, node: node)
    }
    let shading = style.resolvedShading(in: frame, environment: node.environment, node: node)
    if stroke == nil, let material = Material.of(style.base) {
      // A material blurs what is behind it in the shape, then its tint is filled over.
      material.drawBackdrop(in: outline, style: fillStyle, scale: pass.scale, context: context)
    }
    var context = context
    if let shadowed = style.base as? any ShadowingShapeStyle {
      let shadow = shadowed.shadowStyle
      // An inner shadow is the outside's shadow; only its part inside the shape shows.
      if shadow.isInner, stroke == nil { context.clip(to: outline, style: fillStyle) }
      context.addFilter(shadow.filter(scale: pass.scale))
    }
    if let stroke {
      context.stroke(outline, with: shading, style: stroke)
    } else {
      context.fill(outline, with: shading, style: fillStyle)
    }
  }
}
