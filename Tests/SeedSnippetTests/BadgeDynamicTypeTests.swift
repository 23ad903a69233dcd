import Foundation
import Kinetype
import KinetypeTesting
import Testing

/// Seed 002's badge: two alignment guides keep it overhanging the avatar's top-trailing
/// corner by a third of its own size at every Dynamic Type size.
@Suite struct BadgeDynamicTypeTests {
  static let scale: CGFloat = 2
  static let margin: CGFloat = 40

  /// Where the avatar and the badge are, measured from the pixels (in pixels).
  struct Measured {
    var avatar: (left: Int, right: Int, top: Int, bottom: Int)
    var badge: (left: Int, right: Int, top: Int, bottom: Int)
  }

  /// Finds the blue circle and the red capsule: the circle's left, right (on its middle row)
  /// and bottom (on its middle column) are never under the badge, and its top follows from
  /// its diameter; the capsule's extremes are its coverage over half.
  static func measure(_ pixmap: Pixmap) -> Measured {
    var red = (left: Int.max, right: Int.min, top: Int.max, bottom: Int.min)
    var blueRows: [Int: (Int, Int)] = [:]
    var blueColumns: [Int: (Int, Int)] = [:]
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width {
        let c = pixmap.color(atX: x, y: y)
        guard c.opacity > 0.5 else { continue }
        if c.red > 0.5, c.red > c.blue + 0.15, c.green < 0.6 {
          red = (min(red.left, x), max(red.right, x + 1), min(red.top, y), max(red.bottom, y + 1))
        } else if c.blue > 0.5, c.blue > c.red + 0.15 {
          let row = blueRows[y] ?? (x, x + 1)
          blueRows[y] = (min(row.0, x), max(row.1, x + 1))
          let column = blueColumns[x] ?? (y, y + 1)
          blueColumns[x] = (min(column.0, y), max(column.1, y + 1))
        }
      }
    }
    let rows = blueRows.keys.sorted()
    let middleRow = rows[rows.count / 2]
    let (left, right) = blueRows[middleRow] ?? (0, 0)
    let middleColumn = (left + right) / 2
    let bottom = blueColumns[middleColumn]?.1 ?? 0
    return Measured(
      avatar: (left, right, bottom - (right - left), bottom), badge: red)
  }

  @Test(arguments: DynamicTypeSize.allCases)
  func badge_overhangsByAThirdAtEverySize(size: DynamicTypeSize) throws {
    let view = BadgedAvatar().dynamicTypeSize(size).padding(Self.margin)
    let renderer = renderer(view, scale: Self.scale)

    // From the layout: the badge's frame against the avatar's, in points.
    let layout = try renderer.layoutInspection()
    let avatar = layout.frame(of: "Avatar")
    let badge = layout.frame(of: "Badge")
    let pixel = 1 / Self.scale
    #expect(avatar == CGRect(x: Self.margin, y: Self.margin, width: 96, height: 96))
    #expect(abs((avatar.minY - badge.minY) - badge.height / 3) <= pixel, "top overhang")
    #expect(abs((badge.maxX - avatar.maxX) - badge.width / 3) <= pixel, "trailing overhang")

    // From the pixels: the same overhangs, to the pixel.
    let measured = Self.measure(try renderer.render())
    let width = Double(measured.badge.right - measured.badge.left)
    let height = Double(measured.badge.bottom - measured.badge.top)
    let top = Double(measured.avatar.top - measured.badge.top)
    let trailing = Double(measured.badge.right - measured.avatar.right)
    #expect(abs(top - height / 3) <= 1, "top overhang \(top) px for a badge \(height) px tall")
    #expect(
      abs(trailing - width / 3) <= 1,
      "trailing overhang \(trailing) px for a badge \(width) px wide")
    // The pixels agree with the layout.
    #expect(abs(width - badge.width * Self.scale) <= 1)
    #expect(abs(height - badge.height * Self.scale) <= 1)
    #expect(Double(measured.avatar.left) == Double(avatar.minX * Self.scale))
  }

  @Test func badge_growsWithDynamicType() throws {
    let heights = try DynamicTypeSize.allCases.map {
      try inspect(BadgedAvatar().dynamicTypeSize($0)).frame(of: "Badge").height
    }
    #expect(heights == heights.sorted())
    #expect(heights.first ?? 0 < heights.last ?? 0)
    // The avatar keeps its size: the overlay never changes it.
    for size in DynamicTypeSize.allCases {
      #expect(
        try inspect(BadgedAvatar().dynamicTypeSize(size)).size == CGSize(width: 96, height: 96))
    }
  }

  @Test func badge_magicOffsetDoesNotFollowTheBadgesSize() throws {
    // The ❌ version overhangs by 9 points whatever the badge's size: too much for the
    // smallest badge, too little for the largest.
    for size in [DynamicTypeSize.xSmall, .accessibility5] {
      let layout = try inspect(MagicOffsetBadgedAvatar().dynamicTypeSize(size))
      let avatar = layout.frame(of: "Avatar")
      let badge = layout.frame(of: "Badge")
      #expect(avatar.minY - badge.minY == 9)
      #expect(badge.maxX - avatar.maxX == 9)
      let ratio = 9 / badge.height
      #expect(size == .xSmall ? ratio > 0.45 : ratio < 0.2)
    }
  }

  /// Twelve cells, one per size, labelled.
  struct Sheet<Cell: View>: View {
    let title: String
    let cell: () -> Cell

    var body: some View {
      VStack(alignment: .leading, spacing: 12) {
        Text(title).font(.system(size: 15, weight: .semibold))
        ForEach(0..<3) { row in
          HStack(spacing: 12) {
            ForEach(0..<4) { column in
              let size = DynamicTypeSize.allCases[row * 4 + column]
              VStack(spacing: 4) {
                cell()
                  .dynamicTypeSize(size)
                  .frame(width: 150, height: 140)
                Text(size.name).font(.system(size: 12)).foregroundStyle(.secondary)
              }
            }
          }
        }
      }
      .padding(16)
      .background(.white)
    }
  }

  @Test func badge_contactSheets() throws {
    let guides = renderer(
      Sheet(title: "alignmentGuide: a third of the badge's own size") { BadgedAvatar() },
      scale: 1)
    assertGolden(try guides.render(), named: "badge-dynamic-type", suite: "Views")
    let offsets = renderer(
      Sheet(title: "offset(x: 9, y: -9): magic numbers") { MagicOffsetBadgedAvatar() }, scale: 1)
    assertGolden(try offsets.render(), named: "badge-magic-offset", suite: "Views")
  }
}
