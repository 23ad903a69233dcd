import KinetypeCore
import Testing

// SwiftUI's `Angle` operators (issue 21): each acts on the radians, as SwiftUI's do.
@Suite struct AngleArithmeticTests {
  @Test func sumsDifferencesAndNegation_actOnRadians() {
    #expect((Angle.degrees(30) + .degrees(60)).radians == Angle.degrees(90).radians)
    #expect((Angle.radians(1) - .radians(0.25)).radians == 0.75)
    #expect((-Angle.radians(2)).radians == -2)
    #expect(Angle().radians == 0)
  }

  @Test func scalingAndCompoundOperators() {
    #expect((Angle.radians(1.5) * 2).radians == 3)
    #expect((2 * Angle.radians(1.5)).radians == 3)
    #expect((Angle.radians(3) / 4).radians == 0.75)
    var angle = Angle.radians(1)
    angle += .radians(1)
    angle *= 3
    angle -= .radians(2)
    angle /= 2
    #expect(angle.radians == 2)
    #expect(Angle.degrees(10) < .degrees(11))
  }
}
