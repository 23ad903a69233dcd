import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

/// Tracking and kerning, glyph by glyph: the space goes after each cluster (after its last
/// glyph), so a base letter and its marks move together and nothing inside a cluster shifts.
@Suite struct SpacingTests {
  let fonts: FontCollection

  init() throws {
    fonts = try FontCollection.bundled()
  }

  func run(_ text: Text) throws -> Text.Layout.Run {
    let runs = try Text.Layout(text.font(.system(size: 40)), fonts: fonts).runs
    #expect(runs.count == 1)
    return try #require(runs.first)
  }

  /// Each glyph's position relative to the first glyph of its slice.
  func offsetsWithinSlices(_ run: Text.Layout.Run) -> [[CGPoint]] {
    run.map { slice in
      let first = slice.glyphs.first?.position ?? .zero
      return slice.glyphs.map { CGPoint(x: $0.position.x - first.x, y: $0.position.y - first.y) }
    }
  }

  @Test(arguments: ["שָׁלוֹם", "x\u{323}y\u{330}"])
  func tracking_keepsMarksOnTheirLetters(_ string: String) throws {
    let plain = try run(Text(string))
    for tracked in [try run(Text(string).tracking(10)), try run(Text(string).kerning(10))] {
      #expect(tracked.glyphs.count == plain.glyphs.count)
      #expect(tracked.count == plain.count)
      // A cluster with marks exists, and inside every cluster nothing moved.
      #expect(plain.contains { $0.count > 1 })
      let before = offsetsWithinSlices(plain)
      let after = offsetsWithinSlices(tracked)
      for (a, b) in zip(before, after) {
        for (p, q) in zip(a, b) {
          #expect(abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9, "\(string): \(a) vs \(b)")
        }
      }
      // Each cluster's advance grew by exactly the spacing: 10 px per cluster in total.
      #expect(
        abs(
          tracked.typographicBounds.width - plain.typographicBounds.width - 10 * Double(plain.count)
        )
          < 1e-9)
    }
  }

  @Test func tracking_movesEachSliceByTheSpaceBeforeIt() throws {
    // Left to right: slice i moves right by 10·i.
    let plain = try run(Text("abc"))
    let tracked = try run(Text("abc").tracking(10))
    for index in 0..<3 {
      let shift =
        tracked[index].typographicBounds.origin.x - plain[index].typographicBounds.origin.x
      #expect(abs(shift - 10 * Double(index)) < 1e-9)
    }
  }

  /// DejaVu Sans (Debian's fonts-dejavu-core, installed by scripts/bootstrap) has standard
  /// ligatures: "ffi" is one glyph. The bundled Inter has none.
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  @Test func tracking_turnsOffOptionalLigaturesButKerningKeepsThem() throws {
    let collection = FontCollection()
    try collection.addFont(atPath: Self.dejaVu)
    func run(_ text: Text) throws -> Text.Layout.Run {
      try #require(
        try Text.Layout(text.font(.custom("DejaVu Sans", size: 40)), fonts: collection).runs.first)
    }
    let plain = try run(Text("office"))
    #expect(plain.glyphs.count == 4)  // o, ffi, c, e
    let tracked = try run(Text("office").tracking(2))
    #expect(tracked.glyphs.count == 6)
    #expect(tracked.count == 6)
    let kerned = try run(Text("office").kerning(2))
    #expect(kerned.glyphs.count == 4)
    // A ligature the user asks for explicitly stays.
    let forced = try run(Text("office").tracking(2).fontFeature("liga", true))
    #expect(forced.glyphs.count == 4)
  }
}
