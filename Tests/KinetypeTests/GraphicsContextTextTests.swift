import Foundation
import Kinetype
import Testing

/// `GraphicsContext.resolve(_:)` and `draw(_ text:…)`, as SwiftUI's Canvas code uses them.
@Suite struct GraphicsContextTextTests {
  /// The ink box of everything not white.
  static func inkBox(_ canvas: Pixmap) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where canvas.color(atX: x, y: y).red < 0.5 {
        box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
      }
    }
    return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
  }

  @Test func resolvedText_measuresAsTheLayoutDoes() throws {
    let text = Text("Hello moonlight").font(.system(size: 20))
    var canvas = try Pixmap(width: 10, height: 10)
    var measured = CGSize.zero
    var wrapped = CGSize.zero
    var baselines: (CGFloat, CGFloat) = (0, 0)
    GraphicsContext.render(into: &canvas) { context in
      let resolved = context.resolve(text)
      measured = resolved.measure(in: CGSize(width: 1000, height: 1000))
      wrapped = resolved.measure(in: CGSize(width: 80, height: 1000))
      baselines = (
        resolved.firstBaseline(in: CGSize(width: 80, height: 1000)),
        resolved.lastBaseline(in: CGSize(width: 80, height: 1000))
      )
    }
    let layout = try Text.Layout(text, fonts: Fixtures.fonts)
    let lineWidth = try #require(layout.first).typographicBounds.width
    #expect(abs(measured.width - lineWidth) < 1e-9)
    #expect(abs(measured.height - layout.size.height) < 1e-9)
    // Offered 80 px, the text wraps to lines no wider than 80 px.
    let wrappedLayout = try Text.Layout(text, fonts: Fixtures.fonts, width: 80)
    #expect(wrappedLayout.count >= 2)
    #expect(wrapped.width <= 80 && abs(wrapped.height - wrappedLayout.size.height) < 1e-9)
    #expect(abs(baselines.0 - wrappedLayout[0].origin.y) < 1e-9)
    #expect(abs(baselines.1 - (wrappedLayout.last?.origin.y ?? 0)) < 1e-9)
  }

  @Test func drawAtAnchor_placesTheTextsBoxAtThePoint() throws {
    let text = Text("Hi").font(.system(size: 40))
    func ink(_ anchor: UnitPoint) throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
      var canvas = try Pixmap(width: 200, height: 120, background: .white)
      GraphicsContext.render(into: &canvas) { context in
        context.draw(text, at: CGPoint(x: 100, y: 60), anchor: anchor)
      }
      return try #require(Self.inkBox(canvas))
    }
    let size = try Text.Layout(text, fonts: Fixtures.fonts)
    let width = try #require(size.first).typographicBounds.width
    let center = try ink(.center)
    let topLeading = try ink(UnitPoint(x: 0, y: 0))
    // The ink moves by half the text's box between the two anchors.
    #expect(abs(Double(topLeading.minX - center.minX) - width / 2) <= 1)
    #expect(abs(Double(topLeading.minY - center.minY) - size.size.height / 2) <= 1)
    // Top-leading: the ink starts just right of and below the point.
    #expect(topLeading.minX >= 100 && topLeading.minX < 106)
    #expect(topLeading.minY >= 60 && topLeading.minY < 60 + Int(size.size.height))
  }

  @Test func drawInRect_wrapsAtItsWidthAndKeepsTheTextsColors() throws {
    var canvas = try Pixmap(width: 220, height: 200, background: .white)
    let text =
      Text("one two three four").font(.system(size: 24))
      + Text(" red").foregroundColor(
        Color(red: 1, green: 0, blue: 0))
    GraphicsContext.render(into: &canvas) { context in
      context.draw(text, in: CGRect(x: 10, y: 10, width: 100, height: 180))
    }
    let box = try #require(Self.inkBox(canvas))
    #expect(box.minX >= 10 && box.maxX <= 112)
    #expect(box.maxY > 80)  // several lines
    var sawRed = false
    for y in 0..<200 {
      for x in 0..<220 {
        let c = canvas.color(atX: x, y: y)
        if c.red > 0.9 && c.green < 0.2 && c.blue < 0.2 { sawRed = true }
      }
    }
    #expect(sawRed)
  }

  @Test func resolvedTextShading_colorsOnlyUncoloredSpans() throws {
    var canvas = try Pixmap(width: 200, height: 60, background: .white)
    let text =
      Text("AA").font(.system(size: 40))
      + Text("BB").font(.system(size: 40))
      .foregroundColor(Color(red: 0, green: 0, blue: 1))
    GraphicsContext.render(into: &canvas) { context in
      var resolved = context.resolve(text)
      resolved.shading = .color(Color(red: 0, green: 0.8, blue: 0))
      context.draw(resolved, at: CGPoint(x: 0, y: 0), anchor: UnitPoint(x: 0, y: 0))
    }
    var green = 0
    var blue = 0
    for y in 0..<60 {
      for x in 0..<200 {
        let c = canvas.color(atX: x, y: y)
        if c.green > 0.7 && c.red < 0.2 && c.blue < 0.2 { green += 1 }
        if c.blue > 0.9 && c.red < 0.2 && c.green < 0.2 { blue += 1 }
      }
    }
    #expect(green > 50 && blue > 50)
  }
}
