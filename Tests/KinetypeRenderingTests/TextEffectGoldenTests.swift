import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeTesting
import KinetypeText
import Testing

/// Text drawn through GraphicsContext's transforms, filters and layers; each golden looked at.
@Suite struct TextEffectGoldenTests {
  static func line(_ string: String, size: Double = 44) throws -> Text.Layout.Line {
    let layout = try Text.Layout(Text(string).font(.system(size: size)), fonts: Fixtures.fonts)
    return try #require(layout.first)
  }

  static func render(
    width: Int = 360, height: Int = 120, _ body: (inout GraphicsContext) throws -> Void
  ) throws -> Pixmap {
    var canvas = try Pixmap(width: width, height: height, background: .white)
    try GraphicsContext.render(into: &canvas, body)
    return canvas
  }

  @Test func effect_textShadow() throws {
    let line = try Self.line("Shadow")
    let frame = try Self.render { context in
      context.translateBy(x: 24, y: 30)
      context.addFilter(.shadow(color: Color(white: 0, opacity: 0.5), radius: 4, x: 3, y: 5))
      context.draw(line)
    }
    assertGolden(frame, named: "text-shadow", suite: "TextEffects")
  }

  @Test func effect_rotatedAndScaledText() throws {
    let line = try Self.line("Turn", size: 36)
    let frame = try Self.render(height: 200) { context in
      var rotated = context
      rotated.translateBy(x: 60, y: 100)
      rotated.rotate(by: .degrees(-30))
      rotated.draw(line)
      var scaled = context
      scaled.translateBy(x: 200, y: 40)
      scaled.scaleBy(x: 1.6, y: 0.8)
      scaled.draw(line)
    }
    assertGolden(frame, named: "rotated-scaled", suite: "TextEffects")
  }

  @Test func effect_gradientFilledText() throws {
    let line = try Self.line("Gradient", size: 56)
    let frame = try Self.render(width: 300, height: 110) { context in
      context.translateBy(x: 20, y: 20)
      context.drawLayer { layer in
        layer.draw(line)
        layer.blendMode = .sourceIn
        layer.fill(
          Path(CGRect(x: 0, y: 0, width: 260, height: 80)),
          with: .linearGradient(
            Gradient(colors: [.blue, .pink]), startPoint: CGPoint(x: 0, y: 0),
            endPoint: CGPoint(x: 260, y: 0)))
      }
    }
    assertGolden(frame, named: "gradient-fill", suite: "TextEffects")
  }

  @Test func effect_blurredText() throws {
    let line = try Self.line("Blur")
    let frame = try Self.render(width: 200) { context in
      context.translateBy(x: 24, y: 30)
      context.addFilter(.blur(radius: 3))
      context.draw(line)
    }
    assertGolden(frame, named: "blur-3", suite: "TextEffects")
  }

  @Test func effect_clipToTextLayer() throws {
    let line = try Self.line("Clip", size: 72)
    let frame = try Self.render(width: 220, height: 130) { context in
      context.translateBy(x: 20, y: 20)
      context.clipToLayer { layer in layer.draw(line) }
      for stripe in 0..<12 {
        context.fill(
          Path(CGRect(x: Double(stripe) * 16, y: 0, width: 8, height: 100)), with: .color(.orange))
      }
    }
    assertGolden(frame, named: "clip-to-text", suite: "TextEffects")
  }

  /// A slow horizontal glide of an "o" from x = 10.00 to 11.00 px in 0.05 px steps, drawn
  /// quantized (left) and exact (right). Each band is one position: the two pixel rows through
  /// the middle of the glyph's left stroke, enlarged 8×. Quantized, the stroke's edge moves in
  /// four 1/4 px jumps (a staircase); exact, it drifts smoothly (a ramp).
  @Test func effect_subpixelGlideBothWays() throws {
    let layout = try Text.Layout(Text("o").font(.system(size: 48)), fonts: Fixtures.fonts)
    let slice = try #require(layout.first?.first?.first)
    let bounds = slice.imageBounds
    let middle = Int((10 + bounds.midY).rounded())
    let left = Int((10 + bounds.minX).rounded(.down)) - 2
    let crop = (x: left, y: middle - 1, width: 16, height: 2)
    let scale = 8
    let bandHeight = crop.height * scale
    let columnWidth = crop.width * scale
    let labelHeight = 28
    let positions = (0...20).map { 10 + Double($0) * 0.05 }
    var sheet = try Pixmap(
      width: 2 * columnWidth + 24, height: labelHeight + positions.count * (bandHeight + 2),
      background: Color(white: 0.85))
    for (column, options) in [DrawingOptions(), .disablesSubpixelQuantization].enumerated() {
      let label = try Text.Layout(
        Text(column == 0 ? "quantized" : "exact").font(.system(size: 15)), fonts: Fixtures.fonts)
      GraphicsContext.render(into: &sheet) { context in
        context.translateBy(x: Double(column * (columnWidth + 24)), y: 4)
        context.draw(label)
      }
      for (row, x) in positions.enumerated() {
        let frame = try Self.render(width: 80, height: 80) { context in
          context.translateBy(x: x, y: 10)
          context.draw(slice, options: options)
        }
        sheet.draw(
          try frame.enlarged(crop, by: scale), atX: column * (columnWidth + 24),
          y: labelHeight + row * (bandHeight + 2))
      }
    }
    assertGolden(sheet, named: "subpixel-glide", suite: "TextEffects")
  }
}

extension Pixmap {
  /// A region of the canvas enlarged `factor` times with nearest-neighbour sampling, to show
  /// its pixels.
  func enlarged(_ region: (x: Int, y: Int, width: Int, height: Int), by factor: Int) throws
    -> Pixmap
  {
    var big = try Pixmap(
      width: region.width * factor, height: region.height * factor, background: .clear)
    for y in 0..<region.height {
      for x in 0..<region.width {
        let color = self.color(atX: region.x + x, y: region.y + y)
        big.fill(
          Path(
            CGRect(
              x: Double(x * factor), y: Double(y * factor), width: Double(factor),
              height: Double(factor))),
          with: .color(color))
      }
    }
    return big
  }
}
