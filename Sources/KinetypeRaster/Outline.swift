internal import CFreeType
import Foundation
import KinetypeCore

/// Contours in device pixels (y down), with FreeType's point tags: what the rasterizer fills.
struct Outline: Sendable {
  static let on: CChar = 1
  static let conic: CChar = 0
  static let cubic: CChar = 2

  var points: [CGPoint] = []
  var tags: [CChar] = []
  /// The index one past each contour's last point.
  var contourEnds: [Int] = []

  /// The contours of `path` mapped through `transform`; open subpaths are closed implicitly.
  init(_ path: Path, transform: CGAffineTransform) {
    var start: CGPoint?
    var pending = false  // a contour has points not yet ended
    func begin(_ p: CGPoint) {
      end()
      points.append(p)
      tags.append(Outline.on)
      pending = true
    }
    func end() {
      guard pending else { return }
      let first = contourEnds.last ?? 0
      if points.count - first < 2 {
        points.removeSubrange(first...)
        tags.removeSubrange(first...)
      } else {
        contourEnds.append(points.count)
      }
      pending = false
    }
    func ensureOpen() {
      if !pending, let start { begin(start) }
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        let q = p.applying(transform)
        start = q
        begin(q)
      case .line(let p):
        ensureOpen()
        points.append(p.applying(transform))
        tags.append(Outline.on)
      case .quadCurve(let p, let c):
        ensureOpen()
        points += [c.applying(transform), p.applying(transform)]
        tags += [Outline.conic, Outline.on]
      case .curve(let p, let c1, let c2):
        ensureOpen()
        points += [c1.applying(transform), c2.applying(transform), p.applying(transform)]
        tags += [Outline.cubic, Outline.cubic, Outline.on]
      case .closeSubpath:
        end()
      }
    }
    end()
  }

  init() {}

  /// The outline moved by (`x`, `y`): each point exactly as a translation's ``CGPoint/applying(_:)``
  /// maps it (`1·px + 0·py + x` is `px + x` in every bit).
  func moved(x: Double, y: Double) -> Outline {
    var moved = self
    for index in moved.points.indices {
      let point = moved.points[index]
      moved.points[index] = CGPoint(x: point.x + x, y: point.y + y)
    }
    return moved
  }

  /// Whether every coordinate is finite.
  var isFinite: Bool { points.allSatisfy(\.isFinite) }

  /// The smallest integer pixel box holding every point, or nil when empty.
  var pixelBounds: (x0: Int, y0: Int, x1: Int, y1: Int)? {
    guard var minX = points.first?.x, var minY = points.first?.y else { return nil }
    var maxX = minX
    var maxY = minY
    for p in points {
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    let limit = 1e9
    func clamp(_ v: Double) -> Int { Int(max(-limit, min(limit, v))) }
    return (
      clamp(minX.rounded(.down)), clamp(minY.rounded(.down)),
      clamp(maxX.rounded(.up)), clamp(maxY.rounded(.up))
    )
  }

  /// Appends another outline's contours.
  mutating func append(_ other: Outline) {
    let base = points.count
    points += other.points
    tags += other.tags
    contourEnds += other.contourEnds.map { $0 + base }
  }

  /// Twice the signed area of the control polygons (positive = clockwise on a y-down screen).
  var signedArea: Double {
    var area = 0.0
    var first = 0
    for end in contourEnds {
      for i in first..<end {
        let a = points[i]
        let b = points[i + 1 < end ? i + 1 : first]
        area += a.x * b.y - b.x * a.y
      }
      first = end
    }
    return area
  }

  /// Every contour reversed (same first point).
  mutating func reverse() {
    var first = 0
    for end in contourEnds {
      if end - first > 2 {
        points[(first + 1)..<end].reverse()
        tags[(first + 1)..<end].reverse()
      }
      first = end
    }
  }
}
