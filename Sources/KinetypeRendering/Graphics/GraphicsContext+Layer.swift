extension GraphicsContext {
  /// Draws `content` into a new transparent layer, then composites the layer with this
  /// context's opacity, blend mode, filters and clip.
  ///
  /// A group drawn at 50% opacity is not two draws at 50%: where the draws overlap, the group
  /// shows the top one at 50%, the draws show both.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = makeLayerContext()
    try content(&layer)
    var pixels = layer.target.canvas
    for filter in filters { pixels.apply(filter.raster) }
    target.canvas.draw(pixels, opacity: opacity, blendMode: blendMode, clip: clipMask)
  }

  /// A context over a fresh transparent canvas of the same size, with this transform and a
  /// neutral state (full opacity, normal blend, no clip, no filters).
  func makeLayerContext() -> GraphicsContext {
    let canvas: Pixmap
    do {
      canvas = try Pixmap(width: target.canvas.width, height: target.canvas.height)
    } catch {
      preconditionFailure("a layer has the size of a valid canvas: \(error)")
    }
    var context = GraphicsContext(target: Target(canvas: canvas, glyphCache: target.glyphCache))
    context.transform = transform
    return context
  }

  /// Runs `draw` directly on the target when no filter is set; otherwise on an implicit layer
  /// that is then filtered and composited, as SwiftUI does.
  ///
  /// `bounds` (canvas pixels) is where the draw can put ink, when known: the implicit layer then
  /// covers only that rectangle grown by the filters' reach (a per-glyph blur touches a few
  /// hundred pixels, not the whole frame). The result is the same as with a full-size layer,
  /// because pixels the layer leaves out stay transparent through every filter.
  ///
  /// `draw` receives the canvas, the offset of that canvas's origin in the target, and the
  /// opacity, blend mode and clip to draw with.
  func withFilteredTarget(
    bounds: Rect? = nil,
    _ draw: (
      inout Pixmap, _ origin: (x: Int, y: Int), _ opacity: Double, _ blendMode: BlendMode,
      _ clip: CoverageMask?
    ) -> Void
  ) {
    guard opacity > 0 || !blendMode.isBoundedByAlpha else { return }
    if filters.isEmpty {
      draw(&target.canvas, (0, 0), opacity, blendMode, clipMask)
      return
    }
    let full = Rect(x: 0, y: 0, width: size.width, height: size.height)
    var area = full
    if let bounds, blendMode.isBoundedByAlpha, !bounds.isNull {
      let reach = filters.reduce(0.0) { $0 + $1.raster.reach }
      area = bounds.insetBy(dx: -reach - 1, dy: -reach - 1).integral.intersection(full)
      guard !area.isNull, !area.isEmpty, area.origin.isFinite, area.width.isFinite,
        area.height.isFinite
      else { return }
    }
    let origin = (x: Int(saturating: area.minX), y: Int(saturating: area.minY))
    var layer: Pixmap
    do {
      layer = try Pixmap(width: Int(saturating: area.width), height: Int(saturating: area.height))
    } catch {
      preconditionFailure("an implicit layer fits inside a valid canvas: \(error)")
    }
    draw(&layer, origin, 1, .normal, nil)
    for filter in filters { layer.apply(filter.raster) }
    target.canvas.draw(
      layer, atX: origin.x, y: origin.y, opacity: opacity, blendMode: blendMode, clip: clipMask)
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
