import Foundation
import KinetypeRendering

extension LayoutSubviews {
  /// Places each subview at its origin in `origins` (relative to `bounds`' corner) with its
  /// proposal in `proposals`: how the stack layouts place what they arranged.
  package func place(
    at origins: [CGPoint], proposals: [ProposedViewSize], in bounds: CGRect
  ) {
    for (index, subview) in zip(0..., self) {
      subview.place(
        at: CGPoint(x: bounds.minX + origins[index].x, y: bounds.minY + origins[index].y),
        proposal: proposals[index])
    }
  }
}
