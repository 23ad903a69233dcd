public import Foundation
public import KinetypeCore
public import KinetypeMotion
public import KinetypeRendering
import KinetypeText
import KinetypeViewGraph

extension Path {
  /// The part of this path between fractions `from` and `to` of its length, as SwiftUI's
  /// `trimmedPath(from:to:)`: 0 is the start of the first subpath, 1 the end of the last.
  ///
  /// Curves are measured and cut as polylines of 32 segments each (at most a hair shorter than
  /// the curve); a closed subpath's closing line counts in its length.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = Double(min(max(from, 0), 1))
    let end = Double(min(max(to, 0), 1))
    guard end > start else { return Path() }
    if start == 0 && end == 1 { return self }
    // The path as polyline pieces: each piece starts a subpath (`isMove`) or continues it.
    var points: [(point: CGPoint, isMove: Bool)] = []
    var subpathStart = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        points.append((p, true))
        subpathStart = p
        current = p
      case .line(let p):
        points.append((p, false))
        current = p
      case .quadCurve(let p, let c):
        for step in 1...32 {
          let t = Double(step) / 32
          let u = 1 - t
          points.append(
            (
              CGPoint(
                x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                y: u * u * current.y + 2 * u * t * c.y + t * t * p.y), false
            ))
        }
        current = p
      case .curve(let p, let c1, let c2):
        for step in 1...32 {
          let t = Double(step) / 32
          let u = 1 - t
          let a = u * u * u
          let b = 3 * u * u * t
          let c = 3 * u * t * t
          let d = t * t * t
          points.append(
            (
              CGPoint(
                x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                y: a * current.y + b * c1.y + c * c2.y + d * p.y), false
            ))
        }
        current = p
      case .closeSubpath:
        points.append((subpathStart, false))
        current = subpathStart
      }
    }
    var total = 0.0
    for index in points.indices.dropFirst() where !points[index].isMove {
      total += points[index - 1].point.distance(to: points[index].point)
    }
    guard total > 0 else { return Path() }
    let low = start * total
    let high = end * total
    var result = Path()
    var walked = 0.0
    var isDrawing = false
    for index in points.indices.dropFirst() {
      let piece = points[index]
      if piece.isMove {
        isDrawing = false
        continue
      }
      let a = points[index - 1].point
      let length = Double(a.distance(to: piece.point))
      let next = walked + length
      defer { walked = next }
      guard length > 0, next > low, walked < high else { continue }
      func at(_ distance: Double) -> CGPoint {
        let t = min(max((distance - walked) / length, 0), 1)
        return CGPoint(x: a.x + (piece.point.x - a.x) * t, y: a.y + (piece.point.y - a.y) * t)
      }
      if !isDrawing {
        result.move(to: at(max(low, walked)))
        isDrawing = true
      }
      result.addLine(to: at(min(high, next)))
    }
    return result
  }
}

extension Shape {
  /// The part of this shape's outline between fractions `startFraction` and `endFraction` of
  /// its length, as SwiftUI's `trim(from:to:)`; both animate.
  ///
  /// ```swift
  /// Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 6)
  /// ```
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> _TrimmedShape<Self>
  {
    _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
  }
}

/// A shape trimmed to part of its outline, as SwiftUI's `_TrimmedShape`.
public struct _TrimmedShape<Base: Shape>: Shape {
  var shape: Base
  var startFraction: CGFloat
  var endFraction: CGFloat

  /// The two fractions, then the base shape's data.
  public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Base.AnimatableData>
  {
    get { AnimatablePair(AnimatablePair(startFraction, endFraction), shape.animatableData) }
    set {
      startFraction = newValue.first.first
      endFraction = newValue.first.second
      shape.animatableData = newValue.second
    }
  }

  /// The base shape's path, trimmed.
  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
  }

  /// The base shape's size.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }
}
