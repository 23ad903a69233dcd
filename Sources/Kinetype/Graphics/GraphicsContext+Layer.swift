extension GraphicsContext {
  /// Draws `content` into a new transparent layer, then composites the layer with this
  /// context's opacity, blend mode, filters and clip.
  ///
  /// A group drawn at 50% opacity is not two draws at 50%: where the draws overlap, the group
  /// shows the top one at 50%, the draws show both.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = makeLayerContext()
    try content(&layer)
    composite(layer: layer.target.canvas, applyingFilters: true)
  }

  /// A context over a fresh transparent canvas of the same size, with this transform and a
  /// neutral state (full opacity, normal blend, no clip, no filters).
  func makeLayerContext() -> GraphicsContext {
    let canvas: Canvas
    do {
      canvas = try Canvas(width: target.canvas.width, height: target.canvas.height)
    } catch {
      preconditionFailure("a layer has the size of a valid canvas: \(error)")
    }
    var context = GraphicsContext(target: Target(canvas: canvas, glyphCache: target.glyphCache))
    context.transform = transform
    return context
  }

  /// Filters `layer` (when asked) and composites it onto the target with the context's
  /// opacity, blend mode and clip.
  func composite(layer: Canvas, applyingFilters: Bool) {
    var layer = layer
    if applyingFilters {
      for filter in filters { layer.apply(filter.raster) }
    }
    target.canvas.draw(layer, opacity: opacity, blendMode: blendMode, clip: clipMask)
  }

  /// Runs `draw` directly on the target when no filter is set; otherwise on an implicit layer
  /// that is then filtered and composited, as SwiftUI does.
  func withFilteredTarget(
    _ draw: (inout Canvas, _ opacity: Double, _ blendMode: BlendMode, _ clip: CoverageMask?) -> Void
  ) {
    guard opacity > 0 || blendMode.drawsWithZeroOpacity else { return }
    if filters.isEmpty {
      draw(&target.canvas, opacity, blendMode, clipMask)
      return
    }
    let layer = makeLayerContext()
    draw(&layer.target.canvas, 1, .normal, nil)
    composite(layer: layer.target.canvas, applyingFilters: true)
  }
}

extension GraphicsContext {
  /// Intersects the clip with the alpha of what `content` draws (scaled by `opacity`), as
  /// SwiftUI's `clipToLayer`: text drawn in the layer becomes a stencil for later drawing.
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = [], content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    var layer = makeLayerContext()
    try content(&layer)
    var mask = CoverageMask(alphaOf: layer.target.canvas, opacity: opacity.isFinite ? opacity : 0)
    if options.contains(.inverse) {
      mask = mask.inverted(canvasWidth: target.canvas.width, canvasHeight: target.canvas.height)
    }
    clipMask = clipMask.map { $0.intersecting(mask) } ?? mask
  }
}
