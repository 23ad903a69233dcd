public import Foundation
public import KinetypeCore
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
///     ProjectionTransform(Transform(translationX: travel * sin(shakes * .pi * 2), y: 0))
///   }
/// }
/// ```
///
/// The transform applies in the view's own coordinates (origin at its top-left corner); it
/// changes drawing, not layout. Kinetype draws the affine part of a projection.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform for a view of `size`.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// A geometry effect draws itself.
  public func body(content: Content) -> Never { primitiveBody("GeometryEffect") }
}

/// A 3×3 projective transform, as SwiftUI's `ProjectionTransform` (row vectors: a point
/// (x, y, 1) maps to (x·m11 + y·m21 + m31, x·m12 + y·m22 + m32) / (x·m13 + y·m23 + m33)).
public struct ProjectionTransform: Hashable, Sendable {
  /// Matrix entries, row by row. Default: the identity.
  public var m11 = 1.0, m12 = 0.0, m13 = 0.0
  /// Second row.
  public var m21 = 0.0, m22 = 1.0, m23 = 0.0
  /// Third row.
  public var m31 = 0.0, m32 = 0.0, m33 = 1.0

  /// The identity.
  public init() {}

  /// The projection of an affine transform.
  public init(_ transform: Transform) {
    m11 = transform.a
    m12 = transform.b
    m21 = transform.c
    m22 = transform.d
    m31 = transform.tx
    m32 = transform.ty
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform is affine (no perspective).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform followed by `other`.
  public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
    var r = ProjectionTransform()
    r.m11 = m11 * other.m11 + m12 * other.m21 + m13 * other.m31
    r.m12 = m11 * other.m12 + m12 * other.m22 + m13 * other.m32
    r.m13 = m11 * other.m13 + m12 * other.m23 + m13 * other.m33
    r.m21 = m21 * other.m11 + m22 * other.m21 + m23 * other.m31
    r.m22 = m21 * other.m12 + m22 * other.m22 + m23 * other.m32
    r.m23 = m21 * other.m13 + m22 * other.m23 + m23 * other.m33
    r.m31 = m31 * other.m11 + m32 * other.m21 + m33 * other.m31
    r.m32 = m31 * other.m12 + m32 * other.m22 + m33 * other.m32
    r.m33 = m31 * other.m13 + m32 * other.m23 + m33 * other.m33
    return r
  }

  /// The affine part (perspective dropped, scaled by 1/m33).
  var affine: Transform {
    let w = m33 == 0 ? 1 : m33
    return Transform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
  }
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
    let projection = transform(frame.size)
    if !projection.isAffine {
      node.graph.warn("\(kind): Kinetype draws the affine part of a projection", at: node)
    }
    context.translateBy(x: frame.minX, y: frame.minY)
    context.concatenate(projection.affine)
    context.translateBy(x: -frame.minX, y: -frame.minY)
    pass.drawChildren(of: node, in: &context)
  }
}
