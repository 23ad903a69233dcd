import Testing

@testable import KinetypeCore

/// `Rect` against Core Graphics' documented semantics (`CGRect`): standardized edges, union,
/// intersection, containment, insets and integral rectangles.
@Suite struct RectTests {
  @Test func rect_edgesStandardizeNegativeSizes() {
    let r = Rect(x: 5, y: 5, width: -2, height: -4)
    #expect(r.minX == 3 && r.maxX == 5 && r.minY == 1 && r.maxY == 5)
    #expect(r.midX == 4 && r.midY == 3)
    #expect(Rect(x: 1, y: 2, width: 4, height: 6).center == Point(x: 3, y: 5))
  }

  @Test func rect_intersectionApartOnOneAxisIsNull() {
    let a = Rect(x: 0, y: 0, width: 2, height: 2)
    // Overlapping rows, separate columns (and the other way round): no common area.
    #expect(a.intersection(Rect(x: 5, y: 0, width: 1, height: 2)).isNull)
    #expect(a.intersection(Rect(x: 0, y: 5, width: 2, height: 1)).isNull)
    // Touching edges intersect in an empty, non-null rectangle, as CGRectIntersection.
    let touching = a.intersection(Rect(x: 2, y: 0, width: 1, height: 2))
    #expect(!touching.isNull && touching.isEmpty)
  }

  @Test func rect_unionCoversBothRectangles() {
    let a = Rect(x: 4, y: -1, width: 2, height: 2)
    let b = Rect(x: -3, y: 2, width: 1, height: 5)
    #expect(a.union(b) == Rect(x: -3, y: -1, width: 9, height: 8))
    #expect(b.union(a) == a.union(b))
  }

  @Test func rect_containsIncludesMinEdgesOnly() {
    let r = Rect(x: 0, y: 0, width: 10, height: 10)
    #expect(r.contains(Point(x: 0, y: 0)))
    #expect(r.contains(Point(x: 9.999, y: 9.999)))
    #expect(!r.contains(Point(x: 10, y: 5)))
    #expect(!r.contains(Point(x: 5, y: 10)))
    #expect(!r.contains(Point(x: -0.001, y: 5)))
  }

  @Test func rect_insetByMovesEverySide() {
    let r = Rect(x: 0, y: 0, width: 10, height: 20)
    #expect(r.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 14))
    #expect(r.insetBy(dx: -1, dy: -1) == Rect(x: -1, y: -1, width: 12, height: 22))
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(r.inset(by: insets) == Rect(x: 2, y: 1, width: 4, height: 16))
  }

  @Test func rect_integralContainsEveryPartialPixel() {
    #expect(
      Rect(x: 0.5, y: 1.2, width: 2, height: 2).integral == Rect(x: 0, y: 1, width: 3, height: 3))
    #expect(
      Rect(x: -0.5, y: -2.5, width: 1, height: 1).integral
        == Rect(x: -1, y: -3, width: 2, height: 2))
    #expect(Rect(x: 1, y: 2, width: 3, height: 4).integral == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func rect_applyingRotationBoundsTheCorners() {
    let r = Rect(x: 0, y: 0, width: 2, height: 1).applying(Transform(rotationAngle: .pi / 2))
    // A quarter turn maps (x, y) to (−y, x).
    #expect(r == Rect(x: -1, y: 0, width: 1, height: 2))
  }

  @Test func rect_applyingBoundsTheFourCornersForAnyTransform() {
    // The bounds of the four transformed corners, as the arrays' min and max give them: skew,
    // mirror, huge and non-finite transforms included.
    func expected(_ rect: Rect, _ transform: Transform) -> Rect {
      if rect.isNull { return rect }
      let corners = [
        Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
        Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
      ].map { $0.applying(transform) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      return Rect(
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
      let rect = Rect(x: value(100), y: value(100), width: value(50), height: value(50))
      let transform = Transform(
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
    #expect(Point(x: 1, y: 2).distance(to: Point(x: 4, y: 6)) == 5)
    #expect(Point(x: -1, y: 0).distance(to: Point(x: -1, y: -7)) == 7)
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
