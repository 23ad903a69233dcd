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

  /// Draws `glyphs` of `font` filled with `color`, through this context's opacity, transform,
  /// clip and filters, as ``draw(_:options:)-(TextLayout.RunSlice,_)`` draws a slice (same glyph
  /// cache, same subpixel grid) but without decorations.
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
    guard transform.isFinite else { return warn("text skipped: the transform is not finite") }
    let paint = Paint.color(color)
    let grid = SubpixelGrid(options: options)
    let cache = target.glyphCache
    let fontID = target.glyphCacheID(of: font)
    let transform = self.transform
    var ink = CGRect.null
    if !filters.isEmpty {
      for glyph in glyphs {
        let bounds = font.glyphImageBounds(glyph.id)
        if !bounds.isNull {
          ink = ink.union(bounds.offsetBy(dx: glyph.position.x, dy: glyph.position.y))
        }
      }
      if ink.isNull { return }
    }
    withFilteredTarget(bounds: ink.isNull ? nil : ink.applying(transform)) {
      canvas, origin, opacity, blendMode, clip in
      let shift = CGAffineTransform(translationX: Double(-origin.x), y: Double(-origin.y))
      let prepared = PreparedPaint(paint, opacity: opacity)
      for glyph in glyphs {
        let mask: CoverageMask
        if transform.isTranslationOnly {
          let position = glyph.position.applying(transform)
          guard abs(position.x) < 1e7, abs(position.y) < 1e7 else { continue }
          let snapped = grid.snap(position)
          let key = GlyphCache.Key(
            font: fontID, glyph: glyph.id, binX: Int16(clamping: snapped.binX),
            binY: Int16(clamping: snapped.binY), grid: grid)
          let cached = cache.mask(for: key) {
            let offset = CGAffineTransform(
              translationX: Double(snapped.binX) / Double(grid.horizontal),
              y: Double(snapped.binY) / Double(grid.vertical))
            return Rasterizer.coverage(of: font.glyphPath(glyph.id), transform: offset)
          }
          mask = cached.offsetBy(x: snapped.pixelX - origin.x, y: snapped.pixelY - origin.y)
        } else {
          let placement = CGAffineTransform(translationX: glyph.position.x, y: glyph.position.y)
            .concatenating(transform).concatenating(shift)
          mask = Rasterizer.coverage(of: font.glyphPath(glyph.id), transform: placement)
        }
        if let prepared {
          canvas.composite(mask, with: prepared, blendMode: blendMode, clip: clip)
        } else {
          canvas.composite(mask, with: paint, opacity: opacity, blendMode: blendMode, clip: clip)
        }
      }
    }
  }

  /// Draws `slice` at its laid-out position in `color` instead of its run's color (no
  /// decorations).
  func draw(_ slice: TextLayout.RunSlice, color: Color, options: DrawingOptions = []) {
    drawGlyphs(
      slice.glyphs.map { PlacedGlyph(id: $0.id, position: $0.position) }, font: slice.font,
      color: color,
      options: options)
  }
}
