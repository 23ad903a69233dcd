internal import CFreeType
internal import CHarfBuzz
import Foundation
import KinetypeCore

extension FontFace {
  /// Whether the face's font has colour glyphs (`CBDT`, `sbix` or `COLR`).
  public var hasColorGlyphs: Bool { file.hasColorGlyphs }

  /// How `glyph` is drawn: an outline in the text's colour, or a colour glyph (`COLR` v1
  /// paint, `COLR` v0 layers, `CBDT`/`sbix` bitmap, in that order of preference).
  ///
  /// Cached per glyph; the first call reads the glyph: `COLR` v1 with Kinetype's own parser
  /// (Debian 12's FreeType cannot), `COLR` v0 with `FT_Get_Color_Glyph_Layer`, bitmaps with
  /// `FT_LOAD_COLOR` (FreeType decodes the PNG).
  public func glyphDrawing(_ glyph: GlyphID) -> GlyphDrawing {
    lock.lock()
    defer { lock.unlock() }
    if let drawing = drawings[glyph.rawValue] { return drawing }
    let drawing = loadDrawing(glyph)
    drawings[glyph.rawValue] = drawing
    cachedGlyphBytes += drawing.estimatedByteCount
    return drawing
  }

  /// Whether drawing `glyph` puts ink anywhere: a colour glyph, or a non-empty outline.
  public func glyphHasInk(_ glyph: GlyphID) -> Bool {
    switch glyphDrawing(glyph) {
    case .outline: return !glyphPath(glyph).isEmpty
    case .undrawable: return false
    case .layers, .paint, .bitmap: return true
    }
  }

  /// Loads the drawing; the caller holds the lock.
  private func loadDrawing(_ glyph: GlyphID) -> GlyphDrawing {
    let tables = file.colorTables
    if tables.contains("COLR"), let face = ftFace {
      if !file.colrTable.isEmpty {
        let palette = paletteColors(face)
        var reader = ColorPaintReader(
          table: file.colrTable, size: size, unitsPerEm: file.unitsPerEm
        ) { [self] index, alpha in paletteColor(index, palette, alpha: alpha) }
        if let paint = reader.paint(for: glyph) { return .paint(paint) }
      }
      let layers = colorLayers(glyph, face: face)
      if !layers.isEmpty { return .layers(layers) }
    }
    if let face = bitmapFace, let bitmap = loadBitmap(glyph, face: face) {
      return .bitmap(bitmap)
    }
    guard let face = ftFace else { return .undrawable(reason: "FreeType has no face") }
    let error = FT_Load_Glyph(
      face, glyph.rawValue, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
    let hasOutline =
      error == 0 && face.pointee.glyph?.pointee.format == FT_GLYPH_FORMAT_OUTLINE
      && (face.pointee.glyph?.pointee.outline.n_points ?? 0) > 0
    if hasOutline { return .outline }
    if tables.contains("SVG ") {
      return .undrawable(reason: "its glyphs are OpenType-SVG, which Kinetype cannot draw")
    }
    if bitmapFace != nil {
      if hasPNGData(glyph) {
        return .undrawable(reason: "its colour bitmaps could not be decoded")
      }
      return .outline  // no bitmap and no outline: a glyph without ink, as a space
    }
    if error != 0, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0 {
      return .undrawable(
        reason: "it has only bitmap strikes without colour, which Kinetype cannot draw")
    }
    return .outline
  }

  /// Whether HarfBuzz finds PNG data for `glyph` in `CBDT` or `sbix`.
  private func hasPNGData(_ glyph: GlyphID) -> Bool {
    guard let blob = hb_ot_color_glyph_reference_png(hbFont, glyph.rawValue) else { return false }
    defer { hb_blob_destroy(blob) }
    return hb_blob_get_length(blob) > 0
  }

  /// The `COLR` v0 layers of `glyph` with colours from palette 0; empty when it has none.
  private func colorLayers(_ glyph: GlyphID, face: FT_Face) -> [ColorGlyphLayer] {
    let palette = paletteColors(face)
    var layers: [ColorGlyphLayer] = []
    var iterator = FT_LayerIterator()
    iterator.p = nil
    var layerGlyph: FT_UInt = 0
    var colorIndex: FT_UInt = 0
    while FT_Get_Color_Glyph_Layer(face, glyph.rawValue, &layerGlyph, &colorIndex, &iterator) != 0 {
      layers.append(
        ColorGlyphLayer(
          glyph: GlyphID(layerGlyph), color: paletteColor(Int(colorIndex), palette, alpha: 1)))
      if layers.count > 65_535 { break }  // the layer count is a UInt16: a damaged table
    }
    return layers
  }

  /// Palette 0 of `CPAL` as straight colours (empty without `CPAL`).
  func paletteColors(_ face: FT_Face) -> [Color] {
    var data = FT_Palette_Data()
    guard FT_Palette_Data_Get(face, &data) == 0, data.num_palette_entries > 0 else { return [] }
    var colors: UnsafeMutablePointer<FT_Color>?
    guard FT_Palette_Select(face, 0, &colors) == 0, let colors else { return [] }
    // safety: FreeType's palette holds `num_palette_entries` colours while the face is open.
    return (0..<Int(data.num_palette_entries)).map { index in
      let c = colors[index]
      return Color(
        red: Double(c.red) / 255, green: Double(c.green) / 255, blue: Double(c.blue) / 255,
        opacity: Double(c.alpha) / 255)
    }
  }

  /// Palette entry `index` (0xFFFF: the foreground colour) times `alpha`. An index past the
  /// palette's end draws transparent black, as FreeType's own renderer does.
  func paletteColor(_ index: Int, _ palette: [Color], alpha: Double) -> GlyphColor {
    if index == 0xFFFF { return GlyphColor(nil, opacity: alpha) }
    guard index < palette.count else { return GlyphColor(.clear, opacity: alpha) }
    return GlyphColor(palette[index], opacity: alpha)
  }

  /// The colour bitmap of `glyph` from the selected strike, as premultiplied RGBA, or nil.
  private func loadBitmap(_ glyph: GlyphID, face: FT_Face) -> GlyphBitmap? {
    guard FT_Load_Glyph(face, glyph.rawValue, FT_Int32(FT_LOAD_COLOR)) == 0,
      let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_BITMAP
    else { return nil }
    let bitmap = slot.pointee.bitmap
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    guard width > 0, height > 0, width <= 4096, height <= 4096, let buffer = bitmap.buffer,
      bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
    else { return nil }
    let pitch = Int(bitmap.pitch)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      // safety: FreeType's bitmap has `rows` rows of `|pitch|` bytes; a negative pitch means
      // rows are stored bottom-up from `buffer`.
      let row = pitch >= 0 ? buffer + y * pitch : buffer + (height - 1 - y) * -pitch
      for x in 0..<width {
        // FreeType's BGRA is premultiplied, as Pixmap stores RGBA.
        let out = (y * width + x) * 4
        pixels[out] = row[x * 4 + 2]
        pixels[out + 1] = row[x * 4 + 1]
        pixels[out + 2] = row[x * 4]
        pixels[out + 3] = row[x * 4 + 3]
      }
    }
    let scale = bitmapScale
    return GlyphBitmap(
      width: width, height: height, pixels: pixels,
      origin: CGPoint(
        x: Double(slot.pointee.bitmap_left) * scale, y: -Double(slot.pointee.bitmap_top) * scale),
      scale: scale)
  }

  /// The ink bounds of a colour drawing; the caller holds the lock.
  func colorBounds(_ drawing: GlyphDrawing) -> CGRect {
    switch drawing {
    case .bitmap(let bitmap): return bitmap.bounds
    case .layers(let layers):
      return layers.reduce(CGRect.null) { $0.union(outlineBounds($1.glyph)) }
    case .paint(let paint): return paintBounds(paint, transform: .identity)
    case .outline, .undrawable: return .null
    }
  }

  /// Where a paint can put ink: its glyph outlines under their transforms (a solid or gradient
  /// paint with no glyph to clip it has no bounds of its own here).
  private func paintBounds(_ paint: ColorGlyphPaint, transform: CGAffineTransform) -> CGRect {
    switch paint {
    case .layers(let paints):
      return paints.reduce(CGRect.null) { $0.union(paintBounds($1, transform: transform)) }
    case .glyph(let glyph, _):
      let box = outlineBounds(glyph)
      return box.isNull ? .null : box.applying(transform)
    case .transform(let inner, let child):
      return paintBounds(child, transform: inner.concatenating(transform))
    case .composite(let source, _, let backdrop):
      return paintBounds(source, transform: transform).union(
        paintBounds(backdrop, transform: transform))
    case .solid, .linearGradient, .radialGradient, .sweepGradient: return .null
    }
  }
}
