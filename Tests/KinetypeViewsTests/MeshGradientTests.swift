import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// `MeshGradient`, drawn by the raster layer: corner colours, the Catmull-Rom and bilinear
/// interpolations against their textbook formulas, Oklab, backgrounds, fills and bad input.
@Suite struct MeshGradientTests {
  static func close(_ a: Color, _ b: Color, _ tolerance: Double = 2.5 / 255) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance
      && abs(a.blue - b.blue) <= tolerance && abs(a.opacity - b.opacity) <= tolerance
  }

  /// A regular `columns` × `rows` mesh of `colors`.
  static func grid(_ columns: Int, _ rows: Int, _ colors: [Color], smooth: Bool = true)
    -> MeshGradient
  {
    var points: [SIMD2<Float>] = []
    for row in 0..<rows {
      for column in 0..<columns {
        points.append([Float(column) / Float(columns - 1), Float(row) / Float(rows - 1)])
      }
    }
    return MeshGradient(
      width: columns, height: rows, points: points, colors: colors, smoothsColors: smooth)
  }

  /// The red channel along the middle row of a 3 × 2 mesh black, white, black, 200 wide.
  static func middleRow(smooth: Bool) throws -> [Double] {
    let mesh = grid(3, 2, [.black, .white, .black, .black, .white, .black], smooth: smooth)
    let pixmap = try renderer(mesh.frame(width: 200, height: 10)).render()
    return (0..<100).map { pixmap.color(atX: $0, y: 5).red }
  }

  @Test func mesh_smoothColorsFollowCatmullRom() throws {
    // Catmull-Rom through 0, 1, 0 with one-sided tangents at the ends: on the first span the
    // Hermite curve from 0 (tangent 1) to 1 (tangent (0 − 0)/2 = 0) is h10(u) + h01(u).
    let row = try Self.middleRow(smooth: true)
    for x in [10, 25, 49, 75, 90] {
      let u = (Double(x) + 0.5) / 100
      let expected = (u * u * u - 2 * u * u + u) + (-2 * u * u * u + 3 * u * u)
      #expect(abs(row[x] - expected) <= 2.5 / 255, "x = \(x)")
    }
    // It overshoots the straight line: smooth, not linear.
    #expect(row[49] > 0.6)
  }

  @Test func mesh_bilinearColorsWithoutSmoothing() throws {
    let row = try Self.middleRow(smooth: false)
    for x in [10, 25, 49, 75, 90] {
      #expect(abs(row[x] - (Double(x) + 0.5) / 100) <= 2.5 / 255, "x = \(x)")
    }
  }

  @Test func mesh_perceptualInterpolatesInOklab() throws {
    // Black to white: halfway is Oklab L = 0.5, linear 0.5³ = 0.125, sRGB 0.3897 (not 0.5).
    let colors: [Color] = [.black, .white, .black, .white]
    let device = Self.grid(2, 2, colors)
    var perceptual = device
    perceptual.colorSpace = .perceptual
    let a = try renderer(device.frame(width: 101, height: 4)).render().color(atX: 50, y: 2)
    let b = try renderer(perceptual.frame(width: 101, height: 4)).render().color(atX: 50, y: 2)
    #expect(abs(a.red - 0.5) <= 2 / 255)
    #expect(abs(b.red - 0.3897) <= 3 / 255)
  }

  @Test func mesh_patchesMeetWithoutGapsOrOverlaps() throws {
    // A half-transparent mesh with its centre moved: a pixel drawn twice would be more
    // opaque (about 191), a pixel missed clear (0). Every pixel is one coat.
    var points: [SIMD2<Float>] = []
    for row in 0..<3 {
      for column in 0..<3 { points.append([Float(column) / 2, Float(row) / 2]) }
    }
    points[4] = [0.35, 0.62]
    let coat = Color.red.opacity(0.5)
    let mesh = MeshGradient(
      width: 3, height: 3, points: points, colors: Array(repeating: coat, count: 9))
    let pixmap = try renderer(mesh.frame(width: 97, height: 83)).render()
    let alphas = Set(
      (0..<83).flatMap { y in (0..<97).map { pixmap.premultipliedPixel(atX: $0, y: y).3 } })
    // 0.5 × 255 = 127.5 rounds either way with the barycentric weights' last bits.
    #expect(alphas.isSubset(of: [127, 128]))
  }

  @Test func mesh_backgroundShowsWhereTheMeshDoesNotReach() throws {
    let inset = MeshGradient(
      width: 2, height: 2, points: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
      colors: [.red, .red, .red, .red], background: .blue)
    let pixmap = try renderer(inset.frame(width: 40, height: 40)).render()
    #expect(pixmap.color(atX: 2, y: 2) == .blue)
    #expect(pixmap.color(atX: 20, y: 20) == .red)
    #expect(pixmap.color(atX: 37, y: 20) == .blue)
  }

  @Test func mesh_bezierPointsBendTheEdges() throws {
    // A 2 × 2 mesh whose top edge bulges down: its control points pull the edge to y ≈ 0.375.
    func point(_ x: Float, _ y: Float, down: Float = 0) -> MeshGradient.BezierPoint {
      MeshGradient.BezierPoint(
        position: [x, y], leadingControlPoint: [x - 0.33, y + down],
        topControlPoint: [x, y - 0.33], trailingControlPoint: [x + 0.33, y + down],
        bottomControlPoint: [x, y + 0.33])
    }
    let mesh = MeshGradient(
      width: 2, height: 2,
      bezierPoints: [point(0, 0, down: 0.5), point(1, 0, down: 0.5), point(0, 1), point(1, 1)],
      colors: [.red, .red, .red, .red])
    let pixmap = try renderer(mesh.frame(width: 100, height: 100)).render()
    // The cubic 0, 0.5, 0.5, 0 peaks at 0.375 in the middle: clear above, red below.
    #expect(pixmap.color(atX: 50, y: 30).opacity == 0)
    #expect(pixmap.color(atX: 50, y: 45) == .red)
    #expect(pixmap.color(atX: 2, y: 8) == .red)
  }

  @Test func mesh_asAShapeStyleClipsToTheShape() throws {
    let mesh = Self.grid(2, 2, [.red, .red, .red, .red])
    let pixmap = try renderer(Circle().fill(mesh).frame(width: 40, height: 40)).render()
    #expect(pixmap.color(atX: 20, y: 20) == .red)
    #expect(pixmap.color(atX: 1, y: 1).opacity == 0)
    let ring = try renderer(Circle().stroke(mesh, lineWidth: 4).frame(width: 40, height: 40))
      .render()
    #expect(ring.color(atX: 20, y: 1) == .red)
    #expect(ring.color(atX: 20, y: 20).opacity == 0)
  }

  @Test func mesh_badInputDrawsTheBackgroundAndSaysWhy() throws {
    let short = MeshGradient(
      width: 3, height: 3, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
      colors: [.red, .red, .red, .red], background: .green)
    let renderer = renderer(short.frame(width: 10, height: 10))
    #expect(try renderer.render().color(atX: 5, y: 5) == .green)
    #expect(renderer.warnings.contains { $0.message.contains("3 × 3 points need 9") })
    let mismatched = MeshGradient(
      width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red])
    let other = Kinetype.ImageRenderer(content: mismatched.frame(width: 10, height: 10))
    _ = try other.render()
    #expect(other.warnings.contains { $0.message.contains("4 points but 1 colors") })
    let nan = MeshGradient(
      width: 2, height: 2, points: [[0, 0], [.nan, 0], [0, 1], [1, 1]],
      colors: [.red, .red, .red, .red])
    let third = Kinetype.ImageRenderer(content: nan.frame(width: 10, height: 10))
    _ = try third.render()
    #expect(third.warnings.contains { $0.message.contains("not finite") })
  }
}
