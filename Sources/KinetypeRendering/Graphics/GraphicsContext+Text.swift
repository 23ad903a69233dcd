import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeText

extension GraphicsContext {
  /// Draws every run of `line` at its laid-out position, in the text's own colors and styles.
  public func draw(_ line: TextLayout.Line, options: DrawingOptions = []) {
    for run in line { draw(run, options: options) }
  }

  /// Draws `run` at its laid-out position.
  public func draw(_ run: TextLayout.Run, options: DrawingOptions = []) {
    drawGlyphs(
      of: run, glyphs: run.glyphs, decorationBounds: run.typographicBounds, options: options)
  }

  /// Draws `slice` (one glyph cluster) at its laid-out position.
  public func draw(_ slice: TextLayout.RunSlice, options: DrawingOptions = []) {
    drawGlyphs(
      of: slice.run, glyphs: slice.glyphs, decorationBounds: slice.typographicBounds,
      options: options)
  }

  /// Draws slices `range` of `run` (indices in the run, visual order) at their laid-out
  /// positions: the pixels of drawing each slice in turn with `options`, with the per-draw work
  /// done once. With filters, or an underline or strikethrough (drawn per slice), it draws
  /// slice by slice.
  func draw(_ run: TextLayout.Run, slices range: Range<Int>, options: DrawingOptions = []) {
    guard !range.isEmpty else { return }
    guard filters.isEmpty, run.underline == nil, run.strikethrough == nil else {
      // Cluster by cluster: `range` holds glyph indices, several to a cluster in a conjunct.
      var index = range.lowerBound
      while index < range.upperBound {
        draw(run[index], options: options)
        index = run.index(after: index)
      }
      return
    }
    // A run's slices partition its glyphs in visual order, so consecutive slices hold
    // consecutive glyphs.
    let glyphs = run[range.lowerBound].startIndex..<run[range.upperBound - 1].endIndex
    drawGlyphs(
      of: run, glyphs: run.glyphs[glyphs], decorationBounds: run.typographicBounds,
      options: options)
  }

  /// Draws every line of `layout`.
  public func draw(_ layout: TextLayout, options: DrawingOptions = []) {
    for line in layout { draw(line, options: options) }
  }

  private func drawGlyphs(
    of run: TextLayout.Run, glyphs: some Collection<TextLayout.Glyph>,
    decorationBounds: TypographicBounds,
    options: DrawingOptions
  ) {
    guard transform.isFinite else { return warn("text skipped: the transform is not finite") }
    let foreground = run.foregroundColor ?? .black
    let paint = Paint.color(foreground)
    let font = run.font
    let hasColor = font.hasColorGlyphs
    let grid = SubpixelGrid(options: options)
    let fontID = target.glyphCacheID(of: font)
    let transform = self.transform
    // Where ink can land, for a tight implicit layer when filters are set.
    var ink = filters.isEmpty ? CGRect.null : decorationBounds.rect
    if !filters.isEmpty {
      for glyph in glyphs {
        ink = ink.union(
          font.glyphImageBounds(glyph.id).offsetBy(dx: glyph.position.x, dy: glyph.position.y))
      }
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
        guard !ink.isNull,
          !ink.offsetBy(dx: glyph.position.x, dy: glyph.position.y).applying(toCanvas)
            .overlap(with: visible).isNull
        else { continue }
        let drawing = hasColor ? font.glyphDrawing(glyph.id) : .outline
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
      drawDecorations(
        of: run, bounds: decorationBounds, paint: paint, into: &canvas,
        transform: transform.concatenating(shift), opacity: opacity, blendMode: blendMode,
        clip: clip)
    }
  }

  /// Underline and strikethrough under `bounds`, as filled rectangles in the run's color.
  private func drawDecorations(
    of run: TextLayout.Run, bounds: TypographicBounds, paint: Paint, into canvas: inout Pixmap,
    transform: CGAffineTransform, opacity: Double, blendMode: BlendMode, clip: CoverageMask?
  ) {
    let font = run.font
    let lines = [
      (run.underline, font.underlinePosition, font.underlineThickness),
      (run.strikethrough, font.strikeoutPosition, font.strikeoutThickness),
    ]
    for case (let style?, let position, let thickness) in lines {
      // Positions are distances above the baseline (FreeType's sign); y grows downward here.
      let rect = CGRect(
        x: bounds.origin.x, y: bounds.origin.y - position - thickness / 2, width: bounds.width,
        height: max(1, thickness))
      canvas.fill(
        Path(rect), with: style.color.map(Paint.color) ?? paint, transform: transform,
        opacity: opacity, blendMode: blendMode, clip: clip)
    }
  }
}
