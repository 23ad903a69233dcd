import Foundation
import KinetypeRendering
import KinetypeViewGraph

extension View {
  /// Applies effects that depend on where this view is, as SwiftUI's `visualEffect(_:)`:
  /// `effect` receives an empty effect to build on and the view's geometry (its size and its
  /// frame in any coordinate space, as a `GeometryReader` would see it), without a
  /// `GeometryReader` in the layout.
  ///
  /// ```swift
  /// Text(word).visualEffect { content, proxy in
  ///   content.hueRotation(.degrees(proxy.frame(in: .global).origin.y / 8))
  /// }
  /// ```
  ///
  /// The closure runs when the view is drawn, after layout: effects never change layout.
  /// `.global` is the rendered root view's space; inside a `ScrollView` the frame moves with
  /// the scroll offset.
  public func visualEffect<Effect: VisualEffect>(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
  ) -> some View {
    modifier(VisualEffectModifier(effect: { effect($0, $1).steps }))
  }
}

struct VisualEffectModifier: NodeModifier {
  let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> [VisualEffectStep]

  func behavior(in context: ResolveContext) -> any NodeBehavior {
    VisualEffectBehavior(effect: effect)
  }
}

/// Builds the effect from the node's placed geometry when it is drawn.
struct VisualEffectBehavior: NodeBehavior {
  let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> [VisualEffectStep]

  var kind: String { "visualEffect" }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    let proxy = GeometryProxy(node: node)
    EffectDrawing.draw(effect(EmptyVisualEffect(), proxy), node: node, in: &context, pass: pass)
  }
}
