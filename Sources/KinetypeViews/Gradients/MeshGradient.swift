import Foundation
public import KinetypeCore
public import KinetypeRaster
import KinetypeRendering
import KinetypeViewGraph

/// A two-dimensional gradient over a grid of colored points, as SwiftUI's `MeshGradient`
/// (iOS 18): a view that fills the space it is offered, and a shape style.
///
/// ```swift
/// MeshGradient(
///   width: 3, height: 3,
///   points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.6, 0.4], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
///   colors: [.indigo, .purple, .pink, .blue, .purple, .orange, .teal, .blue, .indigo])
/// ```
///
/// Points are unit coordinates of the frame, row by row from the top-left. Kinetype draws
/// the mesh for real in its raster layer (``ColorMesh``): each square of four points is a
/// bicubic Bézier patch whose edges pass through the points with Catmull-Rom tangents (or
/// the control points of ``BezierPoint``s), and whose colors are interpolated bicubically
/// through every point's color (`smoothsColors`, SwiftUI's default) or bilinearly. Keep the
/// outer ring of points on 0 and 1 so the mesh covers its frame; what it leaves uncovered
/// shows `background`.
public struct MeshGradient: ShapeStyle, View, PrimitiveView, Sendable {
  /// A point of the mesh with the control points of its four edges, in unit coordinates.
  public struct BezierPoint: Equatable, Sendable {
    /// The point.
    public var position: SIMD2<Float>
    /// The control point of the edge towards the point on the left.
    public var leadingControlPoint: SIMD2<Float>
    /// The control point of the edge towards the point above.
    public var topControlPoint: SIMD2<Float>
    /// The control point of the edge towards the point on the right.
    public var trailingControlPoint: SIMD2<Float>
    /// The control point of the edge towards the point below.
    public var bottomControlPoint: SIMD2<Float>

    /// A point with its edges' control points.
    public init(
      position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
      trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
    ) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  /// Where the points of a mesh are.
  public enum Locations: Equatable, Sendable {
    /// Points whose edges' control points are computed.
    case points([SIMD2<Float>])
    /// Points with their own control points.
    case bezierPoints([BezierPoint])
  }

  /// The colors of a mesh's points.
  public enum Colors: Equatable, Sendable {
    /// One color per point.
    case colors([Color])
  }

  /// Points per row.
  public var width: Int
  /// Points per column.
  public var height: Int
  /// The points, row by row from the top-left.
  public var locations: Locations
  /// The colors, one per point.
  public var colors: Colors
  /// The color where the mesh does not cover its frame. Default: clear.
  public var background: Color
  /// Whether colors are interpolated bicubically (default) or bilinearly.
  public var smoothsColors: Bool
  /// The space colors are interpolated in. Default: `.device`.
  public var colorSpace: Gradient.ColorSpace

  /// A mesh of `width` × `height` points with `locations` and `colors`.
  public init(
    width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  /// A mesh of `width` × `height` `points` with `colors`.
  public init(
    width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
    smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .points(points), colors: .colors(colors),
      background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// A mesh of `width` × `height` `bezierPoints` with `colors`.
  public init(
    width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color],
    background: Color = .clear, smoothsColors: Bool = true,
    colorSpace: Gradient.ColorSpace = .device
  ) {
    self.init(
      width: width, height: height, locations: .bezierPoints(bezierPoints),
      colors: .colors(colors), background: background, smoothsColors: smoothsColors,
      colorSpace: colorSpace)
  }

  /// A mesh gradient draws itself.
  public var body: Never { primitiveBody("MeshGradient") }

  package func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [
      ViewNode(
        identity: context.identity, labels: context.labels, environment: context.environment,
        behavior: MeshGradientBehavior(mesh: self), children: [], graph: context.graph)
    ]
  }

  /// The raster mesh for a frame of `size` pixels, or why there is none.
  func colorMesh(pixelWidth: Int, pixelHeight: Int) -> Result<ColorMesh, RasterError> {
    let w = Double(pixelWidth)
    let h = Double(pixelHeight)
    func point(_ unit: SIMD2<Float>) -> CGPoint {
      CGPoint(x: Double(unit.x) * w, y: Double(unit.y) * h)
    }
    guard case .colors(let colors) = self.colors else {
      return .failure(RasterError("no colors", at: "MeshGradient"))
    }
    let vertices: [ColorMesh.Vertex]
    switch locations {
    case .points(let points):
      guard points.count == colors.count else {
        return .failure(
          RasterError(
            "\(points.count) points but \(colors.count) colors",
            at: "MeshGradient(width: \(width), height: \(height))"))
      }
      vertices = zip(points, colors).map { ColorMesh.Vertex(position: point($0), color: $1) }
    case .bezierPoints(let points):
      guard points.count == colors.count else {
        return .failure(
          RasterError(
            "\(points.count) points but \(colors.count) colors",
            at: "MeshGradient(width: \(width), height: \(height))"))
      }
      vertices = zip(points, colors).map { bezier, color in
        ColorMesh.Vertex(
          position: point(bezier.position), color: color,
          leadingControlPoint: point(bezier.leadingControlPoint),
          topControlPoint: point(bezier.topControlPoint),
          trailingControlPoint: point(bezier.trailingControlPoint),
          bottomControlPoint: point(bezier.bottomControlPoint))
      }
    }
    return Result {
      try ColorMesh(
        columns: width, rows: height, vertices: vertices, smoothsColors: smoothsColors,
        colorSpace: colorSpace)
    }.mapError { $0 as? RasterError ?? RasterError("\($0)", at: "MeshGradient") }
  }

  /// The mesh rasterized for `rect` (root points, on the pixel grid) at `scale`, or nil with a
  /// warning at `node` when it cannot be drawn.
  func pixmap(for rect: CGRect, scale: CGFloat, node: ViewNode) -> Pixmap? {
    let width = Int((rect.width * scale).rounded())
    let height = Int((rect.height * scale).rounded())
    guard width > 0, height > 0 else { return nil }
    do {
      var pixmap = try Pixmap(width: width, height: height, background: background)
      switch colorMesh(pixelWidth: width, pixelHeight: height) {
      case .success(let mesh): pixmap.draw(mesh)
      case .failure(let error):
        node.graph.warn("\(error); only the background is drawn", at: node)
      }
      return pixmap
    } catch {
      node.graph.warn("MeshGradient: \(error); nothing is drawn", at: node)
      return nil
    }
  }
}

extension MeshGradient: PaintingShapeStyle {
  func paint(in rect: CGRect, context: inout GraphicsContext, scale: CGFloat, node: ViewNode) {
    guard let pixmap = pixmap(for: rect, scale: scale, node: node) else { return }
    // Drawn pixel for pixel (no other transform than the display scale, on the pixel grid),
    // the nearest pixel is the exact one and much cheaper than a bilinear sample.
    let t = context.transform
    let device = rect.applying(t)
    let aligned =
      t.b == 0 && t.c == 0 && t.a == Double(scale) && t.d == Double(scale)
      && device.minX == device.minX.rounded() && device.minY == device.minY.rounded()
      && Int(device.width.rounded()) == pixmap.width
      && Int(device.height.rounded()) == pixmap.height
    context.draw(pixmap, in: rect, filter: aligned ? .nearest : .bilinear)
  }
}

/// A shape style that paints pixels itself (a mesh gradient) instead of being a
/// `GraphicsContext.Shading`: shapes draw it clipped to their outline.
protocol PaintingShapeStyle {
  /// Paints `rect` (root points, on the pixel grid) into `context`.
  func paint(in rect: CGRect, context: inout GraphicsContext, scale: CGFloat, node: ViewNode)
}

/// A mesh gradient view: it fills its frame, as a shape does.
struct MeshGradientBehavior: NodeBehavior {
  let mesh: MeshGradient

  var kind: String { "MeshGradient" }
  var details: String { "\(mesh.width)×\(mesh.height)" }
  var isUnaryModifier: Bool { false }

  func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func explicitAlignment(
    _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, node: ViewNode
  ) -> CGFloat? { nil }

  func draw(node: ViewNode, in context: inout GraphicsContext, pass: DrawPass) {
    mesh.paint(in: pass.pixelFrame(of: node), context: &context, scale: pass.scale, node: node)
  }
}
