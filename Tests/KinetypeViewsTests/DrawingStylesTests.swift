import Foundation
import Kinetype
import KinetypeViews
import Testing

/// SwiftUI's drawing, shape-style and text names that real app code uses (probe set B), each
/// measured in pixels or geometry.
@Suite struct DrawingStylesTests {
  private func pixels(_ view: some View) throws -> Pixmap {
    try ImageRenderer(content: view).render()
  }

  private func inspect(_ view: some View) throws -> ViewLayoutInspection {
    try ImageRenderer(content: view).layoutInspection()
  }

  // Apple: the elliptical gradient "maps its unit space to the bounding rectangle": with
  // endRadiusFraction 0.5 the last color reaches the middle of each edge of a 200 × 100
  // frame (not a circle of the smaller side), and the corners are past it.
  @Test func anEllipticalGradientStretchesToTheFrame() throws {
    let image = try pixels(
      Rectangle()
        .fill(EllipticalGradient(colors: [.white, .black], center: .center))
        .frame(width: 200, height: 100))
    let centre = image.color(atX: 100, y: 50)
    #expect(centre.red > 0.97)
    // Half way to the right edge (x = 150) is half way along the ramp; with a circle of
    // radius 50 it would be the last color.
    let halfway = image.color(atX: 150, y: 50)
    #expect(abs(halfway.red - 0.5) < 0.03)
    // Half way up (y = 25) is half way too: the vertical unit is the height.
    #expect(abs(image.color(atX: 100, y: 25).red - 0.5) < 0.03)
    #expect(image.color(atX: 0, y: 0).red < 0.02)
    #expect(image.color(atX: 199, y: 99).red < 0.02)
  }

  @Test func theEllipticalGradientStyleIsTheSame() throws {
    let view = Rectangle().fill(.ellipticalGradient(colors: [.white, .black]))
      .frame(width: 80, height: 40)
    #expect(abs(try pixels(view).color(atX: 60, y: 20).red - 0.5) < 0.04)
  }

  // Under the default foreground, `.tertiary` is UIKit's tertiaryLabel: (60, 60, 67) at
  // 30 %, over white 0.3 · 60 + 0.7 · 255 = 196.5; `.quaternary` at 18 %: 219.9.
  @Test func tertiaryAndQuaternaryAreTheLabelColors() throws {
    let tertiary = try pixels(
      Rectangle().foregroundStyle(.tertiary).frame(width: 10, height: 10).background(.white)
    ).color(atX: 5, y: 5)
    #expect(abs(tertiary.red * 255 - 196.5) < 1.5)
    let quaternary = try pixels(
      Rectangle().foregroundStyle(.quaternary).frame(width: 10, height: 10).background(.white)
    ).color(atX: 5, y: 5)
    #expect(abs(quaternary.red * 255 - 219.9) < 1.5)
  }

  // Under a color of one's own, a level is the color at SwiftUI's level opacity: red at 25 %.
  @Test func tertiaryOfAColorIsItAtAQuarter() throws {
    let pixel = try pixels(
      Rectangle().foregroundStyle(.tertiary).foregroundStyle(Color(red: 1, green: 0, blue: 0))
        .frame(width: 10, height: 10).background(.white)
    ).color(atX: 5, y: 5)
    #expect(abs(pixel.green - 0.75) < 0.01 && abs(pixel.red - 1) < 0.01)
  }

  // `.background.secondary` is secondarySystemBackground (#F2F2F7).
  @Test func theBackgroundsSecondaryLevel() throws {
    let pixel = try pixels(Rectangle().fill(.background.secondary).frame(width: 10, height: 10))
      .color(atX: 5, y: 5)
    #expect(abs(pixel.red * 255 - 242) < 1 && abs(pixel.blue * 255 - 247) < 1)
  }

  @Test func aGradientAtHalfOpacity() throws {
    let pixel = try pixels(
      Rectangle().fill(Color(red: 0, green: 0, blue: 1).gradient.opacity(0.5))
        .frame(width: 10, height: 10)
    ).color(atX: 5, y: 9)
    #expect(abs(pixel.opacity - 0.5) < 0.02)
  }

  // One line under lineLimit(2, reservesSpace: true) is as tall as two lines.
  @Test func aReservedLineLimitTakesTheHeightOfItsLines() throws {
    func height(_ view: some View) throws -> CGFloat {
      try #require(try inspect(view).elements.first { $0.type == "Text" }).frame.height
    }
    let one = try height(Text("One"))
    let reserved = try height(Text("One").lineLimit(2, reservesSpace: true))
    let two = try height(Text("One\nTwo").lineLimit(2))
    #expect(reserved == two)
    #expect(reserved > one * 1.5)
    #expect(try height(Text("One").lineLimit(2, reservesSpace: false)) == one)
  }

  // Uppercased by the view's locale: Turkish capital i is İ (U+0130).
  @Test func textCaseUsesTheLocale() throws {
    let turkish = try inspect(
      Text("istanbul").textCase(.uppercase).environment(\.locale, Locale(identifier: "tr_TR")))
    #expect(turkish.elements.contains { $0.details == "\"İSTANBUL\"" })
    let english = try inspect(Text("istanbul").textCase(.uppercase))
    #expect(english.elements.contains { $0.details == "\"ISTANBUL\"" })
  }

  // A placeholder draws no glyph (no dark pixel) but a faint box (lighter than white).
  @Test func redactedTextIsBoxes() throws {
    func darkest(_ image: Pixmap) -> Double {
      var low = 1.0
      for y in 0..<image.height {
        for x in 0..<image.width { low = min(low, image.color(atX: x, y: y).red) }
      }
      return low
    }
    let plain = try pixels(Text("Hello").background(.white))
    let redacted = try pixels(Text("Hello").redacted(reason: .placeholder).background(.white))
    #expect(darkest(plain) < 0.2)
    let low = darkest(redacted)
    #expect(low > 0.8 && low < 0.9)
    let unredacted = try pixels(
      Text("Hello").unredacted().redacted(reason: .placeholder).background(.white))
    #expect(darkest(unredacted) < 0.2)
  }

  // luminanceToAlpha: white becomes opaque, black clear.
  @Test func luminanceBecomesAlpha() throws {
    let view = HStack(spacing: 0) {
      Color.white.frame(width: 10, height: 10)
      Color.black.frame(width: 10, height: 10)
    }.luminanceToAlpha()
    let image = try pixels(view)
    #expect(image.color(atX: 5, y: 5).opacity > 0.99)
    #expect(image.color(atX: 15, y: 5).opacity < 0.01)
  }

  // The top corners rounded, the bottom ones square.
  @Test func anUnevenRectClipsEachCorner() throws {
    let image = try pixels(
      Color.red.frame(width: 40, height: 40)
        .clipShape(
          .rect(
            topLeadingRadius: 10, bottomLeadingRadius: 0, bottomTrailingRadius: 0,
            topTrailingRadius: 10)))
    #expect(image.color(atX: 0, y: 0).opacity < 0.05)
    #expect(image.color(atX: 0, y: 39).opacity > 0.95)
  }

  // `background(in:)` fills the shape with the background style `backgroundStyle(_:)` set.
  @Test func backgroundInAShapeUsesTheBackgroundStyle() throws {
    let pixel = try pixels(
      Color.clear.frame(width: 20, height: 20).background(in: Rectangle())
        .backgroundStyle(Color(red: 0, green: 0, blue: 1))
    ).color(atX: 10, y: 10)
    #expect(pixel.blue > 0.99 && pixel.red < 0.01)
  }

  // Font.leading(.loose) adds iOS's 2 points between lines, .tight takes 2 away.
  @Test func fontLeadingMovesLines() throws {
    func height(_ leading: Font.Leading) throws -> CGFloat {
      try #require(
        try inspect(Text("One\nTwo").font(.body.leading(leading))).elements.first {
          $0.type == "Text"
        }
      ).frame.height
    }
    let standard = try height(.standard)
    #expect(try height(.loose) == standard + 2)
    #expect(try height(.tight) == standard - 2)
  }
}

@Suite struct ImageTemplateTests {
  // A template image is its alpha in the foreground style: a red picture drawn blue.
  @Test func aTemplatePictureTakesTheForegroundStyle() throws {
    let red = try Pixmap(width: 4, height: 4, background: Color(red: 1, green: 0, blue: 0))
    let template = try ImageRenderer(
      content: Image(pixmap: red).renderingMode(.template)
        .foregroundStyle(Color(red: 0, green: 0, blue: 1))
    ).render().color(atX: 2, y: 2)
    #expect(template.blue > 0.99 && template.red < 0.01)
    let original = try ImageRenderer(
      content: Image(pixmap: red).renderingMode(.original)
        .foregroundStyle(Color(red: 0, green: 0, blue: 1))
    ).render().color(atX: 2, y: 2)
    #expect(original.red > 0.99 && original.blue < 0.01)
  }
}

@Suite struct InlineSymbolTests {
  private func inkColumns(_ view: some View) throws -> [Int] {
    let image = try ImageRenderer(content: view.background(.white)).render()
    return (0..<image.width).filter { x in
      (0..<image.height).contains { image.color(atX: x, y: $0).red < 0.5 }
    }
  }

  // A symbol in text is drawn over its em: ink beyond the letter, up to one em (17 points)
  // further right, as tall as the font.
  @Test func aSymbolInTextIsDrawn() throws {
    let letter = try inkColumns(Text("a"))
    let both = try inkColumns(Text("a") + Text(Image(systemName: "star.fill")))
    let letterEnd = try #require(letter.max())
    let end = try #require(both.max())
    #expect(end > letterEnd + 8)
    #expect(end <= letterEnd + 19)
  }

  @Test func aSymbolAloneTakesItsColor() throws {
    let image = try ImageRenderer(
      content: Text(Image(systemName: "star.fill")).foregroundStyle(
        Color(red: 1, green: 0, blue: 0))
    ).render()
    var red = 0
    for y in 0..<image.height {
      for x in 0..<image.width where image.color(atX: x, y: y).opacity > 0.9 {
        #expect(image.color(atX: x, y: y).red > 0.9)
        red += 1
      }
    }
    #expect(red > 40)
  }
}

@Suite struct RedactedImageTests {
  // A redacted picture is one faint box in the foreground over its frame: its own red is gone.
  @Test func aRedactedPictureIsABox() throws {
    let red = try Pixmap(width: 20, height: 20, background: Color(red: 1, green: 0, blue: 0))
    let pixel = try ImageRenderer(
      content: Image(pixmap: red).redacted(reason: .placeholder).background(.white)
    ).render().color(atX: 10, y: 10)
    // Black at 16 % over white: 0.84.
    #expect(abs(pixel.red - 0.84) < 0.01 && abs(pixel.green - 0.84) < 0.01)
  }
}

@Suite struct TighteningTests {
  /// Whether the last 3 columns of ink reach the top third of the image: a "d"'s ascender
  /// does, a truncation's "…" does not.
  private func endsTall(_ view: some View) throws -> Bool {
    let image = try ImageRenderer(content: view.background(.white)).render()
    let inked = (0..<image.width).filter { x in
      (0..<image.height).contains { image.color(atX: x, y: $0).red < 0.5 }
    }
    let last = try #require(inked.max())
    return (last - 2...last).contains { x in
      (0..<image.height / 3).contains { image.color(atX: x, y: $0).red < 0.5 }
    }
  }

  // AppKit: text is tightened instead of truncated while its width is at most 1.05 times the
  // line's; beyond that it truncates.
  @Test func oneLineTightensInsteadOfTruncating() throws {
    let natural = try #require(
      try ImageRenderer(content: Text("Hello world")).layoutInspection().elements.first {
        $0.type == "Text"
      }
    ).frame.width
    func text(_ tightening: Bool, _ fraction: CGFloat) -> some View {
      Text("Hello world").lineLimit(1).allowsTightening(tightening)
        .frame(width: (natural * fraction).rounded(.down), alignment: .leading)
    }
    #expect(try endsTall(text(true, 0.97)))
    #expect(try !endsTall(text(false, 0.97)))
    #expect(try !endsTall(text(true, 0.9)))
  }
}
