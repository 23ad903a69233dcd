import Foundation
import Testing

@testable import KinetypeCore

/// `CGRect` against Core Graphics' documented semantics (`CGRect`): standardized edges, union,
/// intersection, containment, insets and integral rectangles.
@Suite struct RectTests {
  @Test func rect_edgesStandardizeNegativeSizes() {
    let r = CGRect(x: 5, y: 5, width: -2, height: -4)
    #expect(r.minX == 3 && r.maxX == 5 && r.minY == 1 && r.maxY == 5)
    #expect(r.midX == 4 && r.midY == 3)
    #expect(CGRect(x: 1, y: 2, width: 4, height: 6).center == CGPoint(x: 3, y: 5))
  }

  @Test func rect_intersectionApartOnOneAxisIsNull() {
    let a = CGRect(x: 0, y: 0, width: 2, height: 2)
    // Overlapping rows, separate columns (and the other way round): no common area.
    #expect(a.intersection(CGRect(x: 5, y: 0, width: 1, height: 2)).isNull)
    #expect(a.intersection(CGRect(x: 0, y: 5, width: 2, height: 1)).isNull)
    // Touching edges intersect in an empty, non-null rectangle, as CGRectIntersection.
    let touching = a.intersection(CGRect(x: 2, y: 0, width: 1, height: 2))
    #expect(!touching.isNull && touching.isEmpty)
  }

  @Test func rect_unionCoversBothRectangles() {
    let a = CGRect(x: 4, y: -1, width: 2, height: 2)
    let b = CGRect(x: -3, y: 2, width: 1, height: 5)
    #expect(a.union(b) == CGRect(x: -3, y: -1, width: 9, height: 8))
    #expect(b.union(a) == a.union(b))
  }

  @Test func rect_containsIncludesMinEdgesOnly() {
    let r = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(CGPoint(x: 0, y: 0)))
    #expect(r.contains(CGPoint(x: 9.999, y: 9.999)))
    #expect(!r.contains(CGPoint(x: 10, y: 5)))
    #expect(!r.contains(CGPoint(x: 5, y: 10)))
    #expect(!r.contains(CGPoint(x: -0.001, y: 5)))
  }

  @Test func rect_insetByMovesEverySide() {
    let r = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(r.insetBy(dx: 2, dy: 3) == CGRect(x: 2, y: 3, width: 6, height: 14))
    #expect(r.insetBy(dx: -1, dy: -1) == CGRect(x: -1, y: -1, width: 12, height: 22))
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(r.inset(by: insets) == CGRect(x: 2, y: 1, width: 4, height: 16))
  }

  @Test func rect_integralContainsEveryPartialPixel() {
    #expect(
      CGRect(x: 0.5, y: 1.2, width: 2, height: 2).integral
        == CGRect(x: 0, y: 1, width: 3, height: 3))
    #expect(
      CGRect(x: -0.5, y: -2.5, width: 1, height: 1).integral
        == CGRect(x: -1, y: -3, width: 2, height: 2))
    #expect(
      CGRect(x: 1, y: 2, width: 3, height: 4).integral == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func rect_applyingRotationBoundsTheCorners() {
    let r = CGRect(x: 0, y: 0, width: 2, height: 1).applying(
      CGAffineTransform(rotationAngle: .pi / 2))
    // A quarter turn maps (x, y) to (−y, x).
    #expect(r == CGRect(x: -1, y: 0, width: 1, height: 2))
  }

  @Test func rect_applyingBoundsTheFourCornersForAnyTransform() {
    // The bounds of the four transformed corners, as the arrays' min and max give them: skew,
    // mirror, huge and non-finite transforms included.
    func expected(_ rect: CGRect, _ transform: CGAffineTransform) -> CGRect {
      if rect.isNull { return rect }
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
      ].map { $0.applying(transform) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      return CGRect(
        x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
    var generator = SystemRandomNumberGenerator()
    let specials: [Double] = [0, -0.0, 1, -1, 1e300, -1e300, .infinity, -.infinity, .nan]
    func value(_ scale: Double) -> Double {
      Int.random(in: 0..<6, using: &generator) == 0
        ? specials.randomElement(using: &generator)!
        : Double.random(in: -scale...scale, using: &generator)
    }
    var mismatches: [String] = []
    for _ in 0..<2000 {
      let rect = CGRect(x: value(100), y: value(100), width: value(50), height: value(50))
      let transform = CGAffineTransform(
        a: value(3), b: value(3), c: value(3), d: value(3), tx: value(500), ty: value(500))
      let got = rect.applying(transform)
      let want = expected(rect, transform)
      // Bitwise, so NaN edges compare too.
      if [got.origin.x, got.origin.y, got.width, got.height].map(\.bitPattern)
        != [want.origin.x, want.origin.y, want.width, want.height].map(\.bitPattern)
      {
        mismatches.append("\(rect) through \(transform): \(got), not \(want)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
  }

  @Test func point_distanceIsEuclidean() {
    #expect(CGPoint(x: 1, y: 2).distance(to: CGPoint(x: 4, y: 6)) == 5)
    #expect(CGPoint(x: -1, y: 0).distance(to: CGPoint(x: -1, y: -7)) == 7)
  }

  @Test func saturatingInt_truncatesTowardZeroAndClamps() {
    #expect(Int(saturating: -3.7) == -3)
    #expect(Int(saturating: 3.7) == 3)
    #expect(Int(saturating: -1e300) == -(1 << 40))
    #expect(Int(saturating: 1e300) == 1 << 40)
    #expect(Int(saturating: .nan) == 0)
    #expect(Int(saturating: -.infinity) == -(1 << 40))
  }
}
