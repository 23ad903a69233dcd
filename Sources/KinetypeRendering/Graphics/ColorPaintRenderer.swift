import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeText

/// Draws a `COLR` v1 paint graph (``ColorGlyphPaint``) into an image covering one rectangle of
/// device pixels.
///
/// Each paint renders to a transparent surface of that rectangle: layers composite bottom first
/// (source over), a glyph clips its child to the outline's coverage (FreeType's rasterizer, so
/// transformed colour glyphs stay as crisp as outlines), transforms compose, composites use the
/// raster blend modes, and gradients are evaluated per pixel centre through the inverse
/// transform, from a 1,024-entry premultiplied colour table with the colour line's extend mode.
/// Deterministic: the same paint, transform and rectangle give the same bytes.
struct ColorPaintRenderer {
  let font: FontFace
  let foreground: Color
  /// The device rectangle the surfaces cover.
  let originX: Int
  let originY: Int
  let width: Int
  let height: Int

  /// The paint drawn through `transform` (glyph pixels to device pixels), or nil when the
  /// rectangle is empty or too large.
  static func image(
    of paint: ColorGlyphPaint, font: FontFace, foreground: Color, transform: CGAffineTransform,
    area: CGRect
  ) -> GlyphCache.PlacedImage? {
    guard !area.isNull, !area.isEmpty, transform.isFinite else { return nil }
    let x0 = Int(saturating: area.minX.rounded(.down))
    let y0 = Int(saturating: area.minY.rounded(.down))
    let x1 = Int(saturating: area.maxX.rounded(.up))
    let y1 = Int(saturating: area.maxY.rounded(.up))
    guard x1 > x0, y1 > y0, (try? Pixmap.validate(width: x1 - x0, height: y1 - y0)) != nil
    else { return nil }
    let renderer = ColorPaintRenderer(
      font: font, foreground: foreground, originX: x0, originY: y0, width: x1 - x0,
      height: y1 - y0)
    return renderer.render(paint, transform).map { GlyphCache.PlacedImage(image: $0, x: x0, y: y0) }
  }

  private func surface(_ color: Color = .clear) -> Pixmap? {
    try? Pixmap(width: width, height: height, background: color)
  }

  /// `transform` followed by the move to this surface's origin.
  private func local(_ transform: CGAffineTransform) -> CGAffineTransform {
    transform.concatenating(CGAffineTransform(translationX: Double(-originX), y: Double(-originY)))
  }

  private func render(_ paint: ColorGlyphPaint, _ transform: CGAffineTransform) -> Pixmap? {
    switch paint {
    case .layers(let paints):
      guard var result = surface() else { return nil }
      for child in paints {
        if let layer = render(child, transform) { result.draw(layer) }
      }
      return result
    case .solid(let color):
      return surface(color.resolved(foreground: foreground))
    case .linearGradient, .radialGradient, .sweepGradient:
      return gradient(paint, transform)
    case .glyph(let glyph, let child):
      guard var result = surface() else { return nil }
      let mask = Rasterizer.coverage(
        of: font.glyphPath(glyph), transform: local(transform), clipTo: (width, height))
      guard !mask.isEmpty else { return result }
      if case .solid(let color) = child {
        result.composite(mask, with: .color(color.resolved(foreground: foreground)))
      } else if let layer = render(child, transform) {
        result.draw(layer, clip: mask)
      }
      return result
    case .transform(let matrix, let child):
      return render(child, matrix.concatenating(transform))
    case .composite(let source, let mode, let backdrop):
      guard var result = render(backdrop, transform) else { return nil }
      guard mode != .destination, let top = render(source, transform) else { return result }
      result.draw(top, blendMode: ColorPaintRenderer.blendMode(mode))
      return result
    }
  }

  /// The raster blend mode for a `COLR` composite mode.
  static func blendMode(_ mode: ColorCompositeMode) -> BlendMode {
    switch mode {
    case .clear: return .clear
    case .source: return .copy
    case .destination, .sourceOver: return .normal
    case .destinationOver: return .destinationOver
    case .sourceIn: return .sourceIn
    case .destinationIn: return .destinationIn
    case .sourceOut: return .sourceOut
    case .destinationOut: return .destinationOut
    case .sourceAtop: return .sourceAtop
    case .destinationAtop: return .destinationAtop
    case .xor: return .xor
    case .plus: return .plusLighter
    case .screen: return .screen
    case .overlay: return .overlay
    case .darken: return .darken
    case .lighten: return .lighten
    case .colorDodge: return .colorDodge
    case .colorBurn: return .colorBurn
    case .hardLight: return .hardLight
    case .softLight: return .softLight
    case .difference: return .difference
    case .exclusion: return .exclusion
    case .multiply: return .multiply
    case .hue: return .hue
    case .saturation: return .saturation
    case .color: return .color
    case .luminosity: return .luminosity
    }
  }

  /// A gradient evaluated at every pixel centre of the surface.
  private func gradient(_ paint: ColorGlyphPaint, _ transform: CGAffineTransform) -> Pixmap? {
    guard let inverse = local(transform).inverse else { return surface() }
    let shader: GradientShader
    switch paint {
    case .linearGradient(let line, let p0, let p1, let p2):
      shader = GradientShader(linear: line, p0: p0, p1: p1, p2: p2, foreground: foreground)
    case .radialGradient(let line, let c0, let r0, let c1, let r1):
      shader = GradientShader(
        radial: line, c0: c0, r0: r0, c1: c1, r1: r1, foreground: foreground)
    case .sweepGradient(let line, let center, let start, let end):
      shader = GradientShader(
        sweep: line, center: center, start: start.radians, end: end.radians,
        foreground: foreground)
    default: return surface()
    }
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
        let pixel = shader.pixel(at: point)
        let i = (y * width + x) * 4
        bytes[i] = UInt8(truncatingIfNeeded: pixel)
        bytes[i + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
        bytes[i + 2] = UInt8(truncatingIfNeeded: pixel >> 16)
        bytes[i + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
      }
    }
    return try? Pixmap(width: width, height: height, premultipliedRGBA: bytes)
  }
}

/// Evaluates a `COLR` v1 gradient at a point of glyph space: the position along the colour
/// line, its extend mode, then a premultiplied colour table.
struct GradientShader {
  private enum Geometry {
    case linear(start: CGPoint, direction: CGPoint)
    case radial(c0: CGPoint, r0: Double, c1: CGPoint, r1: Double)
    case sweep(center: CGPoint, start: Double, end: Double)
  }

  private let geometry: Geometry
  private let extend: ColorLine.Extend
  /// 1,024 premultiplied pixels over the stops' span; `low`/`high` are the first and last
  /// stop offsets the table spans.
  private let table: [UInt32]
  private let low: Double
  private let high: Double

  init(linear line: ColorLine, p0: CGPoint, p1: CGPoint, p2: CGPoint, foreground: Color) {
    // The spec's p3: p0→p1 projected onto the normal of p0→p2, so the colour bands run
    // parallel to p0→p2.
    let along = p2 - p0
    var normal = CGPoint(x: along.y, y: -along.x)
    let length2 = normal.x * normal.x + normal.y * normal.y
    let d = p1 - p0
    if length2 > 0 {
      let k = (d.x * normal.x + d.y * normal.y) / length2
      normal = normal * k
    } else {
      normal = d
    }
    let n2 = normal.x * normal.x + normal.y * normal.y
    geometry = .linear(start: p0, direction: n2 > 0 ? normal * (1 / n2) : .zero)
    (table, low, high) = GradientShader.table(line, foreground: foreground)
    extend = line.extend
  }

  init(radial line: ColorLine, c0: CGPoint, r0: Double, c1: CGPoint, r1: Double, foreground: Color)
  {
    geometry = .radial(c0: c0, r0: r0, c1: c1, r1: r1)
    (table, low, high) = GradientShader.table(line, foreground: foreground)
    extend = line.extend
  }

  init(sweep line: ColorLine, center: CGPoint, start: Double, end: Double, foreground: Color) {
    geometry = .sweep(center: center, start: start, end: end)
    (table, low, high) = GradientShader.table(line, foreground: foreground)
    extend = line.extend
  }

  /// The premultiplied pixel at `point` (glyph space), transparent where a radial gradient is
  /// undefined.
  func pixel(at point: CGPoint) -> UInt32 {
    let t: Double
    switch geometry {
    case .linear(let start, let direction):
      t = (point.x - start.x) * direction.x + (point.y - start.y) * direction.y
    case .radial(let c0, let r0, let c1, let r1):
      guard let value = GradientShader.conical(point, c0: c0, r0: r0, c1: c1, r1: r1) else {
        return 0
      }
      t = value
    case .sweep(let center, let start, let end):
      // Counter-clockwise as seen on screen (y down): the font's counter-clockwise.
      var angle = atan2(-(point.y - center.y), point.x - center.x)
      if angle < 0 { angle += 2 * .pi }
      t = end == start ? 0 : (angle - start) / (end - start)
    }
    return lookup(t)
  }

  /// The largest t whose circle (interpolated between the two, radius ≥ 0) passes through
  /// `p`: the two-point conical gradient of the spec and of HTML canvas.
  static func conical(_ p: CGPoint, c0: CGPoint, r0: Double, c1: CGPoint, r1: Double) -> Double? {
    let cd = c1 - c0
    let pd = p - c0
    let dr = r1 - r0
    let a = cd.x * cd.x + cd.y * cd.y - dr * dr
    let b = pd.x * cd.x + pd.y * cd.y + r0 * dr
    let c = pd.x * pd.x + pd.y * pd.y - r0 * r0
    if abs(a) < 1e-9 {
      guard b != 0 else { return nil }
      let t = c / (2 * b)
      return r0 + t * dr >= 0 ? t : nil
    }
    let discriminant = b * b - a * c
    guard discriminant >= 0 else { return nil }
    let root = discriminant.squareRoot()
    let t1 = (b + root) / a
    let t2 = (b - root) / a
    let (first, second) = t1 > t2 ? (t1, t2) : (t2, t1)
    if r0 + first * dr >= 0 { return first }
    if r0 + second * dr >= 0 { return second }
    return nil
  }

  private func lookup(_ t: Double) -> UInt32 {
    guard t.isFinite else { return table[0] }
    var u = high > low ? (t - low) / (high - low) : (t < low ? 0 : 1)
    switch extend {
    case .pad: u = min(1, max(0, u))
    case .repeat: u -= u.rounded(.down)
    case .reflect:
      let v = u - 2 * (u / 2).rounded(.down)
      u = v > 1 ? 2 - v : v
    }
    let index = Int((u * Double(table.count - 1)).rounded())
    return table[min(table.count - 1, max(0, index))]
  }

  /// The colour table over the stops' offsets, interpolated premultiplied.
  private static func table(_ line: ColorLine, foreground: Color) -> ([UInt32], Double, Double) {
    let stops = line.stops.filter { $0.offset.isFinite }
    guard let first = stops.first, let last = stops.last else {
      return ([UInt32](repeating: 0, count: 2), 0, 1)
    }
    func premultiplied(_ stop: ColorLine.Stop) -> SIMD4<Double> {
      let c = stop.color.resolved(foreground: foreground)
      return SIMD4(c.red * c.opacity, c.green * c.opacity, c.blue * c.opacity, c.opacity)
    }
    let count = 1024
    let low = first.offset
    let high = last.offset
    var table: [UInt32] = []
    table.reserveCapacity(count)
    var segment = 0
    for index in 0..<count {
      let offset = high > low ? low + (high - low) * Double(index) / Double(count - 1) : low
      while segment + 1 < stops.count - 1, offset > stops[segment + 1].offset { segment += 1 }
      var value = premultiplied(stops[min(segment, stops.count - 1)])
      if segment + 1 < stops.count {
        let a = stops[segment]
        let b = stops[segment + 1]
        let span = b.offset - a.offset
        let f = span > 0 ? min(1, max(0, (offset - a.offset) / span)) : 1
        value = premultiplied(a) * (1 - f) + premultiplied(b) * f
      }
      let bytes = (value * 255).rounded(.toNearestOrEven)
      let alpha = UInt32(min(255, max(0, bytes.w)))
      func channel(_ v: Double) -> UInt32 { min(alpha, UInt32(min(255, max(0, v)))) }
      table.append(
        channel(bytes.x) | channel(bytes.y) << 8 | channel(bytes.z) << 16 | alpha << 24)
    }
    return (table, low, high)
  }
}
