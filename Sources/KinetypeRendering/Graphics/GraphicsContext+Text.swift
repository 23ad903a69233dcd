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
      for index in range { draw(run[index], options: options) }
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
    let paint = Paint.color(run.foregroundColor ?? .black)
    let font = run.font
    let grid = SubpixelGrid(options: options)
    let cache = target.glyphCache
    let fontID = target.glyphCacheID(of: font)
    let transform = self.transform
    // Where ink can land, for a tight implicit layer when filters are set.
    var ink = filters.isEmpty ? Rect.null : decorationBounds.rect
    if !filters.isEmpty {
      for glyph in glyphs {
        ink = ink.union(
          font.glyphImageBounds(glyph.id).offsetBy(dx: glyph.position.x, dy: glyph.position.y))
      }
    }
    withFilteredTarget(bounds: ink.applying(transform)) {
      canvas, origin, opacity, blendMode, clip in
      let shift = Transform(translationX: Double(-origin.x), y: Double(-origin.y))
      // The paint resolved once for every glyph (nil: each composite reports the bad value).
      let prepared = PreparedPaint(paint, opacity: opacity)
      for glyph in glyphs {
        let mask: CoverageMask
        if transform.isTranslationOnly {
          let position = glyph.position.applying(transform)
          // Far off any canvas (which is at most 16,384 px a side): nothing to draw.
          guard abs(position.x) < 1e7, abs(position.y) < 1e7 else { continue }
          let snapped = grid.snap(position)
          let key = GlyphCache.Key(
            font: fontID, glyph: glyph.id, binX: Int16(clamping: snapped.binX),
            binY: Int16(clamping: snapped.binY), grid: grid)
          let cached = cache.mask(for: key) {
            let offset = Transform(
              translationX: Double(snapped.binX) / Double(grid.horizontal),
              y: Double(snapped.binY) / Double(grid.vertical))
            return Rasterizer.coverage(of: font.glyphPath(glyph.id), transform: offset)
          }
          mask = cached.offsetBy(x: snapped.pixelX - origin.x, y: snapped.pixelY - origin.y)
        } else {
          // Rotated, scaled or skewed: rasterize the transformed outline, never a resampled bitmap.
          let placement = Transform(translationX: glyph.position.x, y: glyph.position.y)
            .concatenating(transform).concatenating(shift)
          mask = Rasterizer.coverage(of: font.glyphPath(glyph.id), transform: placement)
        }
        if let prepared {
          canvas.composite(mask, with: prepared, blendMode: blendMode, clip: clip)
        } else {
          canvas.composite(mask, with: paint, opacity: opacity, blendMode: blendMode, clip: clip)
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
    transform: Transform, opacity: Double, blendMode: BlendMode, clip: CoverageMask?
  ) {
    let font = run.font
    let lines = [
      (run.underline, font.underlinePosition, font.underlineThickness),
      (run.strikethrough, font.strikeoutPosition, font.strikeoutThickness),
    ]
    for case (let style?, let position, let thickness) in lines {
      // Positions are distances above the baseline (FreeType's sign); y grows downward here.
      let rect = Rect(
        x: bounds.origin.x, y: bounds.origin.y - position - thickness / 2, width: bounds.width,
        height: max(1, thickness))
      canvas.fill(
        Path(rect), with: style.color.map(Paint.color) ?? paint, transform: transform,
        opacity: opacity, blendMode: blendMode, clip: clip)
    }
  }
}
