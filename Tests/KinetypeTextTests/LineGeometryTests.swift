import Foundation
import KinetypeCore
import Testing

@testable import KinetypeText

/// Line placement by SwiftUI's rules: leading and trailing follow the paragraph's direction
/// (trailing is the left edge in a right-to-left paragraph), and a raised span makes its line
/// taller by the amount it is raised.
@Suite struct LineGeometryTests {
  let fonts: FontCollection

  init() throws {
    fonts = try FontCollection.bundled()
  }

  func line(_ text: Text, width: Double, alignment: TextAlignment) throws -> Text.Layout.Line {
    try #require(
      try Text.Layout(
        text.font(.system(size: 20)), fonts: fonts, width: width,
        options: LayoutOptions(alignment: alignment)
      ).first)
  }

  @Test func alignment_followsTheParagraphDirection() throws {
    // Left to right: leading is the left edge, trailing the right.
    let latinLeading = try line(Text("end"), width: 200, alignment: .leading)
    let latinTrailing = try line(Text("end"), width: 200, alignment: .trailing)
    #expect(abs(latinLeading.origin.x) < 1e-9)
    #expect(abs(latinTrailing.origin.x + latinTrailing.typographicBounds.width - 200) < 1e-9)
    // Right to left: leading is the right edge, trailing the left.
    let hebrewLeading = try line(Text("שלום"), width: 200, alignment: .leading)
    let hebrewTrailing = try line(Text("שלום"), width: 200, alignment: .trailing)
    #expect(abs(hebrewLeading.origin.x + hebrewLeading.typographicBounds.width - 200) < 1e-9)
    #expect(abs(hebrewTrailing.origin.x) < 1e-9)
    let centered = try line(Text("שלום"), width: 200, alignment: .center)
    #expect(abs(centered.origin.x - (200 - centered.typographicBounds.width) / 2) < 1e-9)
  }

  @Test func baselineOffset_makesTheLineTaller() throws {
    func bounds(_ text: Text) throws -> TypographicBounds {
      try #require(try Text.Layout(text.font(.system(size: 20)), fonts: fonts).first)
        .typographicBounds
    }
    let plain = try bounds(Text("ab"))
    let raised = try bounds(Text("a") + Text("b").baselineOffset(6))
    let lowered = try bounds(Text("a") + Text("b").baselineOffset(-4))
    #expect(abs(raised.ascent - plain.ascent - 6) < 1e-9)
    #expect(abs(raised.descent - plain.descent) < 1e-9)
    #expect(abs(lowered.descent - plain.descent - 4) < 1e-9)
    #expect(abs(lowered.ascent - plain.ascent) < 1e-9)
  }
}
