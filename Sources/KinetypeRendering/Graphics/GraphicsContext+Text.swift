import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeText

extension GraphicsContext {
  /// Draws every run of `line` at its laid-out position, in the text's own colors and styles.
  public func draw(_ line: Text.Layout.Line, options: DrawingOptions = []) {
    for run in line { draw(run, options: options) }
  }

  /// Draws `run` at its laid-out position.
  public func draw(_ run: Text.Layout.Run, options: DrawingOptions = []) {
    drawGlyphs(
      of: run, glyphs: run.glyphs, decorationBounds: run.typographicBounds, options: options)
  }

  /// Draws `slice` (one glyph cluster) at its laid-out position.
  public func draw(_ slice: Text.Layout.RunSlice, options: DrawingOptions = []) {
    drawGlyphs(
      of: slice.run, glyphs: slice.glyphs, decorationBounds: slice.typographicBounds,
      options: options)
  }

  /// Draws slices `range` of `run` (indices in the run, visual order) at their laid-out
  /// positions: the pixels of drawing each slice in turn with `options`, with the per-draw work
  /// done once. With filters, or an underline or strikethrough (drawn per slice), it draws
  /// slice by slice.
  func draw(_ run: Text.Layout.Run, slices range: Range<Int>, options: DrawingOptions = []) {
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
  public func draw(_ layout: Text.Layout, options: DrawingOptions = []) {
    for line in layout { draw(line, options: options) }
  }

  /// Draws `glyphs` of `run` in its color, with its underline and strikethrough under
  /// `decorationBounds`.
  private func drawGlyphs(
    of run: Text.Layout.Run, glyphs: some Collection<Text.Layout.Glyph>,
    decorationBounds: TypographicBounds,
    options: DrawingOptions
  ) {
    // The run goes along only when it has a line to draw: copying a run into the optional
    // tuple for every draw was 1 % of a render-only frame.
    let decorated = run.underline != nil || run.strikethrough != nil
    drawGlyphs(
      glyphs.lazy.map { PlacedGlyph(id: $0.id, position: $0.position) }, font: run.font,
      foreground: run.foregroundColor ?? .black,
      decorations: decorated ? (run, decorationBounds) : nil, options: options)
  }

  /// Underline and strikethrough under `bounds`, as filled rectangles in the run's color.
  func drawDecorations(
    of run: Text.Layout.Run, bounds: TypographicBounds, paint: Paint, into canvas: inout Pixmap,
    transform: CGAffineTransform, opacity: Double, blendMode: BlendMode, clip: CoverageMask?,
    outline: TextOutline? = nil
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
      if let outline {
        // A rectangle grown by a disc: the rectangle grown by the width, its corners rounded.
        let width = outline.width
        canvas.fill(
          Path(
            roundedRect: rect.insetBy(dx: -width, dy: -width), cornerRadius: width,
            style: .circular),
          with: paint, transform: transform, opacity: opacity, blendMode: blendMode, clip: clip)
        continue
      }
      canvas.fill(
        Path(rect), with: style.color.map { .color($0.resolved(in: colorScheme)) } ?? paint,
        transform: transform,
        opacity: opacity, blendMode: blendMode, clip: clip)
    }
  }
}
