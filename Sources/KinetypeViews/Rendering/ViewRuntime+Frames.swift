import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeViewGraph

extension ViewRuntime {
  /// Plays the pre-pass on a thread with a large stack (deep view trees).
  ///
  /// - Throws: ``ViewScriptError`` for a script action that cannot be played; the error of a
  ///   font that cannot load.
  package func run() throws {
    try ViewRendering.onLargeStack { try self.play() }
  }

  /// The views at `time` resolved as a frame: the tree of the last update at or before
  /// `time`, with state, animations and transitions at `time`.
  func resolveFrame(at time: Double, scale: CGFloat) -> (ViewGraph, ViewNode)? {
    resolveTree(at: time, update: updateIndex(at: time), scale: scale)
  }

  /// The root view's ideal size at `time`, in points.
  ///
  /// - Throws: the error of a font that cannot load.
  package func idealSize(at time: Double, scale: CGFloat) throws -> CGSize {
    try ViewRendering.onLargeStack {
      guard let (graph, root) = self.resolveFrame(at: time, scale: scale) else { return .zero }
      let size = ViewTime.$frame.withValue(time) { root.size(for: .unspecified) }
      if let error = graph.firstError { throw error }
      return size
    }
  }

  /// The laid-out tree at `time` (see ``ViewLayoutInspection``): the views proposed `canvas`
  /// points and placed at the origin, as `ImageRenderer.layoutInspection()` places them.
  ///
  /// - Throws: the error of a font that cannot load, too many views.
  package func layoutInspection(at time: Double, canvas: CGSize, scale: CGFloat) throws
    -> ViewLayoutInspection
  {
    try ViewRendering.onLargeStack {
      try ViewTime.$frame.withValue(time) {
        guard let (graph, root) = self.resolveFrame(at: time, scale: scale) else {
          throw ViewRenderError("the view has not been played")
        }
        let placement = RootPlacement(canvas: canvas, scale: scale, isCentered: false)
        let size = root.size(for: placement.proposal)
        placement.place(root)
        graph.finishLayout(root: root, placement: placement)
        if let error = graph.firstError { throw error }
        return ViewLayoutInspection(LaidOutView(graph: graph, root: root, size: size), scale: scale)
      }
    }
  }

  /// Renders the frame at `time`: the views proposed `canvas` points and centred in it, at
  /// `scale` pixels per point, on `background`; with the warnings resolving and drawing that
  /// frame raised (each once). The frame starts as `underlay` when it is given at the frame's
  /// pixel size (what is under every frame, drawn once).
  ///
  /// - Throws: ``ViewRenderError`` or `RasterError` when the frame cannot be drawn; the error
  ///   of a font that cannot load.
  package func render(
    at time: Double, canvas: CGSize, scale: CGFloat, background: Color, underlay: Pixmap? = nil
  ) throws -> (Pixmap, [Warning]) {
    try ViewRendering.onLargeStack {
      try ViewTime.$frame.withValue(time) {
        guard let (graph, root) = self.resolveFrame(at: time, scale: scale) else {
          throw ViewRenderError("the view has not been played")
        }
        return try ViewRendering.drawCentered(
          graph: graph, root: root, canvas: canvas, scale: scale, background: background,
          underlay: underlay)
      }
    }
  }
}
