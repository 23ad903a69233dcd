import Foundation
import KinetypeCore

extension Outline {
  /// The largest distance, in pixels, between a curve and the chords that replace it.
  static let flatness = 1.0 / 128

  /// The outline with conic and cubic arcs split into chords within ``flatness`` of the
  /// curve.
  ///
  /// FreeType's smooth rasterizer flattens curves itself, but to a tolerance meant for
  /// hinted glyph sizes (control points within ½ px of the trisection points, about 0.1 px of
  /// sag): a radius-20 circle loses 0.6 % of its area and small glyphs look eroded. Splitting
  /// here first keeps FreeType's coverage exact to 1/128 px; FreeType still scan-converts.
  func flattened() -> Outline {
    guard tags.contains(where: { $0 != Outline.on }) else { return self }
    var result = Outline()
    result.points.reserveCapacity(points.count * 4)
    var first = 0
    for end in contourEnds {
      defer { first = end }
      guard tags[first] == Outline.on else {
        // A contour starting off-curve: left for FreeType as it is.
        result.points += points[first..<end]
        result.tags += tags[first..<end]
        result.contourEnds.append(result.points.count)
        continue
      }
      var current = points[first]
      result.points.append(current)
      var i = first + 1
      func point(_ k: Int) -> CGPoint { points[k < end ? k : first] }
      func tag(_ k: Int) -> CChar { k < end ? tags[k] : Outline.on }
      while i < end {
        switch tags[i] {
        case Outline.cubic:
          let c1 = point(i)
          let c2 = point(i + 1)
          let p = point(i + 2)
          appendCubic(&result.points, current, c1, c2, p)
          current = p
          i += 3
        case Outline.conic:
          let c = point(i)
          // Two conic points in a row imply an on-curve point halfway.
          let p = tag(i + 1) == Outline.conic ? (c + point(i + 1)) * 0.5 : point(i + 1)
          appendQuad(&result.points, current, c, p)
          current = p
          i += tag(i + 1) == Outline.conic ? 1 : 2
        default:
          current = points[i]
          result.points.append(current)
          i += 1
        }
      }
      result.tags += [CChar](repeating: Outline.on, count: result.points.count - result.tags.count)
      result.contourEnds.append(result.points.count)
    }
    return result
  }

  private func pieces(_ sag: Double) -> Int {
    guard sag.isFinite else { return 1 }
    return max(1, min(4096, Int(saturating: (sag / Outline.flatness).squareRoot().rounded(.up))))
  }

  private func appendQuad(_ out: inout [CGPoint], _ p0: CGPoint, _ c: CGPoint, _ p: CGPoint) {
    let d = p0 - c * 2 + p
    let n = pieces((d.x * d.x + d.y * d.y).squareRoot() / 4)
    for k in 1...n {
      let t = Double(k) / Double(n)
      let u = 1 - t
      out.append(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
    }
  }

  private func appendCubic(
    _ out: inout [CGPoint], _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint
  ) {
    let d1 = p0 - c1 * 2 + c2
    let d2 = c1 - c2 * 2 + p
    let m = max(d1.x * d1.x + d1.y * d1.y, d2.x * d2.x + d2.y * d2.y).squareRoot()
    let n = pieces(0.75 * m)
    for k in 1...n {
      let t = Double(k) / Double(n)
      let u = 1 - t
      out.append(p0 * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
    }
  }
}
