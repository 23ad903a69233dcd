import Foundation

/// The shape of a rounded rectangle's corners, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable, CaseIterable {
  /// Quarter circles (or quarter ellipses): curvature jumps where corner meets side.
  case circular
  /// Apple's "continuous" (squircle-like) corners: curvature eases in along the side.
  case continuous
}

/// Rounded rectangles with circular or continuous corners.
extension Path {
  /// How far a continuous corner of radius r reaches along each side: 1.528665·r.
  static let continuousReach = 1.52866483

  /// Creates a rounded rectangle with corners of `cornerRadius` in `style`.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// Creates a rounded rectangle with corners of `cornerSize` in `style`.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// Adds a rounded rectangle; continuous corners follow the well-known reconstruction of
  /// iOS 7's curve (three cubics and two lines per corner reaching 1.53·r along each side).
  ///
  /// When a continuous corner would not fit (1.53·r more than half a side) the corner falls
  /// back to a circular one, as a capsule's ends are. Non-finite input adds nothing.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite,
      cornerSize.width.isFinite, cornerSize.height.isFinite
    else { return }
    let half = min(abs(rect.width), abs(rect.height)) / 2
    let rx = max(0, cornerSize.width)
    let ry = max(0, cornerSize.height)
    guard style == .continuous, rx == ry, rx > 0, rx * Path.continuousReach <= half else {
      return addCircularRoundedRect(in: rect, cornerSize: CGSize(width: rx, height: ry))
    }
    addContinuousCorners(in: rect, radius: rx)
  }

  /// Creates a capsule: a rounded rectangle whose corner radius is half its shorter side.
  public init(capsuleIn rect: CGRect) {
    self.init()
    addCapsule(in: rect)
  }

  /// Adds a capsule inscribed in `rect` (half circles on the shorter sides).
  public mutating func addCapsule(in rect: CGRect) {
    let radius = min(abs(rect.width), abs(rect.height)) / 2
    guard radius.isFinite else { return }
    addCircularRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius))
  }

  // One corner in a local frame: the corner at the origin, the incoming side along −x→0 on
  // y = 0, the outgoing side going down +y on x = 0 (top-right corner of a y-down rect).
  // Each entry is (control1, control2, end) offsets in units of r, plus a line between curves.
  private static let cornerCurves: [(CGPoint, CGPoint, CGPoint)] = [
    (
      CGPoint(x: -1.08849323, y: 0), CGPoint(x: -0.86840689, y: 0),
      CGPoint(x: -0.66993427, y: 0.06549600)
    ),
    (
      CGPoint(x: -0.37282392, y: 0.16905899), CGPoint(x: -0.16906013, y: 0.37282401),
      CGPoint(x: -0.07491176, y: 0.63149399)
    ),
    (CGPoint(x: 0, y: 0.86840652), CGPoint(x: 0, y: 1.08849299), CGPoint(x: 0, y: 1.52866471)),
  ]
  private static let cornerLineEnds: [CGPoint] = [
    CGPoint(x: -0.63149399, y: 0.07491100), CGPoint(x: -0.06549569, y: 0.66993493),
  ]

  private mutating func addContinuousCorners(in rect: CGRect, radius r: Double) {
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    // Corner frames: origin and the two unit axes (u along the incoming side, v inward).
    let corners: [(CGPoint, CGPoint, CGPoint)] = [
      (CGPoint(x: x1, y: y0), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),  // top right
      (CGPoint(x: x1, y: y1), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),  // bottom right
      (CGPoint(x: x0, y: y1), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),  // bottom left
      (CGPoint(x: x0, y: y0), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),  // top left
    ]
    func map(_ p: CGPoint, _ corner: (CGPoint, CGPoint, CGPoint)) -> CGPoint {
      let (origin, u, v) = corner
      return origin + u * (p.x * r) + v * (p.y * r)
    }
    let reach = Path.continuousReach
    move(to: CGPoint(x: x0 + reach * r, y: y0))
    for corner in corners {
      addLine(to: map(CGPoint(x: -reach, y: 0), corner))
      for (index, curve) in Path.cornerCurves.enumerated() {
        addCurve(
          to: map(curve.2, corner), control1: map(curve.0, corner), control2: map(curve.1, corner))
        if index < Path.cornerLineEnds.count {
          addLine(to: map(Path.cornerLineEnds[index], corner))
        }
      }
    }
    closeSubpath()
  }
}
