import Foundation
import Testing

@testable import KinetypeCore

/// Every public KinetypeCore entry point driven with NaN, ±infinity and 1e300: none traps, and
/// each gives its documented result (issue 8: `CGAffineTransform(rotationAngle: .infinity)` and
/// `Path.addRelativeArc(delta: .radians(1e300))` trapped converting a Double to an Int).
@Suite struct NonFiniteInputTests {
  static let hostile: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300]

  @Test(arguments: hostile)
  func transform_rotationByNonFiniteOrHugeAngleNeverTraps(angle: Double) {
    let rotation = CGAffineTransform(rotationAngle: angle)
    if angle.isFinite {
      // A huge finite angle is still a rotation: an orthonormal matrix.
      #expect(rotation.isFinite)
      #expect(abs(rotation.a * rotation.a + rotation.b * rotation.b - 1) < 1e-9)
    } else {
      // Documented: a non-finite angle rotates by nothing.
      #expect(rotation == .identity)
    }
    let base = CGAffineTransform(translationX: 3, y: 4)
    #expect(base.rotated(by: angle).isFinite)
    #expect(CGAffineTransform.cosine(angle).isFinite == angle.isFinite)
  }

  @Test(arguments: hostile)
  func transform_otherEntryPointsNeverTrap(value: Double) {
    let t = CGAffineTransform(a: value, b: 0, c: 0, d: value, tx: value, ty: value)
    _ = t.isIdentity
    _ = t.isTranslationOnly
    _ = t.determinant
    _ = String(describing: t)
    #expect(t.isFinite == value.isFinite)
    // A transform that is not finite, or singular after overflow, has no inverse.
    if !value.isFinite { #expect(t.inverse == nil) }
    _ = t.concatenating(.identity).translatedBy(x: value, y: value).scaledBy(x: value, y: value)
    _ = CGAffineTransform(translationX: value, y: value)
    _ = CGAffineTransform(scaleX: value, y: value)
  }

  @Test(arguments: hostile)
  func path_arcsWithHostileSweepsNeverTrap(value: Double) {
    var path = Path()
    path.addRelativeArc(
      center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, delta: .radians(value))
    #expect(path.isFinite)
    if value.isFinite {
      // A sweep of many turns draws one full turn (a closed circle) then the remainder: a
      // bounded number of curves.
      #expect(path.elements.count <= 12)
      // Cubic control points of a partial quarter may lie a little outside the circle.
      #expect(path.controlPointBounds.width <= 11)
    } else {
      #expect(path.isEmpty)  // documented: non-finite input adds nothing
    }
    var arc = Path()
    arc.addArc(
      center: .zero, radius: 3, startAngle: .radians(value), endAngle: .radians(-value),
      clockwise: true)
    #expect(arc.isFinite)
    arc.addArc(
      center: CGPoint(x: value, y: 0), radius: value, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    #expect(arc.isFinite)
    arc.addArc(
      tangent1End: CGPoint(x: value, y: 1), tangent2End: CGPoint(x: 1, y: value), radius: value)
    #expect(arc.isFinite)
  }

  @Test(arguments: hostile)
  func path_hostilePointsAreDropped(value: Double) {
    let bad = CGPoint(x: value, y: 1)
    var path = Path()
    path.move(to: bad)
    path.addLine(to: bad)
    path.addQuadCurve(to: bad, control: .zero)
    path.addCurve(to: .zero, control1: bad, control2: .zero)
    path.closeSubpath()
    path.addLines([bad, .zero, bad])
    path.addRects([CGRect(x: value, y: 0, width: 1, height: 1)])
    path.addRect(CGRect(x: 0, y: 0, width: value, height: 1))
    path.addEllipse(in: CGRect(x: 0, y: 0, width: value, height: value))
    path.addRoundedRect(
      in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: value, height: value)
    )
    path.addRoundedRect(
      in: CGRect(x: value, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 2, height: 2),
      style: .continuous)
    path.addCapsule(in: CGRect(x: 0, y: 0, width: value, height: 4))
    path.addPath(
      Path(CGRect(x: 0, y: 0, width: 1, height: 1)),
      transform: CGAffineTransform(scaleX: value, y: 1))
    #expect(path.isFinite)
    let moved = path.offsetBy(x: value, y: value)
    #expect(moved.isFinite)
    let scaled = Path(CGRect(x: 1e300, y: 1e300, width: 1e300, height: 1)).applying(
      CGAffineTransform(scaleX: value, y: value))
    #expect(scaled.isFinite)
    _ = Path(roundedRect: CGRect(x: 0, y: 0, width: value, height: 1), cornerRadius: value)
    _ = Path(roundedRect: CGRect.null, cornerRadius: 2, style: .continuous)
    _ = Path(ellipseIn: .null)
    _ = Path(capsuleIn: .null)
    #expect(Path(CGRect.null).isEmpty)
  }

  @Test(arguments: hostile)
  func color_componentsStayInRange(value: Double) {
    var color = Color(red: value, green: value, blue: value, opacity: value)
    for component in [color.red, color.green, color.blue, color.opacity] {
      #expect((0...1).contains(component))
    }
    // Documented: setting a component does not clamp (animation needs overshoot), but
    // printing it does.
    color.red = value
    color.opacity = -value
    #expect(color.hexString.count == 9)
    #expect(
      color.hexString == Color(red: value, green: value, blue: value, opacity: -value).hexString)
    #expect(color.opacity(value).hexString.count == 9)
    _ = Color(white: value, opacity: value).description
  }

  @Test(arguments: hostile)
  func geometry_valuesNeverTrap(value: Double) {
    let p = CGPoint(x: value, y: value)
    _ = p.offsetBy(dx: value, dy: value).distance(to: CGPoint.zero)
    _ = (p + p - p) * value
    _ = String(describing: p.applying(CGAffineTransform(rotationAngle: value)))
    let r = CGRect(x: value, y: value, width: value, height: value)
    // Foundation's `intersection` traps on a NaN edge (its ranges); the package uses `overlap`.
    _ = r.union(.zero).overlap(with: CGRect(x: 0, y: 0, width: 1, height: 1))
    // (Foundation's `contains(_:)` traps on a NaN edge too; the package never calls it.)
    _ = r.insetBy(dx: value, dy: value).inset(by: EdgeInsets(all: value))
    _ = r.offsetBy(dx: value, dy: value).applying(CGAffineTransform(scaleX: value, y: value))
    _ = r.integral.center
    _ = r.isEmpty || r.isNull
    _ = String(describing: r) + String(describing: CGSize(width: value, height: value))
    var angle = Angle(degrees: value)
    angle.degrees = value
    _ = Angle.radians(value) < Angle.degrees(value)
    _ = StrokeStyle(lineWidth: value, miterLimit: value, dash: [value], dashPhase: value)
    _ = EdgeInsets(top: value, leading: value, bottom: value, trailing: value)
  }
}
