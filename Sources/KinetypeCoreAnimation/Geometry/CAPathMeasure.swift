import Foundation
import KinetypeCore

/// A path flattened into polylines, measured along its length: what `strokeStart`/`strokeEnd`
/// trim and what a paced keyframe animation moves along.
struct CAPathMeasure {
  /// One subpath: its points and the running length at each point.
  struct Polyline {
    var points: [CGPoint]
    var lengths: [Double]
    var isClosed: Bool
  }

  private(set) var polylines: [Polyline] = []
  /// The total length.
  private(set) var length: Double = 0

  /// Flattens `path`, each curve into `steps` chords.
  init(_ path: KinetypeCore.Path, steps: Int = 32) {
    var current: [CGPoint] = []
    var start = CGPoint.zero
    var last = CGPoint.zero
    func finish(closed: Bool) {
      if current.count > 1 || (closed && !current.isEmpty) {
        var points = current
        if closed, let first = points.first, points.last != first { points.append(first) }
        var lengths = [0.0]
        for i in 1..<max(points.count, 1) {
          lengths.append(lengths[i - 1] + points[i - 1].distance(to: points[i]))
        }
        polylines.append(Polyline(points: points, lengths: lengths, isClosed: closed))
        length += lengths.last ?? 0
      }
      current = []
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        current = [p]
        start = p
        last = p
      case .line(let p):
        if current.isEmpty { current = [last] }
        current.append(p)
        last = p
      case .quadCurve(let p, let c):
        if current.isEmpty { current = [last] }
        for i in 1...steps {
          current.append(CAPathMeasure.quad(last, c, p, Double(i) / Double(steps)))
        }
        last = p
      case .curve(let p, let c1, let c2):
        if current.isEmpty { current = [last] }
        for i in 1...steps {
          current.append(CAPathMeasure.cubic(last, c1, c2, p, Double(i) / Double(steps)))
        }
        last = p
      case .closeSubpath:
        finish(closed: true)
        last = start
      }
    }
    finish(closed: false)
  }

  static func quad(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    let u = 1 - t
    return CGPoint(
      x: u * u * a.x + 2 * u * t * c.x + t * t * b.x,
      y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
  }

  static func cubic(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint, _ t: Double)
    -> CGPoint
  {
    let u = 1 - t
    let w0 = u * u * u
    let w1 = 3 * u * u * t
    let w2 = 3 * u * t * t
    let w3 = t * t * t
    return CGPoint(
      x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x,
      y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
  }

  /// The part of the path between fractions `start` and `end` of its length (0…1), as the
  /// stroke of a shape layer with `strokeStart`/`strokeEnd`.
  func trimmed(from start: Double, to end: Double) -> KinetypeCore.Path {
    let from = min(max(start, 0), 1) * length
    let to = min(max(end, 0), 1) * length
    var result = KinetypeCore.Path()
    guard to > from else { return result }
    var offset = 0.0
    for line in polylines {
      let total = line.lengths.last ?? 0
      defer { offset += total }
      let a = from - offset
      let b = to - offset
      guard b > 0, a < total else { continue }
      let lo = max(a, 0)
      let hi = min(b, total)
      let whole = lo <= 0 && hi >= total
      result.move(to: point(on: line, at: lo))
      for i in 1..<line.points.count where line.lengths[i] > lo && line.lengths[i] < hi {
        result.addLine(to: line.points[i])
      }
      if whole && line.isClosed {
        result.closeSubpath()
      } else {
        result.addLine(to: point(on: line, at: hi))
      }
    }
    return result
  }

  /// The point at `distance` along `line`.
  func point(on line: Polyline, at distance: Double) -> CGPoint {
    let lengths = line.lengths
    guard line.points.count > 1 else { return line.points.first ?? .zero }
    var low = 0
    var high = lengths.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if lengths[middle] <= distance { low = middle } else { high = middle }
    }
    let span = lengths[high] - lengths[low]
    let t = span > 0 ? (distance - lengths[low]) / span : 0
    let a = line.points[low]
    let b = line.points[high]
    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  /// The point and the tangent's angle at fraction `fraction` of the whole length.
  func pointAndAngle(at fraction: Double) -> (CGPoint, Double) {
    var distance = min(max(fraction, 0), 1) * length
    for line in polylines {
      let total = line.lengths.last ?? 0
      if distance <= total || line.points.count < 2 {
        let p = point(on: line, at: distance)
        let q = point(on: line, at: min(distance + max(total * 1e-4, 1e-6), total))
        let r = point(on: line, at: max(distance - max(total * 1e-4, 1e-6), 0))
        return (p, atan2(q.y - r.y, q.x - r.x))
      }
      distance -= total
    }
    return (.zero, 0)
  }
}
