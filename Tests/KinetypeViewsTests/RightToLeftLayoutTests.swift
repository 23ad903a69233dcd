import Foundation
import Kinetype
import KinetypeViewGraph
import Testing

/// A layout that records the direction it was given and places its subviews side by side,
/// left to right as written.
private struct DirectionProbe: Layout {
  final class Seen: @unchecked Sendable { var direction: LayoutDirection? }
  let seen: Seen

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 10 * CGFloat(subviews.count), height: 10)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    seen.direction = subviews.layoutDirection
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX + 10 * CGFloat(index), y: bounds.minY),
        proposal: ProposedViewSize(width: 10, height: 10))
    }
  }
}

/// `\.layoutDirection` `.rightToLeft`: each view's x is mirrored within its parent, so leading
/// is on the right; drawing is not mirrored unless `flipsForRightToLeftLayoutDirection(true)`.
@Suite struct RightToLeftLayoutTests {
  /// `view` laid out in both directions: (left to right, right to left).
  static func bothWays<V: View>(_ view: V) throws -> (ViewLayoutInspection, ViewLayoutInspection) {
    (
      try inspect(view.environment(\.layoutDirection, .leftToRight)),
      try inspect(view.environment(\.layoutDirection, .rightToLeft))
    )
  }

  @Test func rightToLeft_hstackRunsFromTheRight() throws {
    let row = HStack(spacing: 4) {
      Color.red.frame(width: 10, height: 10)
      Color.blue.frame(width: 20, height: 10)
    }
    let (ltr, rtl) = try Self.bothWays(row)
    #expect(ltr.size == CGSize(width: 34, height: 10))
    #expect(rtl.size == ltr.size)
    #expect(ltr.frames(ofType: "Color").map(\.minX) == [0, 14])
    #expect(rtl.frames(ofType: "Color").map(\.minX) == [24, 0])
    // In pixels: the first view, red, is on the right.
    let pixels = try renderer(row.environment(\.layoutDirection, .rightToLeft)).render()
    #expect(pixels.color(atX: 30, y: 5) == .red)
    #expect(pixels.color(atX: 5, y: 5) == .blue)
  }

  @Test func rightToLeft_leadingPaddingIsOnTheRight() throws {
    let padded = Color.red.frame(width: 10, height: 10).padding(.leading, 6)
    let (ltr, rtl) = try Self.bothWays(padded)
    #expect(ltr.size == CGSize(width: 16, height: 10))
    #expect(rtl.size == ltr.size)
    #expect(ltr.frames(ofType: "Color").first?.minX == 6)
    #expect(rtl.frames(ofType: "Color").first?.minX == 0)
  }

  @Test func rightToLeft_frameAndStackAlignmentLeadingIsRight() throws {
    let framed = Color.red.frame(width: 10, height: 10).frame(width: 40, alignment: .leading)
    let (ltr, rtl) = try Self.bothWays(framed)
    #expect(ltr.frames(ofType: "Color").first?.minX == 0)
    #expect(rtl.frames(ofType: "Color").first?.minX == 30)
    let trailing = Color.red.frame(width: 10, height: 10).frame(width: 40, alignment: .trailing)
    #expect(try Self.bothWays(trailing).1.frames(ofType: "Color").first?.minX == 0)
    let column = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 10, height: 10)
      Color.blue.frame(width: 30, height: 10)
    }
    let (ltrColumn, rtlColumn) = try Self.bothWays(column)
    #expect(ltrColumn.frames(ofType: "Color").map(\.minX) == [0, 0])
    #expect(rtlColumn.frames(ofType: "Color").map(\.minX) == [20, 0])
    // Centred views do not move.
    let centred = Color.red.frame(width: 10, height: 10).frame(width: 40)
    #expect(try Self.bothWays(centred).1.frames(ofType: "Color").first?.minX == 15)
  }

  @Test func rightToLeft_onlyTheSubtreeThatAsks() throws {
    // The outer stack is left to right; the inner one, given the direction, mirrors inside
    // its own frame and stays where the outer stack put it.
    let view = HStack(spacing: 0) {
      Color.green.frame(width: 10, height: 10)
      HStack(spacing: 0) {
        Color.red.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      }
      .environment(\.layoutDirection, .rightToLeft)
    }
    #expect(try inspect(view).frames(ofType: "Color").map(\.minX) == [0, 20, 10])
  }

  @Test func rightToLeft_textKeepsItsOwnDirection() throws {
    // The text's pixels are the same in both directions (its glyphs are not mirrored)...
    let text = Text("Abc").font(.system(size: 20))
    let ltr = try renderer(text.environment(\.layoutDirection, .leftToRight)).render()
    let rtl = try renderer(text.environment(\.layoutDirection, .rightToLeft)).render()
    #expect(ltr.width == rtl.width && ltr.height == rtl.height)
    let ltrBytes = ltr.withUnsafePremultipliedBytes { Array($0) }
    let rtlBytes = rtl.withUnsafePremultipliedBytes { Array($0) }
    #expect(ltrBytes == rtlBytes)
    // ...while two texts in a row swap places.
    let (ltrRow, rtlRow) = try Self.bothWays(
      HStack(spacing: 0) {
        Text("One"); Text("Two")
      })
    let ltrFrames = ltrRow.frames(ofType: "Text")
    let rtlFrames = rtlRow.frames(ofType: "Text")
    #expect(ltrFrames[0].minX == 0)
    #expect(rtlFrames[0].maxX == rtlRow.size.width)
    #expect(rtlFrames[1].minX == 0)
  }

  @Test func rightToLeft_customLayoutIsMirroredAndToldTheDirection() throws {
    let seen = DirectionProbe.Seen()
    let probe = DirectionProbe(seen: seen) {
      Color.red
      Color.blue
      Color.green
    }
    let rtl = try inspect(probe.environment(\.layoutDirection, .rightToLeft))
    #expect(seen.direction == .rightToLeft)
    #expect(rtl.frames(ofType: "Color").map(\.minX) == [20, 10, 0])
    _ = try inspect(probe)
    #expect(seen.direction == .leftToRight)
  }

  /// A canvas that paints its left quarter red: drawings are not mirrored by layout.
  static var leftMark: some View {
    Canvas { context, size in
      context.fill(
        Path(CGRect(x: 0, y: 0, width: size.width / 4, height: size.height)), with: .color(.red))
    }
    .frame(width: 20, height: 10)
  }

  @Test func flipsForRightToLeft_mirrorsTheDrawingOnlyRightToLeft() throws {
    func redAtLeft<V: View>(_ view: V) throws -> (left: Bool, right: Bool) {
      let pixels = try renderer(view).render()
      return (pixels.color(atX: 2, y: 5) == .red, pixels.color(atX: 17, y: 5) == .red)
    }
    let plain = try redAtLeft(Self.leftMark.environment(\.layoutDirection, .rightToLeft))
    #expect(plain.left && !plain.right)
    let flipped = try redAtLeft(
      Self.leftMark.flipsForRightToLeftLayoutDirection(true)
        .environment(\.layoutDirection, .rightToLeft))
    #expect(!flipped.left && flipped.right)
    let notAsked = try redAtLeft(
      Self.leftMark.flipsForRightToLeftLayoutDirection(false)
        .environment(\.layoutDirection, .rightToLeft))
    #expect(notAsked.left && !notAsked.right)
    let leftToRight = try redAtLeft(Self.leftMark.flipsForRightToLeftLayoutDirection(true))
    #expect(leftToRight.left && !leftToRight.right)
  }

  @Test func flipsForRightToLeft_keepsTheFrame() throws {
    // A mirrored row: laid out from the right, then drawn mirrored, it reads left to right
    // again, in the same frame.
    let row = HStack(spacing: 0) {
      Color.red.frame(width: 10, height: 10)
      Color.blue.frame(width: 10, height: 10)
    }
    .flipsForRightToLeftLayoutDirection(true)
    .padding(.leading, 5)
    .environment(\.layoutDirection, .rightToLeft)
    let pixels = try renderer(row).render()
    #expect(pixels.width == 25)
    #expect(pixels.color(atX: 2, y: 5) == .red)
    #expect(pixels.color(atX: 12, y: 5) == .blue)
    #expect(pixels.color(atX: 22, y: 5).opacity == 0)
  }

  @Test func flipsForRightToLeft_mirrorsText() throws {
    // "L" has its ink on the left; mirrored, the ink's centre moves to the other side of the
    // frame's centre by the same distance.
    func inkCentre<V: View>(_ view: V) throws -> (x: Double, width: Int) {
      let pixels = try renderer(view).render()
      var sum = 0.0
      var weight = 0.0
      for y in 0..<pixels.height {
        for x in 0..<pixels.width {
          let alpha = pixels.color(atX: x, y: y).opacity
          sum += (Double(x) + 0.5) * alpha
          weight += alpha
        }
      }
      return (sum / max(weight, 1e-9), pixels.width)
    }
    let letter = Text("L").font(.system(size: 40)).frame(width: 60, height: 50)
    let plain = try inkCentre(letter.environment(\.layoutDirection, .rightToLeft))
    let flipped = try inkCentre(
      letter.flipsForRightToLeftLayoutDirection(true).environment(\.layoutDirection, .rightToLeft)
    )
    #expect(plain.x < 30 - 3)
    #expect(abs((60 - plain.x) - flipped.x) < 1)
  }
}
