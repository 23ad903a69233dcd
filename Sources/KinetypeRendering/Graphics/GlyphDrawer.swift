import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeText

/// Turns one glyph of a run into what the canvas composites: a coverage mask for outlines and
/// `COLR` v0 layers, an image for colour bitmaps and `COLR` v1 paints.
///
/// Under a translation-only transform, masks and images are rasterized once per subpixel bin
/// and cached in the ``GlyphCache``. Under any other transform they are made from the glyph
/// itself for that transform: outlines and paints are rasterized transformed (crisp at any
/// scale or angle); bitmaps are resampled once, area-averaged when shrinking and bilinear when
/// enlarging (``KinetypeRaster/Pixmap/resampled(through:within:)``).
struct GlyphDrawer {
  let font: FontFace
  /// The font's number in the cache's keys.
  let fontID: Int32
  let foreground: Color
  let grid: SubpixelGrid
  let cache: GlyphCache
  /// User space to target pixels.
  let transform: CGAffineTransform
  /// Target pixels to the canvas being drawn (an implicit layer may start elsewhere).
  let shift: CGAffineTransform
  let origin: (x: Int, y: Int)

  /// The most pixels a glyph's mask may have and still be cached whole when only part of it
  /// lands on the canvas: 4 Mpx (a glyph of about 2,000 px). A larger one is rasterized only
  /// where the canvas is, for this draw: caching it whole would cost its full area (268 MB for
  /// one glyph at 16,384 px) and evict everything else.
  static let largestPartialMask = 1 << 22

  /// The coverage of `glyph`'s outline at `position` (user space), in canvas pixels, over at
  /// most what lands on a canvas of `canvas` pixels for a glyph larger than
  /// ``largestPartialMask``; nil when the glyph is far outside any canvas. `ink` is the glyph's
  /// ``FontFace/glyphImageBounds(_:)``, which the caller has already looked up.
  func mask(
    _ glyph: GlyphID, ink: CGRect, at position: CGPoint, canvas: (width: Int, height: Int)
  ) -> CoverageMask? {
    if transform.isTranslationOnly {
      guard let (snapped, offset) = snap(position) else { return nil }
      let x = snapped.pixelX - origin.x
      let y = snapped.pixelY - origin.y
      if !ink.isNull, ink.width * ink.height > Double(Self.largestPartialMask) {
        let box = ink.offsetBy(dx: Double(x), dy: Double(y))
        let inside =
          box.minX >= 0 && box.minY >= 0 && box.maxX <= Double(canvas.width)
          && box.maxY <= Double(canvas.height)
        if !inside {
          // Whole-pixel shifts leave the coverage as it is: the same pixels as the cached
          // mask moved to `x`, `y`, cut to the canvas.
          let placement = offset.concatenating(
            CGAffineTransform(translationX: Double(x), y: Double(y)))
          return Rasterizer.coverage(
            of: font.glyphPath(glyph), transform: placement, clipTo: canvas)
        }
      }
      let key = GlyphCache.Key(
        font: fontID, glyph: glyph, binX: Int16(clamping: snapped.binX),
        binY: Int16(clamping: snapped.binY), grid: grid)
      let cached = cache.mask(for: key) {
        // The path is converted once per glyph and only moved to each bin's offset.
        guard
          let outline = cache.outline(
            font: fontID, glyph: glyph, make: { PreparedOutline(font.glyphPath(glyph)) })
        else { return Rasterizer.coverage(of: font.glyphPath(glyph), transform: offset) }
        return Rasterizer.coverage(of: outline, offsetX: offset.tx, offsetY: offset.ty)
      }
      return cached.offsetBy(x: x, y: y)
    }
    // Rotated, scaled or skewed: rasterize the transformed outline, never a resampled bitmap,
    // over the canvas only (the mask is not cached).
    let placement = CGAffineTransform(translationX: position.x, y: position.y)
      .concatenating(transform).concatenating(shift)
    return Rasterizer.coverage(of: font.glyphPath(glyph), transform: placement, clipTo: canvas)
  }

  /// Draws `COLR` v0 layers, each in its colour. With full opacity, normal blending and no
  /// clip the layers composite directly; otherwise they are grouped first, so the glyph fades
  /// or blends as one (where layers overlap, the top one shows, not both).
  func drawAsGroup(
    into canvas: inout Pixmap, opacity: Double, blendMode: BlendMode, clip: CoverageMask?,
    layers: [ColorGlyphLayer], at position: CGPoint
  ) {
    let size = (width: canvas.width, height: canvas.height)
    let masks = layers.compactMap { layer -> (CoverageMask, Paint)? in
      guard
        let mask = mask(
          layer.glyph, ink: font.glyphImageBounds(layer.glyph), at: position, canvas: size),
        !mask.isEmpty
      else {
        return nil
      }
      return (mask, Paint.color(layer.color.resolved(foreground: foreground)))
    }
    if opacity >= 1, blendMode == .normal, clip == nil {
      for (mask, paint) in masks { canvas.composite(mask, with: paint) }
      return
    }
    let bounds = masks.reduce(CGRect.null) { $0.union($1.0.bounds) }
    guard !bounds.isNull, !bounds.isEmpty,
      var group = try? Pixmap(width: Int(bounds.width), height: Int(bounds.height))
    else { return }
    let x = Int(bounds.minX)
    let y = Int(bounds.minY)
    for (mask, paint) in masks { group.composite(mask.offsetBy(x: -x, y: -y), with: paint) }
    canvas.draw(group, atX: x, y: y, opacity: opacity, blendMode: blendMode, clip: clip)
  }

  /// The image of a bitmap or `COLR` v1 glyph at `position` (user space), placed in canvas
  /// pixels; nil when nothing would show.
  func image(_ glyph: GlyphID, _ drawing: GlyphDrawing, at position: CGPoint, canvas: Pixmap)
    -> GlyphCache.PlacedImage?
  {
    let canvasRect = CGRect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height))
    if transform.isTranslationOnly {
      guard let (snapped, offset) = snap(position) else { return nil }
      var kind = GlyphCache.Kind.color(foreground: 0)
      if case .paint = drawing { kind = .color(foreground: GlyphDrawer.word(foreground)) }
      let key = GlyphCache.Key(
        font: fontID, glyph: glyph, binX: Int16(clamping: snapped.binX),
        binY: Int16(clamping: snapped.binY), grid: grid, kind: kind)
      let cached = cache.image(for: key) { render(glyph, drawing, transform: offset, within: nil) }
      guard var placed = cached else { return nil }
      placed.x += snapped.pixelX - origin.x
      placed.y += snapped.pixelY - origin.y
      return placed
    }
    let placement = CGAffineTransform(translationX: position.x, y: position.y)
      .concatenating(transform).concatenating(shift)
    return render(glyph, drawing, transform: placement, within: canvasRect)
  }

  /// Renders a colour glyph through `transform` (glyph space to pixels).
  func render(
    _ glyph: GlyphID, _ drawing: GlyphDrawing, transform: CGAffineTransform, within area: CGRect?
  ) -> GlyphCache.PlacedImage? {
    switch drawing {
    case .bitmap(let bitmap):
      guard
        let image = try? Pixmap(
          width: bitmap.width, height: bitmap.height, premultipliedRGBA: bitmap.pixels)
      else { return nil }
      let toGlyph = CGAffineTransform(
        a: bitmap.scale, b: 0, c: 0, d: bitmap.scale, tx: bitmap.origin.x, ty: bitmap.origin.y)
      var mapping = toGlyph.concatenating(transform)
      var source = image
      // Rotated or skewed: the area-averaged shrink is the same for every angle at one scale,
      // so it is cached; only the bilinear pass runs per draw.
      if let (width, height) = image.shrinkSize(under: mapping) {
        let key = GlyphCache.Key(
          font: fontID, glyph: glyph, binX: Int16(clamping: width),
          binY: Int16(clamping: height), grid: .quantized, kind: .shrunk)
        let shrunk = cache.image(for: key) {
          image.shrunk(toWidth: width, height: height).map {
            GlyphCache.PlacedImage(image: $0, x: 0, y: 0)
          }
        }
        guard let shrunk else { return nil }
        source = shrunk.image
        mapping = CGAffineTransform(
          scaleX: Double(image.width) / Double(width), y: Double(image.height) / Double(height)
        ).concatenating(mapping)
      }
      return source.resampled(through: mapping, within: area).map {
        GlyphCache.PlacedImage(image: $0.image, x: $0.x, y: $0.y)
      }
    case .paint(let paint):
      var bounds = font.glyphImageBounds(glyph).applying(transform)
      guard !bounds.isNull else { return nil }
      // A colour glyph reaching past four ems around its origin is a damaged font: draw only
      // that much, so no font can make one glyph cost a whole frame's pixels.
      let em = font.size
      let reach = CGRect(x: -4 * em, y: -4 * em, width: 8 * em, height: 8 * em).applying(transform)
      bounds = bounds.insetBy(dx: -1, dy: -1).overlap(with: reach)
      if let area { bounds = bounds.overlap(with: area) }
      return ColorPaintRenderer.image(
        of: paint, font: font, foreground: foreground, transform: transform, area: bounds)
    case .outline, .layers, .undrawable:
      return nil
    }
  }

  /// The snapped canvas position of `position` and the subpixel offset transform of its bin;
  /// nil far off any canvas (which is at most 16,384 px a side).
  func snap(_ position: CGPoint) -> (
    snapped: (pixelX: Int, pixelY: Int, binX: Int, binY: Int), offset: CGAffineTransform
  )? {
    let point = position.applying(transform)
    guard abs(point.x) < 1e7, abs(point.y) < 1e7 else { return nil }
    let snapped = grid.snap(point)
    let offset = CGAffineTransform(
      translationX: Double(snapped.binX) / Double(grid.horizontal),
      y: Double(snapped.binY) / Double(grid.vertical))
    return (snapped, offset)
  }

  /// A colour as one word (8 bits per straight channel), for cache keys.
  static func word(_ color: Color) -> UInt32 {
    func byte(_ value: Double) -> UInt32 { UInt32((min(1, max(0, value)) * 255).rounded()) }
    return byte(color.red) | byte(color.green) << 8 | byte(color.blue) << 16
      | byte(color.opacity) << 24
  }
}
