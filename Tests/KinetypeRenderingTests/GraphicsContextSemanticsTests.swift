import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeText
import Testing

/// `GraphicsContext` semantics SwiftUI documents: `concatenate` prepends like
/// `CGContextConcatCTM`, nested clips intersect, a layer composites with the context's opacity,
/// underlines sit below the baseline and strikethroughs above it.
@Suite struct GraphicsContextSemanticsTests {
  @Test func context_concatenateAppliesTheMatrixFirst() throws {
    var transform = CGAffineTransform.identity
    var canvas = try Pixmap(width: 40, height: 10, background: .white)
    GraphicsContext.render(into: &canvas) { context in
      context.translateBy(x: 10, y: 0)
      context.concatenate(CGAffineTransform(scaleX: 2, y: 2))
      transform = context.transform
      // A 1×1 square at (1, 1) lands at (12, 2) as a 2×2 square.
      context.fill(Path(CGRect(x: 1, y: 1, width: 1, height: 1)), with: .color(.black))
    }
    #expect(CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 12, y: 2))
    #expect(canvas.color(atX: 12, y: 2).red < 0.01 && canvas.color(atX: 13, y: 3).red < 0.01)
    #expect(canvas.color(atX: 22, y: 2).red > 0.99)
  }

  @Test func context_nestedClipsIntersect() throws {
    var canvas = try Pixmap(width: 20, height: 20, background: .white)
    GraphicsContext.render(into: &canvas) { context in
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 20)))
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 20, height: 10)))
      context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
    }
    #expect(canvas.color(atX: 5, y: 5).red < 0.01)
    for (x, y) in [(15, 5), (5, 15), (15, 15)] {
      #expect(canvas.color(atX: x, y: y).red > 0.99, "(\(x), \(y))")
    }
  }

  @Test func context_inverseClipKeepsTheOutside() throws {
    var canvas = try Pixmap(width: 20, height: 10, background: .white)
    GraphicsContext.render(into: &canvas) { context in
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 10)), options: .inverse)
      context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.black))
    }
    #expect(canvas.color(atX: 2, y: 5).red > 0.99)
    #expect(canvas.color(atX: 10, y: 5).red < 0.01)
  }

  @Test func context_layerCompositesWithTheContextsOpacity() throws {
    var canvas = try Pixmap(width: 10, height: 10, background: .white)
    GraphicsContext.render(into: &canvas) { context in
      context.opacity = 0.25
      context.drawLayer { layer in
        layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
      }
    }
    #expect(abs(canvas.color(atX: 5, y: 5).red - 0.75) < 0.01)
  }

  /// The rows where drawing `decorated` adds ink to drawing `plain`, with the baseline's row.
  static func addedInkRows(_ decorated: Text, comparedWith plain: Text) throws -> (
    rows: [Int], baseline: Double
  ) {
    let fonts = Fixtures.fonts
    func draw(_ text: Text) throws -> (Pixmap, Double) {
      let layout = try Text.Layout(text.font(.system(size: 40)), fonts: fonts)
      var canvas = try Pixmap(width: 200, height: 80, background: .white)
      GraphicsContext.render(into: &canvas) { context in
        context.translateBy(x: 10, y: 10)
        context.draw(layout)
      }
      return (canvas, 10 + (layout.first?.typographicBounds.origin.y ?? 0))
    }
    let (with, baseline) = try draw(decorated)
    let (without, _) = try draw(plain)
    var rows: [Int] = []
    for y in 0..<80 {
      let added = (0..<200).contains { x in
        without.color(atX: x, y: y).red - with.color(atX: x, y: y).red > 0.5
      }
      if added { rows.append(y) }
    }
    return (rows, baseline)
  }

  @Test func text_underlineIsBelowTheBaselineAndStrikethroughAbove() throws {
    let underline = try Self.addedInkRows(Text("sun").underline(), comparedWith: Text("sun"))
    #expect(!underline.rows.isEmpty)
    #expect(underline.rows.allSatisfy { Double($0) >= underline.baseline })
    let strike = try Self.addedInkRows(Text("sun").strikethrough(), comparedWith: Text("sun"))
    #expect(!strike.rows.isEmpty)
    #expect(strike.rows.allSatisfy { Double($0) + 1 < strike.baseline })
  }
}
