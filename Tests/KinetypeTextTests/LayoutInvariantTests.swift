import Foundation
import KinetypeCore
import KinetypeMotion
import Testing

@testable import KinetypeText

/// Random paragraphs built from tricky pieces (marks, joiners, bidi controls, brackets, numbers,
/// newlines, tabs, emoji, every bundled script) must lay out without failing, and every layout
/// must keep its invariants.
@Suite struct LayoutInvariantTests {
  static let pieces = [
    "a", "office", " ", "  ", "\t", "\n", "\r\n", "\u{2029}", "(", ")", "[", "]", "123", "3.5%",
    "e\u{301}", "שָׁלוֹם", "עולם", "مرحبا", "لا", "١٢٣", "नमस्ते", "क्ष", "สวัสดี", "ภาษาไทย", "日本語",
    "。", "\u{200D}", "\u{200F}", "\u{202B}", "\u{202C}", "\u{2067}", "\u{2069}", "\u{FE0F}",
    "\u{1F9D1}\u{1F3FD}\u{200D}\u{1F4BB}", "\u{1F1EB}\u{1F1F7}", "—", "…", "\u{00A0}",
    "supercalifragilisticexpialidocious",
  ]

  @Test(arguments: 0..<200)
  func layout_randomParagraphsKeepInvariants(_ seed: Int) throws {
    let fonts = try FontCollection.shared()
    var random = SeededRandom(seed: UInt64(seed) &* 7919)
    var text = Text("")
    for _ in 0..<(1 + random.next(below: 30)) {
      var span = Text(Self.pieces[random.next(below: Self.pieces.count)])
      switch random.next(below: 5) {
      case 0: span = span.bold()
      case 1: span = span.customAttribute(EmphasisAttribute())
      case 2: span = span.tracking(1.5)
      case 3: span = span.font(.system(size: 12 + Double(random.next(below: 30))))
      default: break
      }
      text = text + span
    }
    let width: Double? = random.next(below: 4) == 0 ? nil : Double(20 + random.next(below: 300))
    let options = LayoutOptions(
      alignment: TextAlignment.allCases[random.next(below: 4)],
      lineLimit: random.next(below: 3) == 0 ? 1 + random.next(below: 3) : nil,
      truncationMode: TruncationMode.allCases[random.next(below: 3)],
      baseDirection: BaseDirection.allCases[random.next(below: 3)])
    let layout = try Text.Layout(text, fonts: fonts, width: width, options: options)
    let count = text.string.utf16.count

    #expect(!layout.isEmpty)
    var covered = [Int](repeating: 0, count: count)
    var previousBaseline = -Double.infinity
    for line in layout {
      #expect(line.origin.y > previousBaseline)
      previousBaseline = line.origin.y
      var x = -Double.infinity
      for run in line {
        #expect(run.typographicBounds.origin.x >= x - 1e-9)  // runs left to right
        x = run.typographicBounds.origin.x + run.typographicBounds.width
        for glyph in run.glyphs {
          #expect(glyph.position.isFinite && glyph.advance.isFinite)
        }
        for slice in run where !run.isEllipsis {
          #expect(!slice.isEmpty)
          #expect(slice.characterRange.lowerBound >= 0 && slice.characterRange.upperBound <= count)
          for offset in slice.characterRange { covered[offset] += 1 }
        }
      }
    }
    // Without truncation every character is shown exactly once, except line breaks.
    if !layout.isTruncated {
      let utf16 = Array(text.string.utf16)
      for offset in 0..<count where !ParagraphAnalysis.isLineBreak(utf16[offset]) {
        #expect(covered[offset] == 1, "offset \(offset) of \(text.string.debugDescription)")
      }
    } else {
      #expect(covered.allSatisfy { $0 <= 1 })
    }
    let order = layout.readingOrder
    let positions = layout.slices.compactMap { order.position(of: $0)?.index }
    #expect(Set(positions).count == positions.count)
    if let limit = options.lineLimit { #expect(layout.count <= limit) }
    if let width, options.lineLimit == nil {
      let utf16 = Array(text.string.utf16)
      for line in layout where line.typographicBounds.width > width + 1e-9 {
        // Only a line of a single grapheme cluster may be wider than the width.
        var end = line.characterRange.upperBound
        while end > line.characterRange.lowerBound,
          LineAssembler.isHangingSpace(utf16[end - 1])
            || ParagraphAnalysis.isLineBreak(utf16[end - 1])
        {
          end -= 1
        }
        let content = Array(utf16[line.characterRange.lowerBound..<end])
        #expect(
          GraphemeClusters.boundaries(in: content).count - 1 <= 1,
          "\(line.characterRange) width \(width) \(options)\n\(text.string.debugDescription)\n\(layout.dump())"
        )
      }
    }
  }
}
