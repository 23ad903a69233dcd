import Foundation
import KinetypeCore
import KinetypeRaster

extension GraphicsContext {
  /// Draws `content` into a new transparent layer, then composites the layer with this
  /// context's opacity, blend mode, filters and clip.
  ///
  /// A group drawn at 50% opacity is not two draws at 50%: where the draws overlap, the group
  /// shows the top one at 50%, the draws show both.
  ///
  /// Only the part of the layer that was drawn on, grown by the filters' reach, is filtered
  /// and composited (a caption's shadow blurs the rows it covers, not the frame): the result
  /// is the same, because pixels left out stay transparent through every filter that keeps
  /// transparent pixels clear, and compositing nothing changes nothing.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    try drawLayer(croppingToInk: true, content: content)
  }

  /// ``drawLayer(content:)``, with the crop to the drawn area on or off (off: the whole
  /// layer is filtered and composited; tests compare the two).
  func drawLayer(croppingToInk: Bool, content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = makeLayerContext()
    try content(&layer)
    for warning in layer.target.warnings { target.warn(warning) }
    let canvas = layer.target.canvas
    let reach = filters.reduce(0.0) { $0 + $1.raster.reach }
    if croppingToInk, blendMode.isBoundedByAlpha, reach.isFinite,
      filters.allSatisfy(\.raster.keepsTransparentPixelsClear), let ink = canvas.inkArea
    {
      guard ink.width > 0 else { return }
      // A blur's kernel ends within ⌈3σ⌉ + 1 pixels: the exact kernel's at ⌈3σ⌉, three
      // extended boxes of radius r (r(r + 1) ≤ σ²) at 3(r + 1) ≤ ⌈3σ⌉ + 1; a shadow's moved
      // alpha reaches its offset rounded up. So nothing the whole layer shows is left out.
      let grow = Int(reach) + 1
      // On multiples of 4, so a dithered blur's 4×4 pattern stays where the whole layer has it.
      let x0 = max(0, ink.x - grow) & ~3
      let y0 = max(0, ink.y - grow) & ~3
      let x1 = min(canvas.width, ink.x + ink.width + grow)
      let y1 = min(canvas.height, ink.y + ink.height + grow)
      let part = canvas.cropped(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
      for (pixels, mode) in filtered(part, origin: (x0, y0)) {
        target.canvas.draw(
          pixels, atX: x0, y: y0, opacity: opacity, blendMode: mode, clip: clipMask)
      }
      return
    }
    for (pixels, mode) in filtered(canvas, origin: (0, 0)) {
      target.canvas.draw(pixels, opacity: opacity, blendMode: mode, clip: clipMask)
    }
  }

  /// `layer` (whose top-left corner is at `origin` on the canvas) through the filters, as the
  /// layers to composite in order with their blend modes: one, unless a shadow with
  /// ``ShadowOptions/disablesGroup`` splits the shadow from the drawing.
  func filtered(_ layer: Pixmap, origin: (x: Int, y: Int)) -> [(Pixmap, BlendMode)] {
    var parts = [(layer, blendMode)]
    for filter in filters {
      let raster = filter.raster(layerOrigin: origin)
      guard filter.disablesGroup, case .shadow(let shadow) = raster.kind else {
        for index in parts.indices { parts[index].0.apply(raster) }
        continue
      }
      var alone = shadow
      alone.options.insert(.only)
      alone.blendMode = .normal
      let shadowMode = shadow.blendMode == .normal ? blendMode : shadow.blendMode
      parts = parts.flatMap { pixels, mode in
        let shade = (
          pixels.applying(KinetypeRaster.Filter(.shadow(alone), isLinear: raster.isLinear)),
          shadowMode
        )
        if shadow.options.contains(.only) { return [shade] }
        return shadow.options.contains(.above) ? [(pixels, mode), shade] : [shade, (pixels, mode)]
      }
    }
    return parts
  }

  /// A context over a fresh transparent canvas of the same size, with this transform and text
  /// defaults and a neutral state (full opacity, normal blend, no clip, no filters).
  func makeLayerContext() -> GraphicsContext {
    let canvas: Pixmap
    do {
      canvas = try Pixmap(
        width: target.canvas.width, height: target.canvas.height,
        limits: Limits().admitting(width: target.canvas.width, height: target.canvas.height))
    } catch {
      preconditionFailure("a layer has the size of a valid canvas: \(error)")
    }
    var context = GraphicsContext(
      target: Target(canvas: canvas, glyphCache: target.glyphCache, limits: target.limits))
    context.transform = transform
    context.textDefaults = textDefaults
    context.textOutline = textOutline
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
    bounds: CGRect? = nil,
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
    let full = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    var area = full
    let reach = filters.reduce(0.0) { $0 + $1.raster.reach }
    if let bounds, blendMode.isBoundedByAlpha, !bounds.isNull, reach.isFinite,
      filters.allSatisfy(\.raster.keepsTransparentPixelsClear)
    {
      area = bounds.insetBy(dx: -reach - 1, dy: -reach - 1).integral.overlap(with: full)
      guard !area.isNull, !area.isEmpty, area.origin.isFinite, area.width.isFinite,
        area.height.isFinite
      else { return }
    }
    let origin = (x: Int(saturating: area.minX), y: Int(saturating: area.minY))
    var layer: Pixmap
    do {
      let width = Int(saturating: area.width)
      let height = Int(saturating: area.height)
      layer = try Pixmap(
        width: width, height: height,
        limits: Limits().admitting(width: target.canvas.width, height: target.canvas.height))
    } catch {
      preconditionFailure("an implicit layer fits inside a valid canvas: \(error)")
    }
    draw(&layer, origin, 1, .normal, nil)
    for (pixels, mode) in filtered(layer, origin: origin) {
      target.canvas.draw(
        pixels, atX: origin.x, y: origin.y, opacity: opacity, blendMode: mode, clip: clipMask)
    }
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
    for warning in layer.target.warnings { target.warn(warning) }
    var mask = CoverageMask(alphaOf: layer.target.canvas, opacity: opacity.isFinite ? opacity : 0)
    if options.contains(.inverse) {
      mask = mask.inverted(canvasWidth: target.canvas.width, canvasHeight: target.canvas.height)
    }
    clipMask = clipMask.map { $0.intersecting(mask) } ?? mask
  }
}
