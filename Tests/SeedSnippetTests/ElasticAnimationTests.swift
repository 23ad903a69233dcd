import Foundation
import Kinetype
import Testing

/// Seed 000's elastic animation, compiled against `import Kinetype` (ElasticAnimation.swift),
/// evaluates to the easeInOutElastic curve it writes out.
@Suite struct ElasticAnimationTests {
  @Test(arguments: [0.05, 0.125, 0.2, 0.3, 0.4, 0.5])
  func elastic_followsItsFormula(time: Double) {
    let p = time / 0.5
    let s = Foundation.sin((20 * p - 11.125) * (2 * Double.pi / 4.5))
    let expected =
      p < 0.5
      ? -(Foundation.pow(2, 20 * p - 10) * s) / 2 : Foundation.pow(2, -20 * p + 10) * s / 2 + 1
    let actual = Animation.elastic(duration: 0.5).progress(at: time)
    #expect(abs(actual - expected) < 1e-12, "t = \(time)")
  }
}
