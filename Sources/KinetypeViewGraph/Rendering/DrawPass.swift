import Foundation
import KinetypeCore
import KinetypeRendering

/// One drawing of a laid-out tree: the pixel grid frames snap to, and debug options.
///
/// The context a node draws into has root points as its user space (the pass scales by the
/// display scale once); each node draws at its frame rounded to the pixel grid.
package final class DrawPass {
  /// Pixels per point.
  package let scale: CGFloat
  /// Whether to outline every view's frame after drawing it.
  package let showsFrameOutlines: Bool

  package init(scale: CGFloat, showsFrameOutlines: Bool) {
    self.scale = scale
    self.showsFrameOutlines = showsFrameOutlines
  }

  /// The node's frame snapped to the pixel grid (SwiftUI's rounding: each edge to the
  /// nearest pixel, halves up).
  package func pixelFrame(of node: ViewNode) -> CGRect {
    node.frame.roundedToPixels(1 / scale)
  }

  /// Draws `node` and its subtree through a copy of `context`.
  package func draw(_ node: ViewNode, in context: GraphicsContext) {
    guard node.isPlaced else { return }
    let frame = node.frame
    guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.size.isFinite else {
      node.graph.warn(
        "\(node.behavior.kind) has the frame \(ViewFormat.rect(frame)); it is not drawn",
        at: node)
      return
    }
    var copy = context
    // Colors with a dark variant draw as the view's environment says.
    copy.colorScheme = node.environment.colorScheme
    node.behavior.draw(node: node, in: &copy, pass: self)
  }

  /// Draws the children of `node` in order of `zIndex` (stable), then its outline when asked.
  package func drawChildren(of node: ViewNode, in context: inout GraphicsContext) {
    let ordered = node.children.enumerated().sorted {
      ($0.element.traits.zIndex, $0.offset) < ($1.element.traits.zIndex, $1.offset)
    }
    for (_, child) in ordered { draw(child, in: context) }
  }
}
