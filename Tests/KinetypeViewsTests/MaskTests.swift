import Foundation
import Kinetype
import KinetypeViewGraph
import Testing

/// A black bar whose mask's opaque part ends at `edge` (0…1 of the width), animated from 0 to 1
/// over a second, linearly, when it appears: a shimmer's moving gradient, with a hard edge.
private struct SweepingMask: View {
  @State private var edge = 0.0

  var body: some View {
    Color.black
      .frame(width: 100, height: 10)
      .mask {
        LinearGradient(
          colors: [.black, .clear], startPoint: UnitPoint(x: edge, y: 0.5),
          endPoint: UnitPoint(x: edge + 0.02, y: 0.5))
      }
      .onAppear { withAnimation(.linear(duration: 1)) { edge = 1 } }
  }
}

/// `mask(alignment:_:)`: the mask's alpha multiplies the view, laid out in its frame.
@Suite struct MaskTests {
  @Test func mask_alignsInTheContentsFrameAndKeepsItsSize() throws {
    let leading = Color.red.frame(width: 20, height: 10).mask(alignment: .leading) {
      Color.black.frame(width: 10)
    }
    #expect(try inspect(leading).size == CGSize(width: 20, height: 10))
    let pixels = try renderer(leading).render()
    #expect(pixels.color(atX: 2, y: 5) == .red)
    #expect(pixels.color(atX: 9, y: 5) == .red)
    #expect(pixels.color(atX: 10, y: 5).opacity == 0)
    #expect(pixels.color(atX: 18, y: 5).opacity == 0)
    let trailing = try renderer(
      Color.red.frame(width: 20, height: 10).mask(alignment: .trailing) {
        Color.black.frame(width: 10)
      }
    ).render()
    #expect(trailing.color(atX: 2, y: 5).opacity == 0)
    #expect(trailing.color(atX: 15, y: 5) == .red)
  }

  @Test func mask_alphaMultipliesAndItsColorDoesNot() throws {
    for maskColor in [Color.black, Color.white, Color.green] {
      let pixels = try renderer(
        Color.red.frame(width: 4, height: 4).mask { maskColor.opacity(0.5) }
      ).render()
      let color = pixels.color(atX: 1, y: 1)
      #expect(abs(color.opacity - 0.5) < 0.01, "mask \(maskColor)")
      #expect(abs(color.red - Color.red.red) < 0.02, "mask \(maskColor)")
      #expect(abs(color.green - Color.red.green) < 0.02, "mask \(maskColor)")
    }
    // A clear mask hides everything; a view's own opacity still applies under an opaque one.
    let hidden = try renderer(Color.red.frame(width: 4, height: 4).mask { Color.clear }).render()
    #expect(hidden.color(atX: 1, y: 1).opacity == 0)
    let faded = try renderer(
      Color.red.frame(width: 4, height: 4).opacity(0.5).mask { Color.black }
    ).render()
    #expect(abs(faded.color(atX: 1, y: 1).opacity - 0.5) < 0.01)
  }

  @Test func mask_fadesTheViewAsOnePicture() throws {
    // Two squares at 50 % over each other make 75 % together; a 50 % mask takes that to
    // 37.5 %. (Masking each square on its own would give 43.75 %.)
    let pixels = try renderer(
      ZStack {
        Color.black.opacity(0.5)
        Color.black.opacity(0.5)
      }
      .frame(width: 4, height: 4)
      .mask { Color.black.opacity(0.5) }
    ).render()
    #expect(abs(pixels.color(atX: 1, y: 1).opacity - 0.375) < 0.01)
  }

  @Test func mask_gradientRamp() throws {
    let pixels = try renderer(
      Color.blue.frame(width: 101, height: 4).mask {
        LinearGradient(colors: [.clear, .black], startPoint: .leading, endPoint: .trailing)
      }
    ).render()
    #expect(pixels.color(atX: 0, y: 1).opacity < 0.02)
    #expect(abs(pixels.color(atX: 25, y: 1).opacity - 0.25) < 0.02)
    #expect(abs(pixels.color(atX: 50, y: 1).opacity - 0.5) < 0.02)
    #expect(pixels.color(atX: 100, y: 1).opacity > 0.98)
  }

  @Test func mask_shapeAndTextMasks() throws {
    // The older `mask(_:)` with a shape: the circle's inside shows, the corners do not.
    let circle = try renderer(Color.green.frame(width: 20, height: 20).mask(Circle())).render()
    #expect(circle.color(atX: 10, y: 10) == .green)
    #expect(circle.color(atX: 1, y: 1).opacity == 0)
    // A text mask: the red shows only in the glyphs' ink, which is opaque inside the strokes.
    let text = try renderer(
      Color.red.frame(width: 60, height: 40).mask {
        Text("H").font(.system(size: 36, weight: .black))
      }
    ).render()
    var inked = 0
    var opaque = 0
    for y in 0..<text.height {
      for x in 0..<text.width {
        let color = text.color(atX: x, y: y)
        if color.opacity > 0 { inked += 1 }
        if color.opacity == 1 {
          opaque += 1
          #expect(color == .red)
        }
      }
    }
    #expect(opaque > 100)
    #expect(inked < text.width * text.height / 2)
    #expect(text.color(atX: 1, y: 1).opacity == 0)
  }

  @Test func mask_animatesAMovingGradient() throws {
    let frames = try ViewFrames(
      duration: 1, size: CGSize(width: 100, height: 10), background: nil
    ) {
      SweepingMask()
    }
    func opacity(_ time: Double, x: Int) throws -> Double {
      try frames.renderFrame(at: time).color(atX: x, y: 5).opacity
    }
    #expect(try opacity(0, x: 40) == 0)
    #expect(try opacity(0.5, x: 40) > 0.99)
    #expect(try opacity(0.5, x: 60) == 0)
    #expect(try opacity(1, x: 90) > 0.99)
  }
}
