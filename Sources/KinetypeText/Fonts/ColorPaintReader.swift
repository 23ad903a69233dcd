import Foundation
import KinetypeCore

/// Reads a `COLR` version 1 paint graph from the table's bytes into a ``ColorGlyphPaint`` in
/// pixels, y down.
///
/// Debian 12's FreeType 2.12.1 exports `FT_Get_Color_Glyph_Paint` and the other `COLR` v1
/// functions, but its build leaves their `sfnt` service entries empty, so they always answer
/// "no paint"; HarfBuzz 6 has no paint API (it came in 7.0). So the table is parsed here,
/// every offset and count checked against its length. Covered: every paint format 1–32 —
/// layers, solid, linear, radial and sweep gradients with their extend modes, glyph clips,
/// references to other colour glyphs, transform, translate, scale, rotate and skew (around the
/// origin or a centre, uniform or not) and composite. The variable formats are read at the
/// font's default instance (their deltas are ignored). Coordinates come in font units with y
/// up and are conjugated into the face's pixels. A graph may be cyclic or huge in a damaged
/// font: a reference already on the path, depth past 64, more than 10,000 nodes or any read
/// past the table's end makes the whole glyph unreadable (nil), never a crash.
struct ColorPaintReader {
  private let table: [UInt8]
  private let paletteColor: (Int, Double) -> GlyphColor
  /// Font units (y up) to pixels at the face's size (y down), and back.
  private let toPixels: CGAffineTransform
  private let toFontUnits: CGAffineTransform
  private var nodes = 0

  /// Thrown on any malformed data; caught by ``paint(for:)``.
  private struct Malformed: Error {}

  /// A reader of `table` (the whole `COLR` table) for a face of `size` px; `paletteColor`
  /// turns a palette index and alpha into a colour.
  init(
    table: [UInt8], size: Double, unitsPerEm: Int,
    paletteColor: @escaping (Int, Double) -> GlyphColor
  ) {
    self.table = table
    self.paletteColor = paletteColor
    let scale = size / Double(max(1, unitsPerEm))
    toPixels = CGAffineTransform(scaleX: scale, y: -scale)
    toFontUnits = CGAffineTransform(scaleX: 1 / scale, y: -1 / scale)
  }

  /// The paint graph of `glyph`, or nil when the table has none for it (or is damaged).
  mutating func paint(for glyph: GlyphID) -> ColorGlyphPaint? {
    do {
      guard let offset = try basePaintOffset(glyph.rawValue) else { return nil }
      nodes = 0
      return try read(at: offset, depth: 0, path: [glyph.rawValue])
    } catch {
      return nil
    }
  }

  // MARK: Reading primitives

  private func u8(_ at: Int) throws -> Int {
    guard at >= 0, at < table.count else { throw Malformed() }
    return Int(table[at])
  }

  private func u16(_ at: Int) throws -> Int { try u8(at) << 8 | u8(at + 1) }

  private func i16(_ at: Int) throws -> Int { Int(Int16(truncatingIfNeeded: try u16(at))) }

  private func u24(_ at: Int) throws -> Int { try u8(at) << 16 | u16(at + 1) }

  private func u32(_ at: Int) throws -> Int { try u16(at) << 16 | u16(at + 2) }

  private func fixed(_ at: Int) throws -> Double {
    Double(Int32(truncatingIfNeeded: try u32(at))) / 65536
  }

  private func f2dot14(_ at: Int) throws -> Double { Double(try i16(at)) / 16384 }

  /// An Offset24 at `at`, relative to `base`; 0 (null) is malformed where a table is required.
  private func offset24(_ at: Int, from base: Int) throws -> Int {
    let value = try u24(at)
    guard value != 0, base + value < table.count else { throw Malformed() }
    return base + value
  }

  // MARK: Structure

  /// The paint offset of `glyph` in the BaseGlyphList (binary search), or nil.
  private func basePaintOffset(_ glyph: UInt32) throws -> Int? {
    guard table.count >= 34, try u16(0) >= 1 else { return nil }
    let list = try u32(14)
    guard list != 0 else { return nil }
    let count = try u32(list)
    guard count <= (table.count - list) / 6 else { throw Malformed() }
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let record = list + 4 + middle * 6
      let id = try u16(record)
      if id < glyph {
        low = middle + 1
      } else if id > glyph {
        high = middle
      } else {
        let offset = try u32(record + 2)
        guard offset != 0, list + offset < table.count else { throw Malformed() }
        return list + offset
      }
    }
    return nil
  }

  private mutating func read(at offset: Int, depth: Int, path: [UInt32]) throws -> ColorGlyphPaint {
    nodes += 1
    guard depth < 64, nodes <= 10_000 else { throw Malformed() }
    let format = try u8(offset)
    switch format {
    case 1:  // PaintColrLayers
      let count = try u8(offset + 1)
      let first = try u32(offset + 2)
      let list = try u32(18)
      guard list != 0, try first + count <= u32(list) else { throw Malformed() }
      var layers: [ColorGlyphPaint] = []
      for index in first..<(first + count) {
        let paint = try u32(list + 4 + index * 4)
        guard paint != 0, list + paint < table.count else { throw Malformed() }
        layers.append(try read(at: list + paint, depth: depth + 1, path: path))
      }
      return .layers(layers)
    case 2, 3:  // PaintSolid, PaintVarSolid
      return .solid(paletteColor(try u16(offset + 1), try f2dot14(offset + 3)))
    case 4, 5:  // PaintLinearGradient
      let line = try colorLine(at: offset24(offset + 1, from: offset), variable: format == 5)
      return .linearGradient(
        line, p0: try point(offset + 4), p1: try point(offset + 8), p2: try point(offset + 12))
    case 6, 7:  // PaintRadialGradient
      let line = try colorLine(at: offset24(offset + 1, from: offset), variable: format == 7)
      let scale = abs(toPixels.a)
      return .radialGradient(
        line, center0: try point(offset + 4), radius0: Double(try u16(offset + 8)) * scale,
        center1: try point(offset + 10), radius1: Double(try u16(offset + 14)) * scale)
    case 8, 9:  // PaintSweepGradient: counter-clockwise half turns, biased by 1 (OpenType 1.9.1)
      let line = try colorLine(at: offset24(offset + 1, from: offset), variable: format == 9)
      return .sweepGradient(
        line, center: try point(offset + 4),
        startAngle: .degrees((try f2dot14(offset + 8) + 1) * 180),
        endAngle: .degrees((try f2dot14(offset + 10) + 1) * 180))
    case 10:  // PaintGlyph
      let paint = try read(at: offset24(offset + 1, from: offset), depth: depth + 1, path: path)
      return .glyph(GlyphID(UInt32(try u16(offset + 4))), paint)
    case 11:  // PaintColrGlyph
      let id = UInt32(try u16(offset + 1))
      guard !path.contains(id), let target = try basePaintOffset(id) else { throw Malformed() }
      return try read(at: target, depth: depth + 1, path: path + [id])
    case 12, 13:  // PaintTransform: Affine2x3 of Fixed (xx, yx, xy, yy, dx, dy)
      let affine = try offset24(offset + 4, from: offset)
      let matrix = CGAffineTransform(
        a: try fixed(affine), b: try fixed(affine + 4), c: try fixed(affine + 8),
        d: try fixed(affine + 12), tx: try fixed(affine + 16), ty: try fixed(affine + 20))
      return try transformed(matrix, offset24(offset + 1, from: offset), depth: depth, path: path)
    case 14, 15:  // PaintTranslate
      let matrix = CGAffineTransform(
        translationX: Double(try i16(offset + 4)), y: Double(try i16(offset + 6)))
      return try transformed(matrix, offset24(offset + 1, from: offset), depth: depth, path: path)
    case 16...23:  // PaintScale, around a centre, uniform
      let uniform = format >= 20
      let centred = format == 18 || format == 19 || format == 22 || format == 23
      let scaleX = try f2dot14(offset + 4)
      let scaleY = uniform ? scaleX : try f2dot14(offset + 6)
      let centre = offset + (uniform ? 6 : 8)
      var matrix = CGAffineTransform(scaleX: scaleX, y: scaleY)
      if centred { matrix = try about(matrix, centre) }
      return try transformed(matrix, offset24(offset + 1, from: offset), depth: depth, path: path)
    case 24...27:  // PaintRotate, around a centre: counter-clockwise half turns
      var matrix = CGAffineTransform(rotationAngle: try f2dot14(offset + 4) * .pi)
      if format >= 26 { matrix = try about(matrix, offset + 6) }
      return try transformed(matrix, offset24(offset + 1, from: offset), depth: depth, path: path)
    case 28...31:  // PaintSkew, around a centre
      // x' = x + tan(−xAngle)·y… as the spec: x skew turns the y axis clockwise.
      let skewX = CGAffineTransform.tangent(try f2dot14(offset + 4) * .pi)
      let skewY = CGAffineTransform.tangent(try f2dot14(offset + 6) * .pi)
      var matrix = CGAffineTransform(a: 1, b: skewY, c: -skewX, d: 1, tx: 0, ty: 0)
      if format >= 30 { matrix = try about(matrix, offset + 8) }
      return try transformed(matrix, offset24(offset + 1, from: offset), depth: depth, path: path)
    case 32:  // PaintComposite
      let source = try read(at: offset24(offset + 1, from: offset), depth: depth + 1, path: path)
      let mode = ColorCompositeMode(rawValue: try u8(offset + 4)) ?? .sourceOver
      let backdrop = try read(at: offset24(offset + 5, from: offset), depth: depth + 1, path: path)
      return .composite(source: source, mode: mode, backdrop: backdrop)
    default:
      throw Malformed()
    }
  }

  /// A child drawn through `matrix` (font units, y up), expressed in pixels, y down.
  private mutating func transformed(
    _ matrix: CGAffineTransform, _ child: Int, depth: Int, path: [UInt32]
  ) throws -> ColorGlyphPaint {
    let inner = try read(at: child, depth: depth + 1, path: path)
    return .transform(toFontUnits.concatenating(matrix).concatenating(toPixels), inner)
  }

  /// `matrix` applied about the centre (two FWORDs at `at`) instead of the origin.
  private func about(_ matrix: CGAffineTransform, _ at: Int) throws -> CGAffineTransform {
    let x = Double(try i16(at))
    let y = Double(try i16(at + 2))
    return CGAffineTransform(translationX: -x, y: -y).concatenating(matrix).concatenating(
      CGAffineTransform(translationX: x, y: y))
  }

  /// Two FWORDs at `at` as a point in pixels.
  private func point(_ at: Int) throws -> CGPoint {
    CGPoint(x: Double(try i16(at)), y: Double(try i16(at + 2))).applying(toPixels)
  }

  private func colorLine(at offset: Int, variable: Bool) throws -> ColorLine {
    let extend: ColorLine.Extend
    switch try u8(offset) {
    case 1: extend = .repeat
    case 2: extend = .reflect
    default: extend = .pad
    }
    let count = try u16(offset + 1)
    let size = variable ? 10 : 6
    guard offset + 3 + count * size <= table.count else { throw Malformed() }
    var stops: [ColorLine.Stop] = []
    for index in 0..<count {
      let stop = offset + 3 + index * size
      stops.append(
        ColorLine.Stop(
          offset: try f2dot14(stop),
          color: paletteColor(try u16(stop + 2), try f2dot14(stop + 4))))
    }
    return ColorLine(extend: extend, stops: stops.sorted { $0.offset < $1.offset })
  }
}

extension CGAffineTransform {
  /// tan, finite for any input (±1e6 near a quarter turn).
  static func tangent(_ angle: Double) -> Double {
    let value = Foundation.tan(angle)
    return value.isFinite ? min(1e6, max(-1e6, value)) : 0
  }
}
