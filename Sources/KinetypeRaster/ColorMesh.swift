import Foundation
import KinetypeCore

#if canImport(Glibc)
  import Glibc
#endif

/// A grid of colored points joined by bicubic patches: what SwiftUI's `MeshGradient` draws.
///
/// `columns` × `rows` vertices, row by row from the top-left. Between four neighbouring
/// vertices lies one patch, a bicubic Bézier surface: its edges are cubic curves through the
/// vertices, and its colors are interpolated over the same (u, v) parameters.
///
/// **Shape.** A vertex's edge control points are its own (``Vertex/leadingControlPoint`` …)
/// when given; otherwise they come from its neighbours as Catmull-Rom tangents (the central
/// difference of the neighbours, one-sided on the border, a third of it on each side), with
/// the cross derivative from the diagonal neighbours. On an even grid this makes every patch
/// the flat square between its vertices; moving a vertex bends the four patches around it
/// smoothly (C¹ across patch edges).
///
/// **Colors.** With ``smoothsColors`` the colors follow the same bicubic Catmull-Rom
/// interpolation (the curve passes through every vertex color, C¹ across patches, components
/// clamped to 0…1 where it overshoots); without, each patch blends its four corners
/// bilinearly. Colors are interpolated premultiplied, in sRGB values (``Gradient/ColorSpace/device``) or
/// in Oklab (``Gradient/ColorSpace/perceptual``).
public struct ColorMesh: Sendable {
  /// One point of the mesh.
  public struct Vertex: Sendable, Equatable {
    /// Where the vertex is, in the pixmap's pixels.
    public var position: CGPoint
    /// Its color (straight alpha, sRGB).
    public var color: Color
    /// The control point of the edge towards the vertex on the left; nil computes it.
    public var leadingControlPoint: CGPoint?
    /// The control point of the edge towards the vertex above; nil computes it.
    public var topControlPoint: CGPoint?
    /// The control point of the edge towards the vertex on the right; nil computes it.
    public var trailingControlPoint: CGPoint?
    /// The control point of the edge towards the vertex below; nil computes it.
    public var bottomControlPoint: CGPoint?

    /// A vertex at `position` with `color` and computed control points.
    public init(position: CGPoint, color: Color) {
      self.position = position
      self.color = color
    }

    /// A vertex with explicit control points (nil ones are computed).
    public init(
      position: CGPoint, color: Color, leadingControlPoint: CGPoint?, topControlPoint: CGPoint?,
      trailingControlPoint: CGPoint?, bottomControlPoint: CGPoint?
    ) {
      self.init(position: position, color: color)
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  /// Vertices per row (at least 2).
  public let columns: Int
  /// Vertices per column (at least 2).
  public let rows: Int
  /// The vertices, row by row.
  public let vertices: [Vertex]
  /// Whether colors are interpolated bicubically (true) or bilinearly per patch.
  public var smoothsColors: Bool
  /// The space colors are interpolated in. Default: `.device`.
  public var colorSpace: Gradient.ColorSpace

  /// A mesh of `columns` × `rows` vertices.
  ///
  /// - Throws: ``RasterError`` when there are fewer than 2 columns or rows, when
  ///   `vertices.count` is not `columns × rows`, or when a position is not finite.
  public init(
    columns: Int, rows: Int, vertices: [Vertex], smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) throws {
    let place = "ColorMesh(columns: \(columns), rows: \(rows))"
    guard columns >= 2, rows >= 2 else {
      throw RasterError("a mesh needs at least 2 columns and 2 rows of points", at: place)
    }
    guard columns.multipliedReportingOverflow(by: rows) == (vertices.count, false) else {
      throw RasterError(
        "\(columns) × \(rows) points need \(columns * rows) vertices, got \(vertices.count)",
        at: place)
    }
    let controls = vertices.flatMap {
      [$0.leadingControlPoint, $0.topControlPoint, $0.trailingControlPoint, $0.bottomControlPoint]
        .compactMap { $0 }
    }
    guard vertices.allSatisfy(\.position.isFinite), controls.allSatisfy(\.isFinite) else {
      throw RasterError("a point of the mesh is not finite", at: place)
    }
    self.columns = columns
    self.rows = rows
    self.vertices = vertices
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }
}

/// A value on a grid, with the Catmull-Rom derivatives the patches need.
struct MeshGrid {
  let columns: Int
  let rows: Int
  let values: [SIMD4<Double>]

  /// The value at vertex (i, j); outside the grid the values extend linearly, so a border
  /// vertex's tangent is the one-sided difference.
  func value(_ i: Int, _ j: Int) -> SIMD4<Double> {
    if j < 0 { return value(i, 0) + (value(i, 0) - value(i, 1)) * Double(-j) }
    if j >= rows {
      return value(i, rows - 1) + (value(i, rows - 1) - value(i, rows - 2)) * Double(j - rows + 1)
    }
    if i < 0 { return value(0, j) + (value(0, j) - value(1, j)) * Double(-i) }
    if i >= columns {
      return value(columns - 1, j) + (value(columns - 1, j) - value(columns - 2, j))
        * Double(i - columns + 1)
    }
    return values[j * columns + i]
  }

  /// d/du at a vertex: half the difference of its left and right neighbours.
  func uTangent(_ i: Int, _ j: Int) -> SIMD4<Double> { (value(i + 1, j) - value(i - 1, j)) / 2 }
  /// d/dv at a vertex.
  func vTangent(_ i: Int, _ j: Int) -> SIMD4<Double> { (value(i, j + 1) - value(i, j - 1)) / 2 }
  /// d²/dudv at a vertex.
  func twist(_ i: Int, _ j: Int) -> SIMD4<Double> {
    (value(i + 1, j + 1) - value(i - 1, j + 1) - value(i + 1, j - 1) + value(i - 1, j - 1)) / 4
  }
}

/// The 16 control values of one bicubic Bézier patch, `b[j * 4 + i]` (i along u, j along v).
struct BezierPatch {
  var b: [SIMD4<Double>]

  /// The patch between vertices (i, j) and (i + 1, j + 1) of `grid`, with Catmull-Rom
  /// tangents except where `controls` gives a vertex's own control offsets (then its twist is
  /// zero).
  init(grid: MeshGrid, i: Int, j: Int, controls: ((Int, Int) -> VertexControls?)? = nil) {
    func offsets(_ x: Int, _ y: Int) -> ResolvedControls {
      let u = grid.uTangent(x, y) / 3
      let v = grid.vTangent(x, y) / 3
      let auto = ResolvedControls(
        leading: -u, top: -v, trailing: u, bottom: v, twist: grid.twist(x, y) / 9)
      guard let own = controls?(x, y) else { return auto }
      return ResolvedControls(
        leading: own.leading ?? auto.leading, top: own.top ?? auto.top,
        trailing: own.trailing ?? auto.trailing, bottom: own.bottom ?? auto.bottom,
        twist: .zero)
    }
    let g00 = grid.value(i, j)
    let g10 = grid.value(i + 1, j)
    let g01 = grid.value(i, j + 1)
    let g11 = grid.value(i + 1, j + 1)
    let c00 = offsets(i, j)
    let c10 = offsets(i + 1, j)
    let c01 = offsets(i, j + 1)
    let c11 = offsets(i + 1, j + 1)
    b = [
      g00, g00 + c00.trailing, g10 + c10.leading, g10,
      g00 + c00.bottom, g00 + c00.trailing + c00.bottom + c00.twist,
      g10 + c10.leading + c10.bottom - c10.twist, g10 + c10.bottom,
      g01 + c01.top, g01 + c01.trailing + c01.top - c01.twist,
      g11 + c11.leading + c11.top + c11.twist, g11 + c11.top,
      g01, g01 + c01.trailing, g11 + c11.leading, g11,
    ]
  }

  /// The patch's value at (u, v) in 0…1.
  func value(u: Double, v: Double) -> SIMD4<Double> {
    let bu = Self.bernstein(u)
    let bv = Self.bernstein(v)
    var result = SIMD4<Double>.zero
    for j in 0..<4 {
      var row = SIMD4<Double>.zero
      for i in 0..<4 { row += b[j * 4 + i] * bu[i] }
      result += row * bv[j]
    }
    return result
  }

  static func bernstein(_ t: Double) -> [Double] {
    let s = 1 - t
    return [s * s * s, 3 * s * s * t, 3 * s * t * t, t * t * t]
  }
}

/// A vertex's control offsets (from the vertex) along each edge, and its twist term.
struct VertexControls {
  var leading: SIMD4<Double>?
  var top: SIMD4<Double>?
  var trailing: SIMD4<Double>?
  var bottom: SIMD4<Double>?
  var twist: SIMD4<Double>

  init(
    leading: SIMD4<Double>?, top: SIMD4<Double>?, trailing: SIMD4<Double>?,
    bottom: SIMD4<Double>?, twist: SIMD4<Double>
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    self.twist = twist
  }

}

/// A vertex's control offsets with every edge known.
struct ResolvedControls {
  var leading: SIMD4<Double>
  var top: SIMD4<Double>
  var trailing: SIMD4<Double>
  var bottom: SIMD4<Double>
  var twist: SIMD4<Double>
}

/// Conversions between straight sRGB colors and the premultiplied vectors colors are
/// interpolated as.
enum MeshColorSpace {
  static func vector(_ color: Color, in space: Gradient.ColorSpace) -> SIMD4<Double> {
    let a = Color.clamp(color.opacity)
    let rgb = SIMD3(Color.clamp(color.red), Color.clamp(color.green), Color.clamp(color.blue))
    guard space.isPerceptual else { return SIMD4(rgb.x * a, rgb.y * a, rgb.z * a, a) }
    let lab = oklab(fromSRGB: rgb)
    return SIMD4(lab.x * a, lab.y * a, lab.z * a, a)
  }

  /// Premultiplied sRGB (clamped) from an interpolated vector.
  static func premultipliedSRGB(_ vector: SIMD4<Double>, in space: Gradient.ColorSpace)
    -> SIMD4<Double>
  {
    let a = min(1, max(0, vector.w))
    guard a > 0 else { return .zero }
    guard space.isPerceptual else {
      return SIMD4(
        min(a, max(0, vector.x)), min(a, max(0, vector.y)), min(a, max(0, vector.z)), a)
    }
    let rgb = sRGB(fromOklab: SIMD3(vector.x / a, vector.y / a, vector.z / a))
    return SIMD4(
      min(1, max(0, rgb.x)) * a, min(1, max(0, rgb.y)) * a, min(1, max(0, rgb.z)) * a, a)
  }

  private static func decode(_ v: Double) -> Double {
    v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
  }

  private static func encode(_ v: Double) -> Double {
    let v = max(0, v)
    return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
  }

  /// Björn Ottosson's Oklab (2020), from sRGB values.
  static func oklab(fromSRGB rgb: SIMD3<Double>) -> SIMD3<Double> {
    let r = decode(rgb.x)
    let g = decode(rgb.y)
    let b = decode(rgb.z)
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return SIMD3(
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
  }

  /// sRGB values from Oklab.
  static func sRGB(fromOklab lab: SIMD3<Double>) -> SIMD3<Double> {
    let l = pow(lab.x + 0.3963377774 * lab.y + 0.2158037573 * lab.z, 3)
    let m = pow(lab.x - 0.1055613458 * lab.y - 0.0638541728 * lab.z, 3)
    let s = pow(lab.x - 0.0894841775 * lab.y - 1.2914855480 * lab.z, 3)
    return SIMD3(
      encode(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
      encode(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
      encode(-0.0041960863 * l - 0.7034186147 * m + 1.7076127010 * s))
  }
}
