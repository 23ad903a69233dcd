import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeText

/// Text outlines (``GraphicsContext/drawTextOutline(width:color:_:)``): a glyph grown outward
/// by the outline's width, as coverage.
///
/// An outline glyph's coverage is its fill together with (the larger of the two at each pixel)
/// its stroke twice the width wide with round joins and caps: every point within the width of
/// the glyph, whatever its contours (overlapping contours of variable fonts included: a point
/// near an inner contour is near the glyph too). A colour glyph has no single path: its image's
/// alpha is grown by a disc (``KinetypeRaster/CoverageMask/dilated(radius:)``). Under a
/// translation both are cached by subpixel bin as the glyph's own masks are, as
/// ``GlyphCache/Kind/outline(radius:)``; under any other transform they are made for that
/// transform, the stroke built in user space (so the outline scales with a popping word).
extension GlyphDrawer {
  /// The stroke that, with the fill, makes an outline `width` wide.
  static func outlineStroke(_ width: Double) -> StrokeStyle {
    StrokeStyle(lineWidth: 2 * width, lineCap: .round, lineJoin: .round)
  }

  /// The outline of `glyph`'s path at `position` (user space), `outline.width` wide, in canvas
  /// pixels; nil when the glyph is far outside any canvas.
  func outlineMask(
    _ glyph: GlyphID, ink: CGRect, at position: CGPoint, outline: TextOutline,
    canvas: (width: Int, height: Int)
  ) -> CoverageMask? {
    let stroke = Self.outlineStroke(outline.width)
    if transform.isTranslationOnly {
      guard let (snapped, offset) = snap(position) else { return nil }
      let x = snapped.pixelX - origin.x
      let y = snapped.pixelY - origin.y
      let grown = ink.insetBy(dx: -outline.width, dy: -outline.width)
      if !ink.isNull, grown.width * grown.height > Double(Self.largestPartialMask) {
        // Too large to cache whole: this draw's part only, as for the glyph itself.
        let placement = offset.concatenating(
          CGAffineTransform(translationX: Double(x), y: Double(y)))
        return Self.outlineCoverage(
          font.glyphPath(glyph), stroke: stroke, transform: placement, clipTo: canvas)
      }
      let key = GlyphCache.Key(
        font: fontID, glyph: glyph, binX: Int16(clamping: snapped.binX),
        binY: Int16(clamping: snapped.binY), grid: grid,
        kind: .outline(radius: outline.cacheRadius))
      let cached = cache.mask(for: key) {
        Self.outlineCoverage(font.glyphPath(glyph), stroke: stroke, transform: offset, clipTo: nil)
      }
      return cached.offsetBy(x: x, y: y)
    }
    let placement = CGAffineTransform(translationX: position.x, y: position.y)
      .concatenating(transform).concatenating(shift)
    return Self.outlineCoverage(
      font.glyphPath(glyph), stroke: stroke, transform: placement, clipTo: canvas)
  }

  /// The fill of `path` and its `stroke`, together, under `transform`.
  static func outlineCoverage(
    _ path: Path, stroke: StrokeStyle, transform: CGAffineTransform,
    clipTo canvas: (width: Int, height: Int)?
  ) -> CoverageMask {
    let fill = Rasterizer.coverage(of: path, transform: transform, clipTo: canvas)
    let line = Rasterizer.strokeCoverage(
      of: path, style: stroke, transform: transform, clipTo: canvas)
    return fill.union(line)
  }

  /// The outline of a `COLR` v0 glyph: its layers' outlines together, one mask.
  func layersOutline(
    _ layers: [ColorGlyphLayer], at position: CGPoint, outline: TextOutline,
    canvas: (width: Int, height: Int)
  ) -> CoverageMask? {
    var result: CoverageMask?
    for layer in layers {
      guard
        let mask = outlineMask(
          layer.glyph, ink: font.glyphImageBounds(layer.glyph), at: position, outline: outline,
          canvas: canvas)
      else { continue }
      result = result.map { $0.union(mask) } ?? mask
    }
    return result
  }

  /// The outline of a bitmap or `COLR` v1 glyph: its silhouette (the image's alpha, drawn with
  /// an opaque foreground) grown by a disc of the outline's width.
  func silhouetteOutline(
    _ glyph: GlyphID, _ drawing: GlyphDrawing, at position: CGPoint, outline: TextOutline,
    canvas: Pixmap
  ) -> CoverageMask? {
    let canvasRect = CGRect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))
    if transform.isTranslationOnly {
      guard let (snapped, offset) = snap(position) else { return nil }
      let key = GlyphCache.Key(
        font: fontID, glyph: glyph, binX: Int16(clamping: snapped.binX),
        binY: Int16(clamping: snapped.binY), grid: grid,
        kind: .outline(radius: outline.cacheRadius))
      let cached = cache.mask(for: key) {
        guard let placed = render(glyph, drawing, transform: offset, within: nil) else {
          return CoverageMask()
        }
        return CoverageMask(alphaOf: placed.image, atX: placed.x, y: placed.y)
          .dilated(radius: outline.width)
      }
      return cached.offsetBy(x: snapped.pixelX - origin.x, y: snapped.pixelY - origin.y)
    }
    let placement = CGAffineTransform(translationX: position.x, y: position.y)
      .concatenating(transform).concatenating(shift)
    // The silhouette of the part on the canvas, grown by the width as the transform scales it.
    let scale = abs(placement.determinant).squareRoot()
    guard let placed = render(glyph, drawing, transform: placement, within: canvasRect) else {
      return nil
    }
    return CoverageMask(alphaOf: placed.image, atX: placed.x, y: placed.y)
      .dilated(radius: outline.width * scale)
  }
}
