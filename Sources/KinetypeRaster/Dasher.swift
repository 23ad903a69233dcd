import Foundation
import KinetypeCore

/// Flattens paths into polylines and cuts them into dashes (before FreeType strokes them).
enum Dasher {
  /// The most dash pieces one stroke may produce.
  static let maximumDashes = 1_000_000

  /// One flattened subpath.
  struct Polyline {
    var points: [CGPoint]
    var isClosed: Bool
  }

  /// `path` as polylines whose chords stay within `tolerance` of the curves.
  static func flatten(_ path: Path, tolerance: Double) -> [Polyline] {
    var result: [Polyline] = []
    var current: [CGPoint] = []
    var start = CGPoint.zero
    func finish(closed: Bool) {
      if current.count > 1 || (closed && current.count == 1) {
        result.append(Polyline(points: current, isClosed: closed))
      }
      current = []
    }
    func last() -> CGPoint { current.last ?? start }
    func subdivisions(_ hull: Double) -> Int {
      // A curve's distance from its chord shrinks as 1/n² when split into n pieces.
      max(1, min(1000, Int(saturating: (hull / (8 * tolerance)).squareRoot().rounded(.up))))
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        start = p
        current = [p]
      case .line(let p):
        if current.isEmpty { current = [start] }
        current.append(p)
      case .quadCurve(let p, let c):
        if current.isEmpty { current = [start] }
        let p0 = last()
        let d = p0 - c * 2 + p
        let n = subdivisions((d.x * d.x + d.y * d.y).squareRoot() * 2)
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          current.append(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
        }
      case .curve(let p, let c1, let c2):
        if current.isEmpty { current = [start] }
        let p0 = last()
        let d1 = p0 - c1 * 2 + c2
        let d2 = c1 - c2 * 2 + p
        let hull = max((d1.x * d1.x + d1.y * d1.y), (d2.x * d2.x + d2.y * d2.y)).squareRoot()
        let n = subdivisions(hull * 6)
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          current.append(
            p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
        }
      case .closeSubpath:
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }

  /// The "on" pieces of `path` under `pattern` (validated: finite, ≥ 0, positive sum) starting
  /// `phase` into the pattern, as open polylines.
  /// Returns nil when the pattern would cut more than ``maximumDashes`` pieces (a hang guard
  /// for patterns of tiny lengths).
  static func dash(_ path: Path, pattern: [Double], phase: Double, tolerance: Double) -> Path? {
    let total = pattern.reduce(0, +)
    let polylines = flatten(path, tolerance: tolerance)
    var length = 0.0
    for polyline in polylines {
      for (a, b) in zip(polyline.points, polyline.points.dropFirst()) {
        length += a.distance(to: b)
      }
    }
    guard length / total * Double(pattern.count) < Double(maximumDashes) else { return nil }
    var result = Path()
    for polyline in polylines {
      var points = polyline.points
      if polyline.isClosed, let first = points.first { points.append(first) }
      // Position in the pattern.
      var offset = phase.truncatingRemainder(dividingBy: total)
      if offset < 0 { offset += total }
      var index = 0
      // Stop at the entry containing `offset`; a zero-length dash exactly there still counts.
      while offset > pattern[index] || (offset == pattern[index] && pattern[index] > 0) {
        offset -= pattern[index]
        index = (index + 1) % pattern.count
      }
      var remaining = pattern[index] - offset
      var on = index % 2 == 0
      let startsOn = on
      var dashes: [[CGPoint]] = []
      var dash: [CGPoint] = on ? Array(points.prefix(1)) : []
      for (a, b) in zip(points, points.dropFirst()) {
        let length = a.distance(to: b)
        var done = 0.0
        while length - done > remaining {
          done += remaining
          let p = a + (b - a) * (done / length)
          if on {
            dash.append(p)
            dashes.append(dash)
            dash = []
          } else {
            dash = [p]
          }
          on.toggle()
          index = (index + 1) % pattern.count
          remaining = pattern[index]
        }
        remaining -= length - done
        if on { dash.append(b) }
      }
      if on && !dash.isEmpty {
        // A closed subpath that is "on" across its start joins its last dash to its first,
        // so the start gets a join rather than two caps (as Core Graphics draws it).
        if polyline.isClosed && startsOn && !dashes.isEmpty {
          dashes[0] = dash + dashes[0].dropFirst()
        } else {
          dashes.append(dash)
        }
      }
      for piece in dashes {
        result.move(to: piece[0])
        for p in piece.dropFirst() { result.addLine(to: p) }
        if piece.count == 1 { result.addLine(to: piece[0]) }
      }
    }
    return result
  }
}
