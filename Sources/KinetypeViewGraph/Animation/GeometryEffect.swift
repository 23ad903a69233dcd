public import Foundation
public import KinetypeCore
import KinetypeMotion
import KinetypeRendering

/// A modifier that draws its view through a transform computed from the view's size, as
/// SwiftUI's `GeometryEffect`; conform to `Animatable` (`animatableData`) to animate it.
///
/// ```swift
/// struct Shake: GeometryEffect {
///   var travel: CGFloat = 10
///   var shakes: CGFloat
///   var animatableData: CGFloat {
///     get { shakes }
///     set { shakes = newValue }
///   }
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(CGAffineTransform(translationX: travel * sin(shakes * .pi * 2), y: 0))
///   }
/// }
/// ```
///
/// The transform applies in the view's own coordinates (origin at its top-left corner); it
/// changes drawing, not layout. A transform with perspective draws the view through a layer
/// (`GraphicsContext.Filter.projectionTransform`).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform for a view of `size`.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// A geometry effect draws itself.
  public func body(content: Content) -> Never { primitiveBody("GeometryEffect") }
}

extension GeometryEffect {
  func makeEffectNodes<C: View>(content: C, in context: ResolveContext) -> [ViewNode] {
    var inner = context
    inner.labels = []
    inner.transitionPlacement = context.transitionPlacement
    let children = inner.resolve(content, component: .child(0))
    let effect = context.animated(self, "geometryEffect")
    let behavior = GeometryEffectBehavior(
      kind: ViewGraph.typeName(Self.self), transform: { effect.effectValue(size: $0) })
    return children.enumerated().map { index, child in
      ViewNode(
        identity: children.count == 1
          ? context.identity : context.identity.appending(.child(index)),
        labels: context.labels, environment: context.environment, behavior: behavior,
        children: [child], graph: context.graph)
    }
  }
}

/// Draws a child through a geometry effect's transform, in the child's coordinates.
struct GeometryEffectBehavior: NodeBehavior {
  let kind: String
  let transform: (CGSize) -> ProjectionTransform

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? {
    node.children.first?.explicitAlignment(key, size: size, proposal: proposal)
  }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    let frame = pass.pixelFrame(of: node)
    ProjectionDrawing.draw(
      transform(frame.size), kind: kind, frame: frame, node: node, in: &context
    ) { pass.drawChildren(of: node, in: &$0) }
  }
}

/// Drawing through a projection: what geometry effects and visual effects share.
package enum ProjectionDrawing {
  /// Draws `content` through `projection` in the coordinates of `frame` (its origin at the
  /// frame's top-left corner): affine ones by the context's transform, others through a
  /// layer; a transform that is not finite is ignored with a warning naming `kind`.
  package static func draw(
    _ projection: ProjectionTransform, kind: String, frame: CGRect, node: ViewNode,
    in context: inout GraphicsContext, content: (inout GraphicsContext) -> Void
  ) {
    guard projection.isFinite else {
      node.graph.warn("\(kind) returned a transform that is not finite; it is ignored", at: node)
      return content(&context)
    }
    context.translateBy(x: frame.minX, y: frame.minY)
    if projection.isAffine {
      context.concatenate(
        CGAffineTransform(
          a: projection.m11, b: projection.m12, c: projection.m21, d: projection.m22,
          tx: projection.m31, ty: projection.m32))
      context.translateBy(x: -frame.minX, y: -frame.minY)
      content(&context)
    } else {
      context.addFilter(.projectionTransform(projection))
      context.translateBy(x: -frame.minX, y: -frame.minY)
      context.drawLayer { layer in content(&layer) }
    }
  }
}
