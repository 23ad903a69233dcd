import Foundation
import Kinetype
import KinetypeTestSupport
import Testing

/// `rotation3DEffect`, `projectionEffect` and `transformEffect` as SwiftUI draws them: about
/// the anchor, turned with Core Animation's rotation matrix, seen from `max(w, h) /
/// perspective` away (OpenSwiftUI's reconstruction, docs/views.md). Corners worked by hand.
@Suite struct Rotation3DEffectTests {
  static func render(_ view: some View) throws -> Pixmap {
    try ImageRenderer(content: view.frame(width: 200, height: 200)).render()
  }

  @Test func turnAboutY_nearEdgeGrowsFarEdgeShrinks() throws {
    let image = try Self.render(
      Rectangle().fill(.blue).frame(width: 100, height: 100)
        .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
    let box = Ink.coveredBounds(image)
    // Distance 100 / 1. Left edge: x -25, z +43.30, weight 1 - 0.4330 = 0.5670: x -44.09
    // (50 + 50 - 44.09 = 55.91), half-height 88.19. Right edge: weight 1.4330, x +17.45 → 117.45.
    #expect(abs(box.minX - 55.91) <= 1, "\(box)")
    #expect(abs(box.maxX - 117.45) <= 1, "\(box)")
    #expect(abs(box.minY - (100 - 88.19)) <= 1, "\(box)")
    #expect(abs(box.maxY - (100 + 88.19)) <= 1, "\(box)")
  }

  @Test func zeroPerspective_onlyNarrows() throws {
    let box = Ink.coveredBounds(
      try Self.render(
        Rectangle().fill(.blue).frame(width: 100, height: 100)
          .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0)))
    #expect(abs(box.minX - 75) <= 1 && abs(box.maxX - 125) <= 1, "\(box)")
    #expect(abs(box.minY - 50) <= 1 && abs(box.maxY - 150) <= 1, "\(box)")
  }

  @Test func turnAboutZ_isARotationEffect() throws {
    let turned = try Self.render(
      Rectangle().fill(.blue).frame(width: 100, height: 40)
        .rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)))
    let rotated = try Self.render(
      Rectangle().fill(.blue).frame(width: 100, height: 40).rotationEffect(.degrees(30)))
    #expect(Ink.coveredBounds(turned) == Ink.coveredBounds(rotated))
  }

  @Test func transformAndProjectionEffects_moveTheDrawingNotTheLayout() throws {
    let moved = try Self.render(
      Rectangle().fill(.blue).frame(width: 20, height: 20)
        .transformEffect(CGAffineTransform(translationX: 30, y: -10)))
    #expect(Ink.coveredBounds(moved) == CGRect(x: 120, y: 80, width: 20, height: 20))
    let projected = try Self.render(
      Rectangle().fill(.blue).frame(width: 20, height: 20)
        .projectionEffect(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 1))))
    #expect(Ink.coveredBounds(projected) == CGRect(x: 90, y: 90, width: 40, height: 20))
  }

  // A `visualEffect` closure draws the same turn and affine transform as the view modifiers.
  @Test func visualEffectsTurnAndTransformAsTheModifiers() throws {
    let square = Rectangle().fill(.blue).frame(width: 100, height: 100)
    let viaEffect = try Self.render(
      square.visualEffect { content, _ in
        content.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
      })
    let box = Ink.coveredBounds(viaEffect)
    #expect(abs(box.minX - 55.91) <= 1 && abs(box.maxX - 117.45) <= 1, "\(box)")
    let modifier = try Self.render(
      square.rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)))
    #expect(Fixtures.bytes(viaEffect) == Fixtures.bytes(modifier))
    let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 10, ty: 0)
    let sheared = try Self.render(
      square.visualEffect { content, _ in content.transformEffect(shear) })
    #expect(
      Fixtures.bytes(sheared) == Fixtures.bytes(try Self.render(square.transformEffect(shear))))
    #expect(Fixtures.bytes(sheared) != Fixtures.bytes(try Self.render(square)))
  }
}
