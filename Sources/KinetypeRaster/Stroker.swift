internal import CFreeType
import Foundation
import KinetypeCore

extension Rasterizer {
  /// The coverage of `path` stroked with `style` under `transform`, from FreeType's stroker.
  ///
  /// The stroke is built in user space and then transformed, as Core Graphics does (a
  /// non-uniform scale makes the line thicker one way). Dashes are cut from the path first
  /// (curves flattened to within 1/20 px). Bad values are ignored with a warning: a
  /// non-finite or non-positive width draws nothing; a dash pattern with a negative or
  /// non-finite length or a zero sum draws solid. Overlapping subpaths never cancel.
  public static func strokeCoverage(
    of path: Path, style: StrokeStyle, transform: CGAffineTransform = .identity,
    clipTo bounds: (width: Int, height: Int)? = nil
  ) -> CoverageMask {
    guard transform.isFinite, path.isFinite else {
      RasterWarnings.warn(
        .skippedDraw, "non-finite transform or path ignored the draw", in: "stroke")
      return CoverageMask()
    }
    guard style.lineWidth.isFinite, style.lineWidth > 0 else {
      if style.lineWidth != 0 {
        RasterWarnings.warn(
          .skippedDraw, "line width \(style.lineWidth) ignored the draw", in: "stroke")
      }
      return CoverageMask()
    }
    // 16× the device scale: 26.6 then resolves 1/1024 px, so widths and joins come out exact.
    let scale = abs(transform.determinant).squareRoot() * 16
    guard scale > 0, scale.isFinite else { return CoverageMask() }
    var source = path
    if !style.dash.isEmpty {
      let valid =
        style.dash.allSatisfy { $0.isFinite && $0 >= 0 } && style.dash.reduce(0, +) > 0
        && style.dashPhase.isFinite
      if valid {
        let stretch = max(
          (transform.a * transform.a + transform.b * transform.b).squareRoot(),
          (transform.c * transform.c + transform.d * transform.d).squareRoot())
        var pattern = style.dash
        if pattern.count % 2 == 1 { pattern += pattern }
        if let dashed = Dasher.dash(
          path, pattern: pattern, phase: style.dashPhase, tolerance: 0.05 / stretch)
        {
          source = dashed
        } else {
          RasterWarnings.warn(
            .ignoredValue, "dash pattern \(style.dash) is too fine; drawn solid", in: "stroke")
        }
      } else {
        RasterWarnings.warn(
          .ignoredValue, "dash pattern \(style.dash) is invalid; drawn solid", in: "stroke")
      }
    }
    // Stroke `source` scaled uniformly by `scale` (so 26.6 has device precision), then map
    // the result through the rest of the transform.
    let rest = CGAffineTransform(
      a: transform.a / scale, b: transform.b / scale, c: transform.c / scale,
      d: transform.d / scale, tx: transform.tx, ty: transform.ty)
    guard
      let outline = FreeTypeLibraries.withLibrary({ library in
        strokeOutline(
          source, scale: scale, style: style, library: library)
      })
    else { return CoverageMask() }
    var device = outline
    device.points = device.points.map { $0.applying(rest) }
    return render(device, evenOdd: false, clip: bounds)
  }

  /// The cap of a zero-length open subpath: a circle for round caps, an axis-aligned square
  /// for square caps, in the stroker's scaled space.
  private static func dot(at center: FT_Vector, scale: Double, style: StrokeStyle) -> Outline {
    let half = style.lineWidth * scale / 2
    let c = CGPoint(x: Double(center.x) / 64, y: Double(center.y) / 64)
    let box = CGRect(x: c.x - half, y: c.y - half, width: 2 * half, height: 2 * half)
    var dot = Outline(
      style.lineCap == .round ? Path(ellipseIn: box) : Path(box), transform: .identity)
    if dot.signedArea < 0 { dot.reverse() }
    return dot
  }

  /// FreeType's stroke of each subpath of `path` (scaled by `scale`), oriented alike so that
  /// overlaps add under nonzero winding.
  private static func strokeOutline(
    _ path: Path, scale: Double, style: StrokeStyle, library: FT_Library
  ) -> Outline {
    var result = Outline()
    var stroker: FT_Stroker?
    guard FT_Stroker_New(library, &stroker) == 0, let stroker else { return result }
    defer { FT_Stroker_Done(stroker) }
    let cap: FT_Stroker_LineCap =
      switch style.lineCap {
      case .butt: FT_STROKER_LINECAP_BUTT
      case .round: FT_STROKER_LINECAP_ROUND
      case .square: FT_STROKER_LINECAP_SQUARE
      }
    let join: FT_Stroker_LineJoin =
      switch style.lineJoin {
      case .miter: FT_STROKER_LINEJOIN_MITER_FIXED
      case .round: FT_STROKER_LINEJOIN_ROUND
      case .bevel: FT_STROKER_LINEJOIN_BEVEL
      }
    let miter = style.miterLimit.isFinite ? max(1, min(1000, style.miterLimit)) : 10
    let radius = min(1e6, style.lineWidth * scale / 2)
    FT_Stroker_Set(
      stroker, FT_Fixed(Int(saturating: (radius * 64).rounded())), cap, join,
      FT_Fixed(Int(saturating: miter * 65536)))
    let limit = 1e7
    func vector(_ p: CGPoint) -> FT_Vector {
      FT_Vector(
        x: FT_Pos(max(-limit, min(limit, p.x * scale)) * 64),
        y: FT_Pos(max(-limit, min(limit, p.y * scale)) * 64))
    }
    // Split into subpaths: (elements, closed).
    var subpaths: [([Path.Element], Bool)] = []
    var current: [Path.Element] = []
    var start = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let p):
        if current.count > 1 { subpaths.append((current, false)) }
        current = [.move(to: p)]
        start = p
      case .closeSubpath:
        if current.count > 1 { subpaths.append((current, true)) }
        current = []
      default:
        if current.isEmpty { current = [.move(to: start)] }
        current.append(element)
      }
    }
    if current.count > 1 { subpaths.append((current, false)) }
    for (elements, closed) in subpaths {
      var piece = Outline()
      // FreeType's stroker crashes on a subpath with no extent (FT_Stroker_EndSubPath after
      // only zero-length segments), so zero-length segments are dropped here and a subpath
      // left with none becomes a cap-shaped dot, as Core Graphics draws it.
      var start = FT_Vector()
      var last = FT_Vector()
      var begun = false
      func same(_ a: FT_Vector, _ b: FT_Vector) -> Bool { a.x == b.x && a.y == b.y }
      func begin() {
        guard !begun else { return }
        begun = true
        var v = start
        FT_Stroker_BeginSubPath(stroker, &v, closed ? 0 : 1)
      }
      for element in elements {
        switch element {
        case .move(let p):
          start = vector(p)
          last = start
        case .line(let p):
          var v = vector(p)
          guard !same(v, last) else { continue }
          begin()
          FT_Stroker_LineTo(stroker, &v)
          last = v
        case .quadCurve(let p, let c):
          var v = vector(p)
          var vc = vector(c)
          guard !(same(v, last) && same(vc, last)) else { continue }
          begin()
          FT_Stroker_ConicTo(stroker, &vc, &v)
          last = v
        case .curve(let p, let c1, let c2):
          var v = vector(p)
          var v1 = vector(c1)
          var v2 = vector(c2)
          guard !(same(v, last) && same(v1, last) && same(v2, last)) else { continue }
          begin()
          FT_Stroker_CubicTo(stroker, &v1, &v2, &v)
          last = v
        case .closeSubpath:
          break
        }
      }
      guard begun else {
        if !closed, style.lineCap != .butt {
          result.append(dot(at: start, scale: scale, style: style))
        }
        continue
      }
      FT_Stroker_EndSubPath(stroker)
      var pointCount: FT_UInt = 0
      var contourCount: FT_UInt = 0
      guard FT_Stroker_GetCounts(stroker, &pointCount, &contourCount) == 0,
        pointCount > 0, pointCount < 32_767, contourCount < 32_767
      else {
        FT_Stroker_Rewind(stroker)
        continue
      }
      var points = [FT_Vector](repeating: FT_Vector(), count: Int(pointCount))
      var tags = [CChar](repeating: 0, count: Int(pointCount))
      var contours = [Int16](repeating: 0, count: Int(contourCount))
      var exported = (points: 0, contours: 0)
      points.withUnsafeMutableBufferPointer { pointBuffer in
        tags.withUnsafeMutableBufferPointer { tagBuffer in
          contours.withUnsafeMutableBufferPointer { contourBuffer in
            var outline = FT_Outline(
              n_contours: 0, n_points: 0, points: pointBuffer.baseAddress,
              tags: tagBuffer.baseAddress, contours: contourBuffer.baseAddress, flags: 0)
            FT_Stroker_Export(stroker, &outline)
            exported = (Int(outline.n_points), Int(outline.n_contours))
          }
        }
      }
      FT_Stroker_Rewind(stroker)
      piece.points = points[..<exported.points].map {
        CGPoint(x: Double($0.x) / 64, y: Double($0.y) / 64)
      }
      // FreeType's tags carry extra bits (dropout modes); keep the curve type only.
      piece.tags = tags[..<exported.points].map { $0 & 3 }
      piece.contourEnds = contours[..<exported.contours].map { Int($0) + 1 }
      if piece.signedArea < 0 { piece.reverse() }
      result.append(piece)
    }
    return result
  }
}
