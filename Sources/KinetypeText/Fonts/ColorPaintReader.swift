internal import CFreeType
import Foundation
import KinetypeCore

/// Reads a `COLR` v1 paint graph through FreeType 2.12's API (`FT_Get_Color_Glyph_Paint`,
/// `FT_Get_Paint`, `FT_Get_Paint_Layers`, `FT_Get_Colorline_Stops`) into a
/// ``ColorGlyphPaint`` in pixels, y down.
///
/// FreeType 2.12 gives the static paints only (no `PaintVar*`: variable `COLR` arrived in
/// 2.13), which is what this covers: layers, solid, linear, radial and sweep gradients with
/// their extend modes, glyph clips, references to other colour glyphs, every transform and
/// every composite mode. Coordinates come in font units (16.16) with y up and are conjugated
/// into the face's pixels. The graph is a DAG that fonts may make cyclic or huge: a reference
/// already on the path, depth past 64 or more than 10,000 nodes ends the read (nil: the glyph
/// falls back to its other representations).
struct ColorPaintReader {
  let face: FontFace
  let ftFace: FT_Face
  private var nodes = 0
  private var broken = false
  private let palette: [Color]
  /// Font units (y up) to pixels at the face's size (y down).
  private let toPixels: Transform
  private let toFontUnits: Transform

  init(face: FontFace, ftFace: FT_Face) {
    self.face = face
    self.ftFace = ftFace
    self.palette = face.paletteColors(ftFace)
    let scale = face.size / Double(max(1, face.file.unitsPerEm))
    toPixels = Transform(scaleX: scale, y: -scale)
    toFontUnits = Transform(scaleX: 1 / scale, y: -1 / scale)
  }

  /// The paint graph of `glyph`, or nil when it has none or the graph is broken.
  mutating func paint(for glyph: GlyphID) -> ColorGlyphPaint? {
    var root = FT_OpaquePaint(p: nil, insert_root_transform: 0)
    guard FT_Get_Color_Glyph_Paint(ftFace, glyph.rawValue, FT_COLOR_NO_ROOT_TRANSFORM, &root) != 0
    else { return nil }
    let paint = read(root, depth: 0, path: [glyph.rawValue])
    return broken ? nil : paint
  }

  private mutating func read(_ opaque: FT_OpaquePaint, depth: Int, path: [UInt32])
    -> ColorGlyphPaint
  {
    nodes += 1
    var paint = FT_COLR_Paint()
    guard depth < 64, nodes <= 10_000, FT_Get_Paint(ftFace, opaque, &paint) != 0 else {
      broken = true
      return .layers([])
    }
    switch paint.format {
    case FT_COLR_PAINTFORMAT_COLR_LAYERS:
      var iterator = paint.u.colr_layers.layer_iterator
      var layers: [ColorGlyphPaint] = []
      var layer = FT_OpaquePaint(p: nil, insert_root_transform: 0)
      while !broken, FT_Get_Paint_Layers(ftFace, &iterator, &layer) != 0 {
        layers.append(read(layer, depth: depth + 1, path: path))
      }
      return .layers(layers)
    case FT_COLR_PAINTFORMAT_SOLID:
      return .solid(color(paint.u.solid.color))
    case FT_COLR_PAINTFORMAT_LINEAR_GRADIENT:
      let g = paint.u.linear_gradient
      return .linearGradient(
        colorLine(g.colorline), p0: point(g.p0), p1: point(g.p1), p2: point(g.p2))
    case FT_COLR_PAINTFORMAT_RADIAL_GRADIENT:
      let g = paint.u.radial_gradient
      let scale = abs(toPixels.a)
      return .radialGradient(
        colorLine(g.colorline), center0: point(g.c0), radius0: fixed(g.r0) * scale,
        center1: point(g.c1), radius1: fixed(g.r1) * scale)
    case FT_COLR_PAINTFORMAT_SWEEP_GRADIENT:
      let g = paint.u.sweep_gradient
      return .sweepGradient(
        colorLine(g.colorline), center: point(g.center),
        startAngle: .degrees(fixed(g.start_angle) * 180),
        endAngle: .degrees(fixed(g.end_angle) * 180))
    case FT_COLR_PAINTFORMAT_GLYPH:
      let child = read(paint.u.glyph.paint, depth: depth + 1, path: path)
      return .glyph(GlyphID(paint.u.glyph.glyphID), child)
    case FT_COLR_PAINTFORMAT_COLR_GLYPH:
      let id = paint.u.colr_glyph.glyphID
      var root = FT_OpaquePaint(p: nil, insert_root_transform: 0)
      guard !path.contains(id),
        FT_Get_Color_Glyph_Paint(ftFace, id, FT_COLOR_NO_ROOT_TRANSFORM, &root) != 0
      else {
        broken = true
        return .layers([])
      }
      return read(root, depth: depth + 1, path: path + [id])
    case FT_COLR_PAINTFORMAT_TRANSFORM:
      let a = paint.u.transform.affine
      let matrix = Transform(
        a: fixed(a.xx), b: fixed(a.yx), c: fixed(a.xy), d: fixed(a.yy), tx: fixed(a.dx),
        ty: fixed(a.dy))
      return transformed(matrix, paint.u.transform.paint, depth: depth, path: path)
    case FT_COLR_PAINTFORMAT_TRANSLATE:
      let t = paint.u.translate
      return transformed(
        Transform(translationX: fixed(t.dx), y: fixed(t.dy)), t.paint, depth: depth, path: path)
    case FT_COLR_PAINTFORMAT_SCALE:
      let s = paint.u.scale
      let matrix = about(
        Transform(scaleX: fixed(s.scale_x), y: fixed(s.scale_y)), fixed(s.center_x),
        fixed(s.center_y))
      return transformed(matrix, s.paint, depth: depth, path: path)
    case FT_COLR_PAINTFORMAT_ROTATE:
      let r = paint.u.rotate
      // Counter-clockwise in font units (y up), as Transform's rotation turns x toward y.
      let matrix = about(
        Transform(rotationAngle: fixed(r.angle) * .pi), fixed(r.center_x), fixed(r.center_y))
      return transformed(matrix, r.paint, depth: depth, path: path)
    case FT_COLR_PAINTFORMAT_SKEW:
      let k = paint.u.skew
      // The spec's skew: x' = x − tan(xAngle)·y, y' = y + tan(yAngle)·x (font units, y up).
      let skew = Transform(
        a: 1, b: Transform.tangent(fixed(k.y_skew_angle) * .pi),
        c: -Transform.tangent(fixed(k.x_skew_angle) * .pi), d: 1, tx: 0, ty: 0)
      let matrix = about(skew, fixed(k.center_x), fixed(k.center_y))
      return transformed(matrix, k.paint, depth: depth, path: path)
    case FT_COLR_PAINTFORMAT_COMPOSITE:
      let c = paint.u.composite
      let source = read(c.source_paint, depth: depth + 1, path: path)
      let backdrop = read(c.backdrop_paint, depth: depth + 1, path: path)
      let mode = ColorCompositeMode(rawValue: Int(c.composite_mode.rawValue)) ?? .sourceOver
      return .composite(source: source, mode: mode, backdrop: backdrop)
    default:
      broken = true
      return .layers([])
    }
  }

  /// A child drawn through `matrix` (font units, y up), expressed in pixels, y down.
  private mutating func transformed(
    _ matrix: Transform, _ child: FT_OpaquePaint, depth: Int, path: [UInt32]
  ) -> ColorGlyphPaint {
    let inner = read(child, depth: depth + 1, path: path)
    let pixels = toFontUnits.concatenating(matrix).concatenating(toPixels)
    return .transform(pixels, inner)
  }

  /// `matrix` applied about the point (`x`, `y`) instead of the origin.
  private func about(_ matrix: Transform, _ x: Double, _ y: Double) -> Transform {
    Transform(translationX: -x, y: -y).concatenating(matrix).concatenating(
      Transform(translationX: x, y: y))
  }

  private func fixed(_ value: FT_Fixed) -> Double { Double(value) / 65536 }

  private func point(_ vector: FT_Vector) -> Point {
    Point(x: fixed(vector.x), y: fixed(vector.y)).applying(toPixels)
  }

  private func color(_ index: FT_ColorIndex) -> GlyphColor {
    face.paletteColor(Int(index.palette_index), palette, alpha: Double(index.alpha) / 16384)
  }

  private func colorLine(_ line: FT_ColorLine) -> ColorLine {
    var iterator = line.color_stop_iterator
    var stops: [ColorLine.Stop] = []
    var stop = FT_ColorStop()
    while FT_Get_Colorline_Stops(ftFace, &stop, &iterator) != 0, stops.count < 65_536 {
      stops.append(
        ColorLine.Stop(offset: Double(stop.stop_offset) / 16384, color: color(stop.color)))
    }
    let extend: ColorLine.Extend
    switch line.extend {
    case FT_COLR_PAINT_EXTEND_REPEAT: extend = .repeat
    case FT_COLR_PAINT_EXTEND_REFLECT: extend = .reflect
    default: extend = .pad
    }
    return ColorLine(extend: extend, stops: stops.sorted { $0.offset < $1.offset })
  }
}

extension Transform {
  /// tan, finite for any input (±1e6 near a quarter turn).
  static func tangent(_ angle: Double) -> Double {
    let value = Foundation.tan(angle)
    return value.isFinite ? min(1e6, max(-1e6, value)) : 0
  }
}
