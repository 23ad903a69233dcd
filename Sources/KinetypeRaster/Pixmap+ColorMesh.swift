import Foundation
import KinetypeCore

extension Pixmap {
  /// Draws `mesh` over the pixmap (source over), patch by patch, row by row from the top.
  ///
  /// Each patch is evaluated on a grid fine enough that no cell is wider than about eight
  /// pixels, and each cell is drawn as two triangles whose colors are interpolated
  /// linearly (Gouraud shading) between the evaluated points. Pixels are sampled at their
  /// centres with a top-left rule, so neighbouring triangles and patches meet without gaps or
  /// double-drawn pixels; the mesh's own outline is not antialiased (keep the outer ring of
  /// points on the frame, as SwiftUI's documentation advises, and it lies on pixel edges).
  /// Where the mesh folds over itself, later patches draw over earlier ones.
  public mutating func draw(_ mesh: ColorMesh) {
    let positions = MeshGrid(
      columns: mesh.columns, rows: mesh.rows,
      values: mesh.vertices.map { SIMD4($0.position.x, $0.position.y, 0, 0) })
    let colors = MeshGrid(
      columns: mesh.columns, rows: mesh.rows,
      values: mesh.vertices.map { MeshColorSpace.vector($0.color, in: mesh.colorSpace) })
    let controls: (Int, Int) -> VertexControls? = { i, j in
      let vertex = mesh.vertices[j * mesh.columns + i]
      func offset(_ point: CGPoint?) -> SIMD4<Double>? {
        point.map { SIMD4($0.x - vertex.position.x, $0.y - vertex.position.y, 0, 0) }
      }
      let own = [
        vertex.leadingControlPoint, vertex.topControlPoint, vertex.trailingControlPoint,
        vertex.bottomControlPoint,
      ]
      guard own.contains(where: { $0 != nil }) else { return nil }
      return VertexControls(
        leading: offset(vertex.leadingControlPoint), top: offset(vertex.topControlPoint),
        trailing: offset(vertex.trailingControlPoint), bottom: offset(vertex.bottomControlPoint),
        twist: .zero)
    }
    var shapes: [BezierPatch] = []
    var colorOf: [(Double, Double) -> SIMD4<Double>] = []
    for j in 0..<(mesh.rows - 1) {
      for i in 0..<(mesh.columns - 1) {
        shapes.append(BezierPatch(grid: positions, i: i, j: j, controls: controls))
        if mesh.smoothsColors {
          let patch = BezierPatch(grid: colors, i: i, j: j)
          colorOf.append { patch.value(u: $0, v: $1) }
        } else {
          let (c00, c10) = (colors.value(i, j), colors.value(i + 1, j))
          let (c01, c11) = (colors.value(i, j + 1), colors.value(i + 1, j + 1))
          colorOf.append { u, v in
            (c00 * (1 - u) + c10 * u) * (1 - v) + (c01 * (1 - u) + c11 * u) * v
          }
        }
      }
    }
    // Patches sharing an edge sample it at the same parameters (one count of steps per
    // column and per row of patches), so their triangles meet vertex to vertex.
    let patchColumns = mesh.columns - 1
    var uSteps = [Int](repeating: 1, count: patchColumns)
    var vSteps = [Int](repeating: 1, count: mesh.rows - 1)
    for (index, shape) in shapes.enumerated() {
      let steps = TriangleRasterizer.steps(for: shape)
      uSteps[index % patchColumns] = max(uSteps[index % patchColumns], steps)
      vSteps[index / patchColumns] = max(vSteps[index / patchColumns], steps)
    }
    var rasterizer = TriangleRasterizer(width: width, height: height)
    withWords { words in
      // safety: the rasterizer writes through `words` only inside this closure, at indices
      // it checks against the pixmap's width and height.
      rasterizer.words = words
      for (index, shape) in shapes.enumerated() {
        rasterizer.drawPatch(
          shape: shape, color: colorOf[index], space: mesh.colorSpace,
          uSteps: uSteps[index % patchColumns], vSteps: vSteps[index / patchColumns])
      }
    }
  }
}

/// Draws Gouraud-shaded triangles onto premultiplied words.
struct TriangleRasterizer {
  let width: Int
  let height: Int
  var words: UnsafeMutablePointer<UInt32>?

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The finest grid a patch is evaluated on, per side.
  static let maximumSteps = 256
  /// The widest cell, in pixels. Between evaluated points colors are interpolated linearly,
  /// which differs from the cubic by at most h²/8 times its second derivative: about 1/255
  /// for a color changing over its full range across a 100-pixel patch.
  static let cellSize = 8.0

  /// One evaluated point: position in pixels, premultiplied sRGB color in 0…255.
  struct Sample {
    var x: Double
    var y: Double
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
  }

  /// The steps a patch needs so that no cell is wider than ``cellSize`` (from its control
  /// net's extent, which bounds the patch).
  static func steps(for shape: BezierPatch) -> Int {
    let xs = shape.b.map(\.x)
    let ys = shape.b.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max()
    else { return 1 }
    let extent = max(maxX - minX, maxY - minY)
    guard extent.isFinite else { return 1 }
    return min(maximumSteps, max(1, Int((extent / cellSize).rounded(.up))))
  }

  mutating func drawPatch(
    shape: BezierPatch, color: (Double, Double) -> SIMD4<Double>, space: Gradient.ColorSpace,
    uSteps: Int, vSteps: Int
  ) {
    let xs = shape.b.map(\.x)
    let ys = shape.b.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      maxX >= 0, maxY >= 0, minX <= Double(width), minY <= Double(height)
    else { return }
    var grid: [Sample] = []
    grid.reserveCapacity((uSteps + 1) * (vSteps + 1))
    for row in 0...vSteps {
      let v = Double(row) / Double(vSteps)
      for column in 0...uSteps {
        let u = Double(column) / Double(uSteps)
        let point = shape.value(u: u, v: v)
        let rgba = MeshColorSpace.premultipliedSRGB(color(u, v), in: space) * 255
        grid.append(
          Sample(x: point.x, y: point.y, red: rgba.x, green: rgba.y, blue: rgba.z, alpha: rgba.w))
      }
    }
    let stride = uSteps + 1
    for row in 0..<vSteps {
      for column in 0..<uSteps {
        let a = grid[row * stride + column]
        let b = grid[row * stride + column + 1]
        let c = grid[(row + 1) * stride + column + 1]
        let d = grid[(row + 1) * stride + column]
        drawTriangle(a, b, c)
        drawTriangle(a, c, d)
      }
    }
  }

  private mutating func drawTriangle(_ a0: Sample, _ b0: Sample, _ c0: Sample) {
    guard let words else { return }
    var (a, b, c) = (a0, b0, c0)
    var area = EdgeFunction(a, b).value(c.x, c.y)
    guard area.isFinite, area != 0 else { return }
    if area < 0 {
      swap(&b, &c)
      area = -area
    }
    // Each weight is the edge function of the opposite edge; inside, all are positive.
    let ea = EdgeFunction(b, c)
    let eb = EdgeFunction(c, a)
    let ec = EdgeFunction(a, b)
    let minX = max(0, Int((min(a.x, b.x, c.x) - 0.5).rounded(.up)))
    let maxX = min(width - 1, Int((max(a.x, b.x, c.x) - 0.5).rounded(.down)))
    let minY = max(0, Int((min(a.y, b.y, c.y) - 0.5).rounded(.up)))
    let maxY = min(height - 1, Int((max(a.y, b.y, c.y) - 0.5).rounded(.down)))
    guard minX <= maxX, minY <= maxY else { return }
    // Scalar arithmetic in the pixel loop: each channel is a·wa + b·wb + c·wc.
    let k = 1 / area
    let (ra, rb, rc) = (a.red * k, b.red * k, c.red * k)
    let (ga, gb, gc) = (a.green * k, b.green * k, c.green * k)
    let (ba, bb, bc) = (a.blue * k, b.blue * k, c.blue * k)
    let (aa, ab, ac) = (a.alpha * k, b.alpha * k, c.alpha * k)
    for y in minY...maxY {
      let py = Double(y) + 0.5
      for x in minX...maxX {
        let px = Double(x) + 0.5
        let wa = ea.value(px, py)
        let wb = eb.value(px, py)
        let wc = ec.value(px, py)
        guard wa > 0 || (wa == 0 && ea.ownsTies), wb > 0 || (wb == 0 && eb.ownsTies),
          wc > 0 || (wc == 0 && ec.ownsTies)
        else { continue }
        let alphaValue = (aa * wa + ab * wb + ac * wc).rounded()
        guard alphaValue >= 1 else { continue }
        let alpha = UInt32(min(255, alphaValue))
        let r = min(alpha, UInt32(max(0, (ra * wa + rb * wb + rc * wc).rounded())))
        let g = min(alpha, UInt32(max(0, (ga * wa + gb * wb + gc * wc).rounded())))
        let bl = min(alpha, UInt32(max(0, (ba * wa + bb * wb + bc * wc).rounded())))
        let source = r | g << 8 | bl << 16 | alpha << 24
        // safety: x < width and y < height, so the index is inside the pixmap's words.
        let index = y * width + x
        words[index] = UInt32(
          littleEndian: sourceOver(source, UInt32(littleEndian: words[index])))
      }
    }
  }
}

/// The edge function of a triangle edge from `p` to `q`: positive on the inside of a
/// triangle whose vertices wind so that its area is positive.
///
/// The coefficients are computed from the endpoints in a fixed order and negated for the
/// other direction, so the two triangles sharing an edge get exactly opposite values at
/// every pixel centre; with the top-left rule for ties (a pixel centre on the edge belongs to
/// the triangle for which the edge is a top or left edge) no pixel is missed or drawn twice.
struct EdgeFunction {
  let a: Double
  let b: Double
  let c: Double
  /// Whether a pixel centre exactly on the edge belongs to this triangle.
  let ownsTies: Bool

  init(_ p: TriangleRasterizer.Sample, _ q: TriangleRasterizer.Sample) {
    let swapped = (p.x, p.y) > (q.x, q.y)
    let (low, high) = swapped ? (q, p) : (p, q)
    // (high − low) × (point − low), as a·x + b·y + c.
    let a = low.y - high.y
    let b = high.x - low.x
    let c = -(a * low.x + b * low.y)
    (self.a, self.b, self.c) = swapped ? (-a, -b, -c) : (a, b, c)
    let dx = q.x - p.x
    let dy = q.y - p.y
    ownsTies = dy < 0 || (dy == 0 && dx > 0)
  }

  @inline(__always)
  func value(_ x: Double, _ y: Double) -> Double { a * x + b * y + c }
}
