import Testing

@testable import KinetypeCore

@Suite struct TransformTests {
  @Test func transform_translateThenScaleMatchesCoreGraphics() {
    // CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2) maps (1, 1) to (12, 2).
    let t = Transform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(Point(x: 1, y: 1).applying(t) == Point(x: 12, y: 2))
  }

  @Test func transform_quarterTurnIsExact() {
    let t = Transform(rotationAngle: .pi / 2)
    #expect(Point(x: 1, y: 0).applying(t) == Point(x: 0, y: 1))
  }

  @Test(arguments: [0.1, 0.7, 1.3, 2.9, -2.2, 5.5])
  func transform_cosineMatchesSeries(angle: Double) {
    // cos² + sin² = 1 and the double-angle identity hold to 1e-12.
    let c = Transform.cosine(angle)
    let s = Transform.sine(angle)
    #expect(abs(c * c + s * s - 1) < 1e-12)
    #expect(abs(Transform.cosine(2 * angle) - (c * c - s * s)) < 1e-12)
  }

  @Test func transform_inverseRoundTrips() throws {
    let t = Transform(rotationAngle: 0.3).scaledBy(x: 2, y: 3).translatedBy(x: 5, y: -7)
    let inverse = try #require(t.inverted())
    let p = Point(x: 3, y: 4).applying(t).applying(inverse)
    #expect(abs(p.x - 3) < 1e-12 && abs(p.y - 4) < 1e-12)
    #expect(Transform(scaleX: 0, y: 1).inverted() == nil)
  }
}
