import Foundation
import KinetypeMotion
import Testing

@testable import KinetypeCoreAnimation

/// The control points of Core Animation's named curves, as `getControlPoint(at:values:)`
/// reports them on Apple platforms (kCAMediaTimingFunctionEaseInEaseOut is (0.42, 0)
/// (0.58, 1); default is (0.25, 0.1) (0.25, 1), the curve of implicit animations).
@Test(arguments: [
  (CAMediaTimingFunctionName.linear, [0.0, 0.0, 1.0, 1.0]),
  (.easeIn, [0.42, 0.0, 1.0, 1.0]),
  (.easeOut, [0.0, 0.0, 0.58, 1.0]),
  (.easeInEaseOut, [0.42, 0.0, 0.58, 1.0]),
  (.default, [0.25, 0.1, 0.25, 1.0]),
])
func namedCurve_controlPoints_matchApple(name: CAMediaTimingFunctionName, points: [Double]) {
  let function = CAMediaTimingFunction(name: name)
  var values: [Float] = [0, 0]
  var read: [Double] = []
  for index in 0...3 {
    values.withUnsafeMutableBufferPointer {
      function.getControlPoint(at: index, values: $0.baseAddress!)
    }
    read += values.map(Double.init)
  }
  let expected = [0.0, 0.0] + points + [1.0, 1.0]
  for (a, b) in zip(read, expected) { #expect(abs(a - b) < 1e-6) }
}

@Test func timingFunction_solvesTheBezierForX() {
  // easeInEaseOut is symmetric about (0.5, 0.5); x(t) = 1.26t − 0.78t² + 0.52t³ gives
  // t = 0.2 → x = 0.22496, y = 3·0.8·0.04 + 0.008 = 0.104. Control points are `Float`, as
  // in Core Animation, hence the 1e-6 tolerance.
  let f = CAMediaTimingFunction(name: .easeInEaseOut)
  #expect(abs(f.value(at: 0.5) - 0.5) < 1e-6)
  #expect(abs(f.value(at: 0.22496) - 0.104) < 1e-6)
  #expect(abs(CAMediaTimingFunction(name: .linear).value(at: 0.3) - 0.3) < 1e-12)
}
