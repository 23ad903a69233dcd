import Foundation
import Testing

@testable import KinetypeCore

@Suite struct TransformTests {
  @Test func transform_translateThenScaleMatchesCoreGraphics() {
    // CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2) maps (1, 1) to (12, 2).
    let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
  }

  @Test func transform_quarterTurnIsExact() {
    let t = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 0, y: 1))
  }

  @Test(arguments: [0.1, 0.7, 1.3, 2.9, -2.2, 5.5])
  func transform_cosineMatchesSeries(angle: Double) {
    // cos² + sin² = 1 and the double-angle identity hold to 1e-12.
    let c = CGAffineTransform.cosine(angle)
    let s = CGAffineTransform.sine(angle)
    #expect(abs(c * c + s * s - 1) < 1e-12)
    #expect(abs(CGAffineTransform.cosine(2 * angle) - (c * c - s * s)) < 1e-12)
  }

  @Test func transform_inverseRoundTrips() throws {
    let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -7)
    let inverse = try #require(t.inverse)
    let p = CGPoint(x: 3, y: 4).applying(t).applying(inverse)
    #expect(abs(p.x - 3) < 1e-12 && abs(p.y - 4) < 1e-12)
    #expect(CGAffineTransform(scaleX: 0, y: 1).inverse == nil)
  }
}

/// Transforms against independent references: Glibc's cos and sin, and composition defined
/// pointwise (a point mapped through `a.concatenating(b)` equals it mapped through a, then b).
@Suite struct TransformReferenceTests {
  @Test(arguments: [0.3, 1.0, 2.5, 3.3, 4.0, 5.5, 7.0, 11.0, 100.0, -0.7, -2.2, -4.4, -50.0])
  func transform_trigonometryMatchesGlibc(angle: Double) {
    #expect(abs(CGAffineTransform.cosine(angle) - cos(angle)) < 1e-12)
    #expect(abs(CGAffineTransform.sine(angle) - sin(angle)) < 1e-12)
    let t = CGAffineTransform(rotationAngle: angle)
    let p = CGPoint(x: 2, y: 0).applying(t)
    #expect(abs(p.x - 2 * cos(angle)) < 1e-12 && abs(p.y - 2 * sin(angle)) < 1e-12)
  }

  @Test func transform_concatenatingAppliesSelfFirst() {
    let a = CGAffineTransform(a: 1.5, b: 0.4, c: -0.3, d: 0.8, tx: 3, ty: -2)
    let b = CGAffineTransform(a: 0.2, b: -1.1, c: 0.9, d: 1.3, tx: -5, ty: 7)
    for point in [CGPoint(x: 1, y: 2), CGPoint(x: -3, y: 0.5), CGPoint(x: 0, y: 0)] {
      let composed = point.applying(a.concatenating(b))
      let stepwise = point.applying(a).applying(b)
      #expect(abs(composed.x - stepwise.x) < 1e-12 && abs(composed.y - stepwise.y) < 1e-12)
    }
  }

  @Test func transform_inverseUndoesAGeneralTransform() throws {
    let t = CGAffineTransform(a: 1.5, b: 0.4, c: -0.3, d: 0.8, tx: 3, ty: -2)
    let inverse = try #require(t.inverse)
    for point in [CGPoint(x: 1, y: 2), CGPoint(x: -3, y: 0.5)] {
      let back = point.applying(t).applying(inverse)
      #expect(abs(back.x - point.x) < 1e-12 && abs(back.y - point.y) < 1e-12)
    }
    #expect(CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverse == nil)
  }
}
