import Foundation
import KinetypeCore
import Testing

/// Kinetype's `CGAffineTransform` and `applying(_:)` against Core Graphics' documented
/// semantics.
@Suite struct CGGeometryTests {
  @Test func rectApplying_isTheBoundingBoxOfTheTransformedCorners() {
    // A quarter turn takes (0,0)-(10,20) to the corners (0,0), (0,10), (-20,0), (-20,10).
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(turned == CGRect(x: -20, y: 0, width: 20, height: 10))
    #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
  }

  @Test func inverted_returnsASingularTransformUnchanged() {
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
    let t = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8)
    #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
  }

  @Test func translatedBy_movesInTheTransformsOwnSpace() {
    let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 1)
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 3))
    let u = CGAffineTransform(translationX: 10, y: 1).concatenating(
      CGAffineTransform(scaleX: 2, y: 3))
    #expect(t == u)
    #expect(CGAffineTransform.identity.isIdentity && !t.isIdentity)
    #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
  }

  @Test func sizeApplying_ignoresTheTranslation() {
    let t = CGAffineTransform(a: 2, b: 1, c: 0, d: 3, tx: 100, ty: 100)
    #expect(CGSize(width: 1, height: 2).applying(t) == CGSize(width: 2, height: 7))
  }
}
