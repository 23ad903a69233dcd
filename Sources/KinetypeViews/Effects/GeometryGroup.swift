import KinetypeViewGraph

extension View {
  /// Isolates this view's geometry from its parent's animations, as SwiftUI's
  /// `geometryGroup()`: the parent's animated frame reaches the subtree as one value instead
  /// of each descendant animating on its own. A still render draws the view unchanged.
  public func geometryGroup() -> some View { modifier(GeometryGroupModifier()) }
}

struct GeometryGroupModifier: NodeModifier {
  func behavior(in context: ResolveContext) -> any NodeBehavior { GeometryGroupBehavior() }
}

/// Lays out and draws its child unchanged; it marks where views in time resolve geometry.
struct GeometryGroupBehavior: NodeBehavior {
  var kind: String { "geometryGroup" }
}
