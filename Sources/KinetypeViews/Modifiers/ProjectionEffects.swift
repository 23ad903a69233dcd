public import Foundation
public import KinetypeCore
import KinetypeMotion
import KinetypeViewGraph

extension View {
  /// Draws this view through `transform` (its own coordinates, origin at its top-left
  /// corner), as SwiftUI's `projectionEffect(_:)`; layout is unchanged.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(ProjectionEffect(transform: transform))
  }

  /// Draws this view through the affine `transform` (its own coordinates), as SwiftUI's
  /// `transformEffect(_:)`; layout is unchanged.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(ProjectionEffect(transform: ProjectionTransform(transform)))
  }

  /// Draws this view as if turned by `angle` about `axis` through `anchor` (and `anchorZ`),
  /// projected back onto its plane, as SwiftUI's
  /// `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`.
  ///
  /// The viewer stands `max(width, height) / perspective` in front of the view, so the default
  /// `perspective` of 1 puts the vanishing point one view's size away and 0 draws without
  /// perspective. A positive angle about y brings the leading edge nearer (larger). The angle,
  /// `anchorZ` and `perspective` animate. A zero axis draws the view unturned.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    modifier(
      Rotation3DEffect(
        angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
  }
}

/// A fixed projection.
struct ProjectionEffect: GeometryEffect {
  var transform: ProjectionTransform
  var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
  func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

/// `rotation3DEffect`'s transform: about the anchor, turn, then perspective.
struct Rotation3DEffect: GeometryEffect {
  var angle: Angle
  var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  var anchor: UnitPoint
  var anchorZ: CGFloat
  var perspective: CGFloat

  var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(angle.radians, AnimatablePair(anchorZ, perspective)) }
    set {
      angle = .radians(newValue.first)
      anchorZ = newValue.second.first
      perspective = newValue.second.second
    }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    let a = (x: anchor.x * size.width, y: anchor.y * size.height, z: anchorZ)
    let depth = max(size.width, size.height) / perspective
    var m = Matrix4.translation(-a.x, -a.y, -a.z) * Matrix4.rotation(angle.radians, axis)
    if depth.isFinite, depth != 0 { m = m * Matrix4.perspective(distance: depth) }
    m = m * Matrix4.translation(a.x, a.y, a.z)
    var p = ProjectionTransform()
    (p.m11, p.m12, p.m13) = (m[0, 0], m[0, 1], m[0, 3])
    (p.m21, p.m22, p.m23) = (m[1, 0], m[1, 1], m[1, 3])
    (p.m31, p.m32, p.m33) = (m[3, 0], m[3, 1], m[3, 3])
    return p
  }
}

/// A 4×4 matrix for row vectors (a point is `(x, y, z, 1)·M`), as Core Animation's
/// `CATransform3D`; `a * b` applies `a` first.
struct Matrix4 {
  var rows: [[Double]]

  subscript(row: Int, column: Int) -> Double { rows[row][column] }

  static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix4 {
    Matrix4(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [x, y, z, 1]])
  }

  /// A weight of `1 - z / distance`: nearer points (z > 0) grow.
  static func perspective(distance: Double) -> Matrix4 {
    Matrix4(rows: [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -1 / distance], [0, 0, 0, 1]])
  }

  /// A turn by `angle` about the unit vector along `axis`, as `CATransform3DMakeRotation`.
  static func rotation(_ angle: Double, _ axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> Matrix4 {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard length > 0, length.isFinite, angle.isFinite else { return translation(0, 0, 0) }
    let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
    let (c, s) = (cos(angle), sin(angle))
    let t = 1 - c
    return Matrix4(rows: [
      [t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
      [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
      [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
      [0, 0, 0, 1],
    ])
  }

  static func * (a: Matrix4, b: Matrix4) -> Matrix4 {
    var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 {
      for j in 0..<4 {
        r[i][j] = (0..<4).reduce(0) { $0 + a.rows[i][$1] * b.rows[$1][j] }
      }
    }
    return Matrix4(rows: r)
  }
}
