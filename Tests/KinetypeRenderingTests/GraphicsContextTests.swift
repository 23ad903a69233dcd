import Foundation
import KinetypeCore
import KinetypeRaster
import KinetypeRendering
import KinetypeTestSupport
import KinetypeText
import Testing

@Suite struct GraphicsContextTests {
  static let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))

  @Test func context_copiesDoNotShareState() throws {
    var canvas = try Pixmap(width: 30, height: 10, background: .white)
    GraphicsContext.render(into: &canvas) { context in
      var copy = context
      copy.opacity = 0.5
      copy.translateBy(x: 10, y: 0)
      copy.fill(Self.square, with: .color(.black))
      context.fill(Self.square, with: .color(.black))
    }
    // The original draws opaque at x 0...10; the copy half-transparent at x 10...20.
    #expect(canvas.color(atX: 5, y: 5).red < 0.01)
    #expect(abs(canvas.color(atX: 15, y: 5).red - 0.5) < 0.01)
    #expect(canvas.color(atX: 25, y: 5).red > 0.99)
  }

  @Test func context_groupOpacityDiffersFromPerDrawOpacity() throws {
    func render(group: Bool) throws -> Pixmap {
      var canvas = try Pixmap(width: 20, height: 10, background: .white)
      GraphicsContext.render(into: &canvas) { context in
        context.opacity = 0.5
        let overlapping = Path(CGRect(x: 5, y: 0, width: 10, height: 10))
        if group {
          context.drawLayer { layer in
            layer.fill(Self.square, with: .color(.black))
            layer.fill(overlapping, with: .color(.black))
          }
        } else {
          context.fill(Self.square, with: .color(.black))
          context.fill(overlapping, with: .color(.black))
        }
      }
      return canvas
    }
    // Where the squares overlap: one 50% layer over white is 0.5; two 50% draws are 0.25.
    #expect(abs(try render(group: true).color(atX: 7, y: 5).red - 0.5) < 0.01)
    #expect(abs(try render(group: false).color(atX: 7, y: 5).red - 0.25) < 0.01)
  }

  @Test func context_clipLimitsDrawing() throws {
    var canvas = try Pixmap(width: 20, height: 10, background: .white)
    GraphicsContext.render(into: &canvas) { context in
      context.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 10)))
      context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 10)), with: .color(.black))
    }
    #expect(canvas.color(atX: 2, y: 5).red < 0.01)
    #expect(canvas.color(atX: 10, y: 5).red > 0.99)
  }

  @Test func context_nonFiniteTransformIsSkippedWithAWarning() throws {
    var canvas = try Pixmap(width: 10, height: 10, background: .white)
    var warnings: [Warning] = []
    GraphicsContext.render(into: &canvas) { context in
      context.translateBy(x: .nan, y: 0)
      context.fill(Self.square, with: .color(.black))
      warnings = context.warnings
    }
    #expect(canvas.color(atX: 5, y: 5).red > 0.99)
    #expect(warnings.count == 1)
  }

  @Test func context_gradientFollowsTheTransformOnce() throws {
    var canvas = try Pixmap(width: 200, height: 10, background: .white)
    GraphicsContext.render(into: &canvas) { context in
      context.translateBy(x: 50, y: 0)
      context.fill(
        Path(CGRect(x: 0, y: 0, width: 100, height: 10)),
        with: .linearGradient(
          Gradient(colors: [.black, .white]), startPoint: CGPoint(x: 0, y: 0),
          endPoint: CGPoint(x: 100, y: 0)))
    }
    // User x 0…100 is device x 50…150: black at the left edge, mid-gray in the middle.
    #expect(canvas.color(atX: 50, y: 5).red < 0.02)
    #expect(abs(canvas.color(atX: 100, y: 5).red - 0.5) < 0.03)
    #expect(canvas.color(atX: 149, y: 5).red > 0.97)
  }

  @Test func context_filteredDrawUsesATightLayerWithTheSameResult() throws {
    // A blurred square near a corner: the implicit layer is small, and the blur still spreads
    // ink outside the square by about 3σ but not beyond.
    var canvas = try Pixmap(width: 300, height: 300, background: .white)
    GraphicsContext.render(into: &canvas) { context in
      context.addFilter(.blur(radius: 4))
      context.fill(Path(CGRect(x: 20, y: 20, width: 20, height: 20)), with: .color(.black))
    }
    #expect(canvas.color(atX: 30, y: 30).red < 0.2)
    #expect(canvas.color(atX: 44, y: 30).red < 0.95)
    #expect(canvas.color(atX: 60, y: 30).red > 0.99)
    #expect(canvas.color(atX: 299, y: 299).red > 0.99)
  }

  @Test func context_textFarOffTheCanvasIsSkipped() throws {
    let layout = try Text.Layout(Text("far").font(.system(size: 20)), fonts: Fixtures.fonts)
    var canvas = try Pixmap(width: 20, height: 20, background: .white)
    GraphicsContext.render(into: &canvas) { context in
      context.translateBy(x: 1e300, y: -1e300)
      context.draw(layout)
    }
    #expect(canvas.isOpaque && canvas.color(atX: 10, y: 10).red > 0.99)
  }
}
