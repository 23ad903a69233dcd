internal import CFreeType
internal import CHarfBuzz
import Foundation
import KinetypeCore

/// A font face loaded at one size with its variation coordinates applied: what shaping and
/// drawing use.
///
/// HarfBuzz shapes with its own OpenType functions (the same as `hb-shape`), in units of
/// 1/64 px; FreeType supplies unhinted outlines (`FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`) with
/// the same variation coordinates, and colour glyphs (``glyphDrawing(_:)``). The FreeType faces
/// are used under a lock, so a `FontFace` may be shared between threads; outlines, drawings and
/// ink bounds are cached per glyph. Faces come from
/// ``FontCollection/face(for:)`` and are shared: two requests with the same ``cacheKey`` give
/// the same object.
public final class FontFace: Hashable, @unchecked Sendable, CustomStringConvertible {
  /// What makes two faces draw identically: file, face index, size and variation coordinates.
  public struct CacheKey: Hashable, Sendable {
    /// The font file's path.
    public var path: String
    /// The face index within the file.
    public var faceIndex: Int
    /// The size in pixels per em.
    public var size: Double
    /// The variation coordinates, one per axis in the font's order (empty if not variable).
    public var coordinates: [Double]
  }

  /// The largest size a face can be loaded at, in px (HarfBuzz positions are 32-bit 26.6).
  public static let maximumSize = 16_384.0

  /// Same key ⇒ same outlines and metrics.
  public let cacheKey: CacheKey
  /// The size in pixels per em.
  public var size: Double { cacheKey.size }
  /// The family name from the font's name table.
  public var familyName: String { file.familyName }
  /// The variation axes of the font with the value used by this face, in the font's order.
  public let variations: [(tag: FontTag, value: Double)]

  /// The distance from the baseline up to the top of the font's ascender, in px (positive).
  public let ascent: Double
  /// The distance from the baseline down to the bottom of the descender, in px (positive).
  public let descent: Double
  /// The recommended gap between lines, in px (the font's line gap).
  public let leading: Double
  /// The height of capital letters above the baseline, in px (OS/2 `sCapHeight`; 70% of the
  /// size when the font has none).
  public let capHeight: Double
  /// The middle of the underline relative to the baseline, in px, in OpenType's and
  /// FreeType's sign: positive above, so usually negative.
  public let underlinePosition: Double
  /// The underline's thickness in px.
  public let underlineThickness: Double
  /// The top of the strikeout stroke relative to the baseline, in px: positive above.
  public let strikeoutPosition: Double
  /// The strikeout's thickness in px.
  public let strikeoutThickness: Double

  let file: FontFile
  /// The HarfBuzz font (scale 64 per px); immutable after creation, safe to shape from any thread.
  let hbFont: OpaquePointer
  /// Guards the FreeType faces and the caches.
  let lock = NSLock()
  private var library: OpaquePointer?
  /// The FreeType face at this size, for outlines and `COLR`.
  var ftFace: FT_Face?
  /// A second FreeType face with the best bitmap strike selected, for `CBDT`/`sbix` fonts.
  var bitmapFace: FT_Face?
  /// The face's pixels per pixel of the selected bitmap strike.
  var bitmapScale = 1.0
  private var paths: [UInt32: Path] = [:]
  private var inkBounds = GlyphPages<CGRect>()
  var drawings: [UInt32: GlyphDrawing] = [:]
  /// The estimated bytes of `paths`, `inkBounds` and `drawings`, for the face cache's limit.
  var cachedGlyphBytes = 0

  init(file: FontFile, size: Double, coordinates: [Double]) throws {
    guard TextAttributes.sizeRange.contains(size) else {
      throw FontError(
        "font size must be in \(FontFace.format(TextAttributes.sizeRange.lowerBound))…"
          + "\(FontFace.format(TextAttributes.sizeRange.upperBound)) px, got \(size)")
    }
    // A coordinate that is not finite (a NaN weight) takes the axis default.
    let coordinates = coordinates.enumerated().map { index, value in
      value.isFinite || index >= file.axes.count ? value : file.axes[index].defaultValue
    }
    self.file = file
    self.cacheKey = CacheKey(
      path: file.path, faceIndex: file.faceIndex, size: size, coordinates: coordinates)
    self.variations = zip(file.axes, coordinates).map { ($0.tag, $1) }

    // HarfBuzz.
    guard let font = hb_font_create(file.hbFace) else {
      throw FontError("cannot create a HarfBuzz font for \(file.path)")
    }
    let scale = Int32(clamping: Int(saturating: (size * 64).rounded()))
    hb_font_set_scale(font, scale, scale)
    if !coordinates.isEmpty {
      let floats = coordinates.map { Float($0) }
      hb_font_set_var_coords_design(font, floats, UInt32(floats.count))
    }
    hb_font_make_immutable(font)
    self.hbFont = font

    var extents = hb_font_extents_t()
    hb_font_get_h_extents(font, &extents)
    ascent = Double(extents.ascender) / 64
    descent = -Double(extents.descender) / 64
    leading = Double(extents.line_gap) / 64
    func metric(_ tag: hb_ot_metrics_tag_t, _ fallback: Double) -> Double {
      var value: hb_position_t = 0
      return hb_ot_metrics_get_position(font, tag, &value) != 0 ? Double(value) / 64 : fallback
    }
    capHeight = metric(HB_OT_METRICS_TAG_CAP_HEIGHT, size * 0.7)
    underlinePosition = metric(HB_OT_METRICS_TAG_UNDERLINE_OFFSET, -size * 0.1)
    underlineThickness = metric(HB_OT_METRICS_TAG_UNDERLINE_SIZE, size / 14)
    strikeoutPosition = metric(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET, size * 0.3)
    strikeoutThickness = metric(HB_OT_METRICS_TAG_STRIKEOUT_SIZE, size / 14)

    // FreeType. Every stored property is set by now, so a throw below runs `deinit`, which
    // frees `hbFont` and `library`: freeing them here too would free them twice.
    var library: OpaquePointer?
    guard FT_Init_FreeType(&library) == 0, let library else {
      throw FontError("cannot initialise FreeType")
    }
    self.library = library
    var face: FT_Face?
    let error = FT_New_Memory_Face(
      library, file.bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self),
      FT_Long(file.bytes.count), FT_Long(file.faceIndex), &face)
    guard error == 0, let face else {
      throw FontError("FreeType cannot open \(file.path) (error \(error))")
    }
    // A bitmap-only face (Noto Color Emoji) has no scalable size: the call fails harmlessly.
    FT_Set_Char_Size(face, 0, FT_F26Dot6(Int(saturating: (size * 64).rounded())), 72, 72)
    if !coordinates.isEmpty {
      var fixed = coordinates.map { FT_Fixed(Int(saturating: ($0 * 65536).rounded())) }
      FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed)
    }
    self.ftFace = face
    if file.colorTables.contains("CBDT") || file.colorTables.contains("sbix") {
      openBitmapFace(library: library, size: size)
    }
  }

  /// Opens ``bitmapFace`` with the smallest strike at least `size` px (else the largest):
  /// downsampling a bigger bitmap keeps detail that upsampling a smaller one cannot invent.
  private func openBitmapFace(library: OpaquePointer, size: Double) {
    var face: FT_Face?
    guard
      FT_New_Memory_Face(
        library, file.bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self),
        FT_Long(file.bytes.count), FT_Long(file.faceIndex), &face) == 0,
      let face
    else { return }
    // safety: `available_sizes` holds `num_fixed_sizes` entries while the face is open.
    let strikes = (0..<Int(face.pointee.num_fixed_sizes)).compactMap { index in
      face.pointee.available_sizes.map { (index, Double($0[index].y_ppem) / 64) }
    }.filter { $0.1 > 0 }
    guard
      let strike = strikes.filter({ $0.1 >= size }).min(by: { $0.1 < $1.1 })
        ?? strikes.max(by: { $0.1 < $1.1 }),
      FT_Select_Size(face, FT_Int(strike.0)) == 0
    else {
      FT_Done_Face(face)
      return
    }
    bitmapFace = face
    bitmapScale = size / strike.1
  }

  /// What a face costs beside its glyph caches, in bytes: FreeType's library, face and size
  /// objects (two faces for a bitmap font) and HarfBuzz's font, measured with glibc's
  /// `mallinfo2` over a few hundred faces of the bundled fonts and rounded up.
  static let fixedByteCost = 96 << 10

  /// The estimated bytes this face holds: ``fixedByteCost`` plus its cached outlines, bounds and
  /// colour drawings. What ``FontCollection``'s face cache counts against its limit.
  public var estimatedByteCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return Self.fixedByteCost * (bitmapFace == nil ? 1 : 2) + cachedGlyphBytes
  }

  deinit {
    if let bitmapFace { FT_Done_Face(bitmapFace) }
    if let ftFace { FT_Done_Face(ftFace) }
    if let library { FT_Done_FreeType(library) }
    hb_font_destroy(hbFont)
  }

  /// The glyph's outline in px at this size, y down, origin at the glyph origin on the baseline.
  ///
  /// Unhinted, with variations applied. Cached: the first call per glyph loads and decomposes
  /// the outline, later calls copy the cached path. An unknown glyph gives an empty path.
  public func glyphPath(_ glyph: GlyphID) -> Path {
    lock.lock()
    defer { lock.unlock() }
    if let path = paths[glyph.rawValue] { return path }
    let path = loadOutline(glyph) ?? Path()
    paths[glyph.rawValue] = path
    cachedGlyphBytes += 64 + path.elements.count * MemoryLayout<Path.Element>.stride
    return path
  }

  /// The glyph's ink bounds in px, y down, relative to its origin: the exact outline bounding
  /// box, or for a colour glyph the box of its bitmap, layers or paint (its clip box when the
  /// font gives one).
  ///
  /// `CGRect.null` for a glyph without ink, such as a space. Cached per glyph.
  public func glyphImageBounds(_ glyph: GlyphID) -> CGRect {
    lock.lock()
    if let rect = inkBounds[glyph.rawValue] {
      lock.unlock()
      return rect
    }
    lock.unlock()
    // Only colour fonts need the drawing; for the others it would be one more glyph load.
    let drawing = file.hasColorGlyphs ? glyphDrawing(glyph) : .outline
    lock.lock()
    defer { lock.unlock() }
    let rect = drawing.isColor ? colorBounds(drawing) : outlineBounds(glyph)
    cachedGlyphBytes += inkBounds.store(rect, for: glyph.rawValue)
    return rect
  }

  /// The outline's exact bounding box; the caller holds the lock.
  func outlineBounds(_ glyph: GlyphID) -> CGRect {
    guard let face = ftFace,
      FT_Load_Glyph(face, glyph.rawValue, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
      let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
      slot.pointee.outline.n_points > 0
    else { return .null }
    var box = FT_BBox()
    FT_Outline_Get_BBox(&slot.pointee.outline, &box)
    return CGRect(
      x: Double(box.xMin) / 64, y: -Double(box.yMax) / 64,
      width: Double(box.xMax - box.xMin) / 64, height: Double(box.yMax - box.yMin) / 64)
  }

  /// The glyph's horizontal advance in px, unhinted (from HarfBuzz).
  public func advance(_ glyph: GlyphID) -> Double {
    Double(hb_font_get_glyph_h_advance(hbFont, glyph.rawValue)) / 64
  }

  /// Whether the face has a glyph for the Unicode scalar.
  public func covers(_ scalar: Unicode.Scalar) -> Bool { file.covers(scalar.value) }

  /// Family, size and variations, e.g. `Inter 48 wght=400 opsz=32`; a static face other than
  /// the regular one adds its style, e.g. `DejaVu Serif Bold 48`.
  public var description: String {
    let style = file.styleName
    let showsStyle =
      file.axes.isEmpty && !["", "regular", "book", "normal", "roman"].contains(style.lowercased())
    var text = "\(familyName)\(showsStyle ? " " + style : "") \(FontFace.format(size))"
    for (tag, value) in variations { text += " \(tag)=\(FontFace.format(value))" }
    return text
  }

  /// Same cache key.
  public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs.cacheKey == rhs.cacheKey }

  /// Hashes the cache key.
  public func hash(into hasher: inout Hasher) { hasher.combine(cacheKey) }

  /// `value` rounded to 3 decimals without trailing zeros; any double, including 1e300 and
  /// non-finite ones, prints without trapping.
  static func format(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    guard rounded.isFinite else { return String(value) }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }

  /// Loads and decomposes the outline; the caller holds the lock.
  func loadOutline(_ glyph: GlyphID) -> Path? {
    guard let face = ftFace,
      FT_Load_Glyph(face, glyph.rawValue, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
      let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    else { return nil }
    let builder = OutlineBuilder()
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        OutlineBuilder.from(user).path.move(to: OutlineBuilder.point(to))
        return 0
      },
      line_to: { to, user in
        OutlineBuilder.from(user).path.addLine(to: OutlineBuilder.point(to))
        return 0
      },
      conic_to: { control, to, user in
        OutlineBuilder.from(user).path.addQuadCurve(
          to: OutlineBuilder.point(to), control: OutlineBuilder.point(control))
        return 0
      },
      cubic_to: { control1, control2, to, user in
        OutlineBuilder.from(user).path.addCurve(
          to: OutlineBuilder.point(to), control1: OutlineBuilder.point(control1),
          control2: OutlineBuilder.point(control2))
        return 0
      },
      shift: 0, delta: 0)
    let error = withExtendedLifetime(builder) {
      FT_Outline_Decompose(
        &slot.pointee.outline, &funcs, Unmanaged.passUnretained(builder).toOpaque())
    }
    guard error == 0 else { return nil }
    builder.closeAll()
    return builder.path
  }
}

/// Collects FreeType's decomposition callbacks into a `Path`, closing each contour.
private final class OutlineBuilder {
  var path = Path()

  static func from(_ user: UnsafeMutableRawPointer?) -> OutlineBuilder {
    // FT_Outline_Decompose always passes back the pointer given to it.
    guard let user else { return OutlineBuilder() }
    return Unmanaged<OutlineBuilder>.fromOpaque(user).takeUnretainedValue()
  }

  static func point(_ vector: UnsafePointer<FT_Vector>?) -> CGPoint {
    guard let vector else { return .zero }
    return CGPoint(x: Double(vector.pointee.x) / 64, y: -Double(vector.pointee.y) / 64)
  }

  /// FreeType contours are implicitly closed; close every subpath before each move.
  func closeAll() {
    var closed = Path()
    var open = false
    for element in path.elements {
      switch element {
      case .move(let p):
        if open { closed.closeSubpath() }
        closed.move(to: p)
        open = true
      case .line(let p): closed.addLine(to: p)
      case .quadCurve(let p, let c): closed.addQuadCurve(to: p, control: c)
      case .curve(let p, let c1, let c2): closed.addCurve(to: p, control1: c1, control2: c2)
      case .closeSubpath:
        closed.closeSubpath()
        open = false
      }
    }
    if open { closed.closeSubpath() }
    path = closed
  }
}
