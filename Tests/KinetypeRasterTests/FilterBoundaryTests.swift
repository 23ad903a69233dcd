import KinetypeCore
import Testing

@testable import KinetypeRaster

/// Filter edge cases the reference tests do not reach: the alpha threshold's bounds are
/// inclusive, and hue rotation is not symmetric in its angle.
@Suite struct FilterBoundaryTests {
  static func filtered(_ color: Color, _ filter: Filter) throws -> Color {
    var pixmap = try Pixmap(width: 1, height: 1, background: color)
    pixmap.apply(filter)
    return pixmap.color(atX: 0, y: 0)
  }

  @Test func alphaThreshold_boundsAreInclusive() throws {
    // 51/255 and 102/255 are exactly 0.2 and 0.4 once rounded to Double.
    let filter = Filter.alphaThreshold(min: 0.2, max: 0.4, color: .blue)
    for (alpha, kept) in [(50, false), (51, true), (102, true), (103, false)] {
      let result = try Self.filtered(Color(white: 0, opacity: Double(alpha) / 255), filter)
      #expect((result == .blue) == kept, "alpha \(alpha)")
      #expect((result.opacity == 0) == !kept, "alpha \(alpha)")
    }
  }

  @Test func hueRotation_isNotSymmetricInTheAngle() throws {
    // +90° and −90° differ: a negated angle is a different filter.
    let color = Color(red: 0.8, green: 0.4, blue: 0.2)
    let plus = try Self.filtered(color, .hueRotation(.degrees(90)))
    let minus = try Self.filtered(color, .hueRotation(.degrees(-90)))
    #expect(abs(plus.blue - minus.blue) > 0.2)
  }
}
