import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeText
import Testing

/// `drawTextOutline(width:color:_:)` measured in pixels: the outline of a stem is its width on
/// each side, its corners are round, it scales with the transform, emoji get their silhouette
/// outlined, and it is cached as its own kind.
@Suite struct TextOutlineTests {
  static func layout(_ string: String, size: Double = 100) throws -> Text.Layout {
    try Text.Layout(
      Text(string).font(.system(size: size)).foregroundColor(.white), fonts: Fixtures.fonts)
  }

  /// `string` at 100 px with a black outline `width` wide under white text, on a clear canvas,
  /// 30 px from the corner (scaled by `scale` about it).
  static func outlined(
    _ string: String, width: Double, scale: Double = 1, outlineOnly: Bool = false,
    cache: GlyphCache = GlyphCache()
  ) throws -> Pixmap {
    let layout = try layout(string)
    var canvas = try Pixmap(
      width: Int((layout.size.width + 60) * scale), height: Int((layout.size.height + 60) * scale))
    GraphicsContext.render(into: &canvas, glyphCache: cache) { context in
      context.scaleBy(x: scale, y: scale)
      context.translateBy(x: 30, y: 30)
      context.drawTextOutline(width: width, color: .black) { $0.draw(layout) }
      if !outlineOnly { context.draw(layout) }
    }
    return canvas
  }

  /// Row `y` as marks: `T` text (white), `O` outline (black), `.` clear (half covered or less).
  static func row(_ pixmap: Pixmap, y: Int) -> [Character] {
    (0..<pixmap.width).map { x in
      let color = pixmap.color(atX: x, y: y)
      guard color.opacity > 0.5 else { return "." }
      return color.red > 0.5 ? "T" : "O"
    }
  }

  /// The lengths of the runs of `mark` in `row`.
  static func runs(of mark: Character, in row: [Character]) -> [Int] {
    var runs: [Int] = []
    var current = 0
    for cell in row {
      if cell == mark {
        current += 1
      } else if current > 0 {
        runs.append(current)
        current = 0
      }
    }
    if current > 0 { runs.append(current) }
    return runs
  }

  /// The ink's bounding box (alpha over one half).
  static func inkBox(_ pixmap: Pixmap) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width where pixmap.color(atX: x, y: y).opacity > 0.5 {
        box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
      }
    }
    return box
  }

  @Test func outline_isItsWidthOnEachSideOfAStem() throws {
    let frame = try Self.outlined("I", width: 4)
    let middle = Self.row(frame, y: frame.height / 2)
    // . O O O O T T … T O O O O .
    #expect(Self.runs(of: "T", in: middle).count == 1)
    #expect(Self.runs(of: "O", in: middle) == [4, 4])
    let wide = Self.row(try Self.outlined("I", width: 9), y: frame.height / 2)
    #expect(Self.runs(of: "O", in: wide) == [9, 9])
  }

  @Test func outline_isAsThickAboveAsBeside_andRoundAtCorners() throws {
    let frame = try Self.outlined("I", width: 6)
    let text = try #require(Self.inkBox(try Self.outlined("I", width: 0)))
    let outer = try #require(Self.inkBox(frame))
    // Even all round: 6 px past the stem on the left and above.
    #expect(abs((text.x0 - outer.x0) - 6) <= 1)
    #expect(abs((text.y0 - outer.y0) - 6) <= 1)
    #expect(abs((outer.y1 - text.y1) - 6) <= 1)
    // Round at the corner: along the diagonal from the stem's corner the outline reaches
    // 6 px (4 pixel steps of √2 at most), where a square corner would reach 6√2 (6 steps).
    var steps = 0
    while frame.color(atX: text.x0 - steps - 1, y: text.y0 - steps - 1).opacity > 0.5 {
      steps += 1
    }
    #expect(steps >= 3 && steps <= 4)
  }

  @Test func outline_scalesWithTheTransform() throws {
    // Scaled 2×, a 4 px outline is 8 px: a popping word keeps its outline.
    let frame = try Self.outlined("I", width: 4, scale: 2)
    let middle = Self.row(frame, y: frame.height / 2)
    #expect(Self.runs(of: "O", in: middle).allSatisfy { abs($0 - 8) <= 1 })
    #expect(Self.runs(of: "O", in: middle).count == 2)
  }

  @Test func outline_ofAnEmojiIsItsSilhouetteGrown() throws {
    let bare = try #require(Self.inkBox(try Self.outlined("😀", width: 0)))
    let outlined = try Self.outlined("😀", width: 5, outlineOnly: true)
    let grown = try #require(Self.inkBox(outlined))
    #expect(abs((bare.x0 - grown.x0) - 5) <= 1)
    #expect(abs((grown.x1 - bare.x1) - 5) <= 1)
    #expect(abs((bare.y0 - grown.y0) - 5) <= 1)
    // Drawn in the outline's colour: black, not the emoji's.
    let centre = outlined.color(atX: (grown.x0 + grown.x1) / 2, y: (grown.y0 + grown.y1) / 2)
    #expect(centre.opacity > 0.99 && centre.red < 0.01)
  }

  @Test func outline_isCachedAsItsOwnKind() throws {
    let cache = GlyphCache()
    _ = try Self.outlined("I", width: 4, cache: cache)
    // One mask for "I" and one for its outline, at 4 px.
    #expect(cache.count == 2)
    let misses = cache.statistics.misses
    _ = try Self.outlined("I", width: 4, cache: cache)
    #expect(cache.statistics.misses == misses)
    _ = try Self.outlined("I", width: 5, cache: cache)
    #expect(cache.count == 3)
  }

  @Test func outline_leavesShapesOut() throws {
    var canvas = try Pixmap(width: 40, height: 40)
    GraphicsContext.render(into: &canvas) { context in
      context.drawTextOutline(width: 4, color: .black) { outlined in
        outlined.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.red))
      }
    }
    #expect(canvas.color(atX: 20, y: 20).opacity == 0)
  }
}
