import Foundation
import KinetypeRendering

/// The default transition (`.opacity`) of a view inserted or removed without a `.transition`:
/// its subtree drawn at `opacity`, shown in dumps as the `opacity` modifier it stands for.
struct DefaultTransitionBehavior: NodeBehavior {
  /// The opacity, 0…1.
  let opacity: Double

  var kind: String { "opacity" }
  var details: String { ViewFormat.number(CGFloat(opacity)) }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    context.opacity *= min(1, max(0, opacity))
    pass.drawChildren(of: node, in: &context)
  }
}
