import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeTestSupport
import Testing

@testable import KinetypeCoreAnimation

/// Perspective as Core Animation draws it: a superlayer's `sublayerTransform` with `m34 =
/// -1/d` gives its sublayers' 3D rotations depth. The expected corners are worked by hand from
/// Apple's matrices (row vectors; `CATransform3DMakeRotation` about y has `m13 = -sin`,
/// `m31 = sin`; a point's weight is `1 + z·m34`).
@Suite struct PerspectiveTests {
  /// A 100×100 square at the centre of a 200×200 root, turned 60° about y.
  static func image(m34: CGFloat) throws -> Pixmap {
    try CAMediaClock.with(CAMediaClock()) {
      let root = CALayer()
      root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
      var perspective = CATransform3DIdentity
      perspective.m34 = m34
      root.sublayerTransform = perspective
      let card = CALayer()
      card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
      card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
      card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
      root.addSublayer(card)
      return try CALayerRenderer.image(of: root, width: 200, height: 200, at: 0)
    }
  }

  @Test func withoutPerspective_aTurnAboutYOnlyNarrows() throws {
    let box = Ink.coveredBounds(try Self.image(m34: 0))
    // cos 60° = 0.5: 50 px wide, the full 100 px tall.
    #expect(abs(box.minX - 75) <= 1 && abs(box.maxX - 125) <= 1, "\(box)")
    #expect(abs(box.minY - 50) <= 1 && abs(box.maxY - 150) <= 1, "\(box)")
  }

  @Test func withPerspective_theNearEdgeGrowsAndTheFarOneShrinks() throws {
    let box = Ink.coveredBounds(try Self.image(m34: -1.0 / 500))
    // Left edge: x = -25, z = +43.30, weight 1 - 43.30/500 = 0.9134: at 100 - 27.37 = 72.63,
    // half-height 54.74. Right edge: z = -43.30, weight 1.0866: at 100 + 23.01 = 123.01.
    #expect(abs(box.minX - 72.63) <= 1, "\(box)")
    #expect(abs(box.maxX - 123.01) <= 1, "\(box)")
    #expect(abs(box.minY - (100 - 54.74)) <= 1, "\(box)")
    #expect(abs(box.maxY - (100 + 54.74)) <= 1, "\(box)")
  }

  @Test func projectionOfATransform_dropsZ() {
    var m = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
    m.m34 = -1.0 / 500
    let p = ProjectionTransform(m)
    #expect(p.m11 == Double(m.m11) && p.m13 == Double(m.m14) && p.m31 == Double(m.m41))
    #expect(p.m33 == Double(m.m44) && p.m23 == Double(m.m24))
  }
}
