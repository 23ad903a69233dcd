import Foundation
import KinetypeRendering

/// How a render places its root view: proposed the canvas, at the origin or centred in it
/// (on the pixel grid of `scale`), as a window hosts its root view.
package struct RootPlacement: Hashable {
  /// The canvas in points.
  package let width: CGFloat
  package let height: CGFloat
  /// Pixels per point.
  package let scale: CGFloat
  /// Whether the root is centred in the canvas (frames) or at its origin (inspection).
  package let isCentered: Bool

  /// A placement proposing `canvas` at `scale`.
  package init(canvas: CGSize, scale: CGFloat, isCentered: Bool) {
    width = canvas.width
    height = canvas.height
    self.scale = scale
    self.isCentered = isCentered
  }

  /// The canvas proposed to the root.
  package var proposal: ProposedViewSize { ProposedViewSize(CGSize(width: width, height: height)) }

  /// Places `root`: proposed the canvas, centred on whole pixels or at the origin.
  package func place(_ root: ViewNode) {
    let size = root.size(for: proposal)
    var origin = CGPoint.zero
    if isCentered {
      let centred = CGPoint(
        x: ((width - size.width) / 2).roundedToNearestOrUp(toMultipleOf: 1 / scale),
        y: ((height - size.height) / 2).roundedToNearestOrUp(toMultipleOf: 1 / scale))
      if centred.x.isFinite && centred.y.isFinite { origin = centred }
    }
    root.place(at: origin, proposal: proposal)
  }
}
