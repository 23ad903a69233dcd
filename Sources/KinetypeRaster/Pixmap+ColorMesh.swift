import KinetypeCore

extension Pixmap {
  /// Draws `mesh` over the pixmap (source over), patch by patch, row by row from the top.
  ///
  /// Each patch is evaluated on a grid fine enough that no cell is wider than about two
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
      func offset(_ point: Point?) -> SIMD4<Double>? {
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
    var rasterizer = TriangleRasterizer(width: width, height: height)
    withWords { words in
      rasterizer.words = words
      for j in 0..<(mesh.rows - 1) {
        for i in 0..<(mesh.columns - 1) {
          let shape = BezierPatch(grid: positions, i: i, j: j, controls: controls)
          let color: (Double, Double) -> SIMD4<Double>
          if mesh.smoothsColors {
            let patch = BezierPatch(grid: colors, i: i, j: j)
            color = { patch.value(u: $0, v: $1) }
          } else {
            let (c00, c10) = (colors.value(i, j), colors.value(i + 1, j))
            let (c01, c11) = (colors.value(i, j + 1), colors.value(i + 1, j + 1))
            color = { u, v in
              (c00 * (1 - u) + c10 * u) * (1 - v) + (c01 * (1 - u) + c11 * u) * v
            }
          }
          rasterizer.drawPatch(shape: shape, color: color, space: mesh.colorSpace)
        }
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

  /// One evaluated point: position in pixels, premultiplied sRGB color in 0…255.
  struct Sample {
    var x: Double
    var y: Double
    var color: SIMD4<Double>
  }

  mutating func drawPatch(
    shape: BezierPatch, color: (Double, Double) -> SIMD4<Double>, space: ColorMesh.ColorSpace
  ) {
    // Steps from the control net's extent: the patch lies inside its control points' hull.
    let xs = shape.b.map(\.x)
    let ys = shape.b.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      maxX >= 0, maxY >= 0, minX <= Double(width), minY <= Double(height)
    else { return }
    let extent = max(maxX - minX, maxY - minY)
    let steps = min(Self.maximumSteps, max(1, Int((extent / 2).rounded(.up))))
    var grid: [Sample] = []
    grid.reserveCapacity((steps + 1) * (steps + 1))
    for row in 0...steps {
      let v = Double(row) / Double(steps)
      for column in 0...steps {
        let u = Double(column) / Double(steps)
        let point = shape.value(u: u, v: v)
        let rgba = MeshColorSpace.premultipliedSRGB(color(u, v), in: space) * 255
        grid.append(Sample(x: point.x, y: point.y, color: rgba))
      }
    }
    let stride = steps + 1
    for row in 0..<steps {
      for column in 0..<steps {
        let a = grid[row * stride + column]
        let b = grid[row * stride + column + 1]
        let c = grid[(row + 1) * stride + column + 1]
        let d = grid[(row + 1) * stride + column]
        drawTriangle(a, b, c)
        drawTriangle(a, c, d)
      }
    }
  }

  /// The edge function of `p` against the edge from `a` to `b`, computed from the edge's
  /// endpoints in a fixed order so that the two triangles sharing an edge get exactly
  /// opposite values.
  @inline(__always)
  private static func edge(_ a: Sample, _ b: Sample, _ px: Double, _ py: Double) -> Double {
    let swapped = (a.x, a.y) > (b.x, b.y)
    let (p, q) = swapped ? (b, a) : (a, b)
    let value = (q.x - p.x) * (py - p.y) - (q.y - p.y) * (px - p.x)
    return swapped ? -value : value
  }

  /// Whether a tie on the edge from `a` to `b` belongs to the triangle (top-left rule, for a
  /// triangle whose inside has positive edge values).
  @inline(__always)
  private static func ownsTies(_ a: Sample, _ b: Sample) -> Bool {
    let dx = b.x - a.x
    let dy = b.y - a.y
    return dy < 0 || (dy == 0 && dx > 0)
  }

  private mutating func drawTriangle(_ a0: Sample, _ b0: Sample, _ c0: Sample) {
    guard let words else { return }
    var (a, b, c) = (a0, b0, c0)
    var area = Self.edge(a, b, c.x, c.y)
    guard area.isFinite, area != 0 else { return }
    if area < 0 {
      swap(&b, &c)
      area = -area
    }
    let minX = max(0, Int((min(a.x, b.x, c.x) - 0.5).rounded(.up)))
    let maxX = min(width - 1, Int((max(a.x, b.x, c.x) - 0.5).rounded(.down)))
    let minY = max(0, Int((min(a.y, b.y, c.y) - 0.5).rounded(.up)))
    let maxY = min(height - 1, Int((max(a.y, b.y, c.y) - 0.5).rounded(.down)))
    guard minX <= maxX, minY <= maxY else { return }
    let ownsBC = Self.ownsTies(b, c)
    let ownsCA = Self.ownsTies(c, a)
    let ownsAB = Self.ownsTies(a, b)
    let inverseArea = 1 / area
    for y in minY...maxY {
      let py = Double(y) + 0.5
      for x in minX...maxX {
        let px = Double(x) + 0.5
        let wa = Self.edge(b, c, px, py)
        let wb = Self.edge(c, a, px, py)
        let wc = Self.edge(a, b, px, py)
        guard wa > 0 || (wa == 0 && ownsBC), wb > 0 || (wb == 0 && ownsCA),
          wc > 0 || (wc == 0 && ownsAB)
        else { continue }
        let color = (a.color * wa + b.color * wb + c.color * wc) * inverseArea
        let alpha = UInt32(min(255, max(0, color.w.rounded())))
        guard alpha > 0 else { continue }
        func channel(_ value: Double) -> UInt32 { min(alpha, UInt32(max(0, value.rounded()))) }
        let source =
          channel(color.x) | channel(color.y) << 8 | channel(color.z) << 16 | alpha << 24
        // safety: x < width and y < height, so the index is inside the pixmap's words.
        let index = y * width + x
        words[index] = UInt32(
          littleEndian: sourceOver(source, UInt32(littleEndian: words[index])))
      }
    }
  }
}
