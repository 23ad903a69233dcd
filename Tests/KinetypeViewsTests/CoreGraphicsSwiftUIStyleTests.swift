// SwiftUI code as apps write it against Core Graphics (issue 21, item 1): `import CoreGraphics`
// and `import QuartzCore` at the top, `Rectangle().path(in: run.typographicBounds.rect)` in a
// TextRenderer, a GeometryEffect built from `CGAffineTransform(rotationAngle:)`, and
// `point.applying(t)`. Before Kinetype spoke CGRect it failed to compile: "cannot convert value
// of type 'Rect' to expected argument type 'CGRect'"; the expected values are Apple's
// documented semantics of each call.
import CoreGraphics
import Kinetype
import QuartzCore
import Testing

struct BoxedRunsRenderer: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      for run in line {
        context.fill(Rectangle().path(in: run.typographicBounds.rect), with: .color(.yellow))
        context.draw(run)
      }
    }
  }
}

struct SpinEffect: GeometryEffect {
  var angle: Angle
  var animatableData: Double {
    get { angle.radians }
    set { angle = .radians(newValue) }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    let center = CGAffineTransform(translationX: size.width / 2, y: size.height / 2)
    return ProjectionTransform(
      CGAffineTransform(translationX: -size.width / 2, y: -size.height / 2)
        .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
        .concatenating(center))
  }
}

@Suite struct CoreGraphicsSwiftUIStyleTests {
  @Test func geometryEffect_rotatesAboutTheCentre() {
    let effect = SpinEffect(angle: .degrees(90) + .degrees(90))
    let t = effect.effectValue(size: CGSize(width: 10, height: 20))
    // A half turn about (5, 10) takes the top-left corner to the bottom-right one.
    let corner = CGPoint(x: 0, y: 0).applying(
      CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m31, ty: t.m32))
    #expect(corner == CGPoint(x: 10, y: 20))
  }

  @Test func renderer_takesRunBoundsAsCGRect() {
    let rect: CGRect = CGRect(x: 1, y: 2, width: 3, height: 4)
    let path = Rectangle().path(in: rect)
    #expect(path.boundingRect == rect)
  }
}
