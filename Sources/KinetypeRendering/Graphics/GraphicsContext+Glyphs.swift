import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeText

extension GraphicsContext {
  /// A glyph to draw that need not come from the layout: a glyph of any face, at a pen position
  /// on the baseline in user space.
  struct PlacedGlyph {
    var id: GlyphID
    var position: CGPoint
  }

  /// Draws `glyphs` of `font` in `color`, through this context's opacity, transform, clip and
  /// filters, as ``draw(_:options:)-(Text.Layout.RunSlice,_)`` draws a slice (the same
  /// ``GlyphDrawer``: glyph cache, subpixel grid, colour glyphs, culling and the bound on large
  /// masks) but without decorations. `color` fills outlines and is the foreground of colour
  /// glyphs; bitmaps keep their own colours.
  ///
  /// How effects draw what the layout does not hold: a scrambled character (a glyph looked up
  /// in the run's face, ``KinetypeText/FontFace/glyph(for:)``), a glyph of the run's face at
  /// other variation coordinates (``KinetypeText/FontFace/variant(_:)``), a slice in another
  /// color (a karaoke highlight). The glyph cache keys each variant face apart, since its
  /// ``KinetypeText/FontFace/cacheKey`` holds its coordinates.
  func drawGlyphs(
    _ glyphs: [PlacedGlyph], font: FontFace, color: Color, options: DrawingOptions = []
  ) {
    guard !glyphs.isEmpty else { return }
    drawGlyphs(glyphs, font: font, foreground: color, decorations: nil, options: options)
  }

  /// Draws `slice` at its laid-out position in `color` instead of its run's color (no
  /// decorations).
  func draw(_ slice: Text.Layout.RunSlice, color: Color, options: DrawingOptions = []) {
    drawGlyphs(
      slice.glyphs.lazy.map { PlacedGlyph(id: $0.id, position: $0.position) }, font: slice.font,
      foreground: color, decorations: nil, options: options)
  }

  /// The one glyph path: draws `glyphs` of `font` (outlines filled with `foreground`, colour
  /// glyphs in their colours) through ``GlyphDrawer``, then `decorations`' underline and
  /// strikethrough under their bounds.
  func drawGlyphs(
    _ glyphs: some Collection<PlacedGlyph>, font: FontFace, foreground: Color,
    decorations: (run: Text.Layout.Run, bounds: TypographicBounds)?, options: DrawingOptions
  ) {
    guard transform.isFinite else { return warn("text skipped: the transform is not finite") }
    // The colours of the context's appearance (a system colour's dark variant in the dark).
    let foreground = foreground.resolved(in: colorScheme)
    var outline = textOutline
    if let color = outline?.color { outline?.color = color.resolved(in: colorScheme) }
    // Inside drawTextOutline: each glyph's outline in the outline's colour, its ink grown.
    let paint = Paint.color(outline?.color ?? foreground)
    let grow = outline?.width ?? 0
    let hasColor = font.hasColorGlyphs
    let grid = SubpixelGrid(options: options)
    let fontID = target.glyphCacheID(of: font)
    let transform = self.transform
    // Where ink can land, for a tight implicit layer when filters are set.
    var ink = CGRect.null
    if !filters.isEmpty {
      if let decorations { ink = decorations.bounds.rect.insetBy(dx: -grow, dy: -grow) }
      for glyph in glyphs {
        let bounds = font.glyphImageBounds(glyph.id)
        guard !bounds.isNull else { continue }
        ink = ink.union(
          bounds.insetBy(dx: -grow, dy: -grow).offsetBy(dx: glyph.position.x, dy: glyph.position.y))
      }
      // Nothing to blur, shadow or tint: no layer either.
      if ink.isNull { return }
    }
    withFilteredTarget(bounds: ink.applying(transform)) {
      canvas, origin, opacity, blendMode, clip in
      let shift = CGAffineTransform(translationX: Double(-origin.x), y: Double(-origin.y))
      // The paint resolved once for every glyph (nil: each composite reports the bad value).
      let prepared = PreparedPaint(paint, opacity: opacity)
      let drawer = GlyphDrawer(
        font: font, fontID: fontID, foreground: foreground, grid: grid, cache: target.glyphCache,
        transform: transform, shift: shift, origin: origin)
      // Glyphs whose ink misses the canvas are skipped before anything is rasterized: a
      // space, or the rest of a long line at a large size (20,000 glyphs at 16,384 px once
      // made every one of them a mask).
      let toCanvas = transform.concatenating(shift)
      let visible = CGRect(
        x: -2, y: -2, width: Double(canvas.width) + 4, height: Double(canvas.height) + 4)
      for glyph in glyphs {
        let ink = font.glyphImageBounds(glyph.id)
        // Kinetype's inlined rectangle arithmetic: Foundation's `insetBy` and `intersection`
        // are calls into libFoundation, once per glyph per frame (4 % of a render-only frame).
        guard !ink.isNull,
          !CGRect(
            x: ink.origin.x - grow + glyph.position.x, y: ink.origin.y - grow + glyph.position.y,
            width: ink.size.width + 2 * grow, height: ink.size.height + 2 * grow
          ).applying(toCanvas).overlap(with: visible).isNull
        else { continue }
        let drawing = hasColor ? font.glyphDrawing(glyph.id) : .outline
        if let outline {
          let size = (width: canvas.width, height: canvas.height)
          let mask: CoverageMask? =
            switch drawing {
            case .outline, .undrawable:
              drawer.outlineMask(
                glyph.id, ink: ink, at: glyph.position, outline: outline, canvas: size)
            case .layers(let layers):
              drawer.layersOutline(layers, at: glyph.position, outline: outline, canvas: size)
            case .bitmap, .paint:
              drawer.silhouetteOutline(
                glyph.id, drawing, at: glyph.position, outline: outline, canvas: canvas)
            }
          if let mask, let prepared {
            canvas.composite(mask, with: prepared, blendMode: blendMode, clip: clip)
          } else if let mask {
            canvas.composite(mask, with: paint, opacity: opacity, blendMode: blendMode, clip: clip)
          }
          continue
        }
        switch drawing {
        case .outline, .undrawable:
          guard
            let mask = drawer.mask(
              glyph.id, ink: ink, at: glyph.position, canvas: (canvas.width, canvas.height))
          else { continue }
          if let prepared {
            canvas.composite(mask, with: prepared, blendMode: blendMode, clip: clip)
          } else {
            canvas.composite(mask, with: paint, opacity: opacity, blendMode: blendMode, clip: clip)
          }
        case .layers(let layers):
          // COLR v0, grouped when faded or blended so the glyph changes as one.
          drawer.drawAsGroup(
            into: &canvas, opacity: opacity, blendMode: blendMode, clip: clip, layers: layers,
            at: glyph.position)
        case .bitmap, .paint:
          if let placed = drawer.image(glyph.id, drawing, at: glyph.position, canvas: canvas) {
            canvas.draw(
              placed.image, atX: placed.x, y: placed.y, opacity: opacity, blendMode: blendMode,
              clip: clip)
          }
        }
      }
      if let decorations {
        drawDecorations(
          of: decorations.run, bounds: decorations.bounds, paint: paint, into: &canvas,
          transform: toCanvas, opacity: opacity, blendMode: blendMode, clip: clip,
          outline: outline)
      }
    }
  }
}
