import Foundation
import Kinetype
import KinetypeTesting
import KinetypeViewGraph
import Testing

/// What views draw, checked pixel by pixel.
@Suite struct DrawingTests {
  /// A 2×2 checkerboard: red, green / blue, white.
  static func checkerboard() throws -> Pixmap {
    let renderer = ImageRenderer(
      content: VStack(spacing: 0) {
        HStack(spacing: 0) {
          Color.red.frame(width: 1, height: 1)
          Color.green.frame(width: 1, height: 1)
        }
        HStack(spacing: 0) {
          Color.blue.frame(width: 1, height: 1)
          Color.white.frame(width: 1, height: 1)
        }
      })
    return try renderer.render()
  }

  @Test func image_naturalSizeAndResizing() throws {
    let board = try Self.checkerboard()
    #expect(try inspect(Image(pixmap: board)).size == CGSize(width: 2, height: 2))
    #expect(try inspect(Image(pixmap: board, scale: 2)).size == CGSize(width: 1, height: 1))
    // Not resizable: a frame does not stretch it.
    #expect(
      try inspect(Image(pixmap: board).frame(width: 20, height: 20)).frame(of: "Image").size
        == CGSize(width: 2, height: 2))
    // Resizable with hard edges: each source pixel becomes a 10×10 block.
    let scaled = try renderer(
      Image(pixmap: board).resizable().interpolation(.none).frame(width: 20, height: 20)
    ).render()
    #expect(scaled.color(atX: 2, y: 2) == .red)
    #expect(scaled.color(atX: 17, y: 2) == .green)
    #expect(scaled.color(atX: 2, y: 17) == .blue)
    #expect(scaled.color(atX: 17, y: 17) == .white)
    // Bilinear: the middle blends.
    let smooth = try renderer(Image(pixmap: board).resizable().frame(width: 20, height: 20))
      .render()
    let middle = smooth.color(atX: 10, y: 10)
    #expect(middle.red > 0.3 && middle.green > 0.3 && middle.blue > 0.3)
  }

  @Test func shape_fillStrokeAndStrokeBorder() throws {
    // A stroke is centred on the path (half outside the frame); strokeBorder stays inside.
    let stroked = try renderer(
      Rectangle().stroke(Color.black, lineWidth: 4).frame(width: 20, height: 20).padding(4)
    ).render()
    #expect(stroked.color(atX: 2, y: 10) == .black)
    #expect(stroked.color(atX: 5, y: 10) == .black)
    #expect(stroked.color(atX: 6, y: 10).opacity == 0)
    let bordered = try renderer(
      Rectangle().strokeBorder(Color.black, lineWidth: 4).frame(width: 20, height: 20).padding(4)
    ).render()
    #expect(bordered.color(atX: 3, y: 10).opacity == 0)
    #expect(bordered.color(atX: 4, y: 10) == .black)
    #expect(bordered.color(atX: 7, y: 10) == .black)
    #expect(bordered.color(atX: 8, y: 10).opacity == 0)
    // A shape alone fills with the foreground style.
    let filled = try renderer(Circle().frame(width: 10, height: 10).foregroundStyle(.red)).render()
    #expect(filled.color(atX: 5, y: 5) == .red)
  }

  @Test func effects_opacityHiddenClip() throws {
    let half = try renderer(Color.black.frame(width: 4, height: 4).opacity(0.5)).render()
    #expect(abs(half.color(atX: 1, y: 1).opacity - 0.5) < 0.01)
    let hidden = try renderer(
      HStack(spacing: 0) {
        Color.black.frame(width: 4, height: 4).hidden(); Color.red.frame(width: 4, height: 4)
      }
    ).render()
    #expect(hidden.width == 8)
    #expect(hidden.color(atX: 1, y: 1).opacity == 0)
    let clipped = try renderer(Color.black.frame(width: 20, height: 20).clipShape(Circle()))
      .render()
    #expect(clipped.color(atX: 10, y: 10) == .black)
    #expect(clipped.color(atX: 1, y: 1).opacity == 0)
    // A background larger than its view is not clipped unless asked.
    let overflowing = try renderer(
      Color.clear.frame(width: 10, height: 10)
        .background { Color.red.frame(width: 30, height: 30) }
        .padding(10)
    ).render()
    #expect(overflowing.color(atX: 1, y: 1) == .red)
  }

  @Test func text_gradientForeground() throws {
    let pixmap = try renderer(
      Text("MMMM").font(.system(size: 40, weight: .black))
        .foregroundStyle(
          LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
    ).render()
    // Ink on the left is red, on the right blue.
    var left = Color.clear
    var right = Color.clear
    let y = pixmap.height / 2
    for x in 0..<pixmap.width where pixmap.color(atX: x, y: y).opacity > 0.9 {
      if left == .clear { left = pixmap.color(atX: x, y: y) }
      right = pixmap.color(atX: x, y: y)
    }
    #expect(left.red > left.blue)
    #expect(right.blue > right.red)
  }

  @Test func divider_followsTheStack() throws {
    // Across the stack it takes what it is offered; along it, 1 point.
    let h = try inspect(
      HStack {
        Color.red.frame(width: 10, height: 30); Divider()
      }.frame(height: 30))
    #expect(h.frame(of: "Divider").size == CGSize(width: 1, height: 30))
    let v = try inspect(
      VStack {
        Color.red.frame(width: 30, height: 10); Divider()
      }.frame(width: 30))
    #expect(v.frame(of: "Divider").size == CGSize(width: 30, height: 1))
    // Outside a stack it is horizontal.
    #expect(
      try inspect(Divider().frame(width: 50)).frame(of: "Divider").size
        == CGSize(width: 50, height: 1))
  }

  @Test func renderer_scaleAndOpacity() throws {
    let renderer = renderer(Color.red.frame(width: 10, height: 5), scale: 3)
    let pixmap = try renderer.render()
    #expect(pixmap.width == 30 && pixmap.height == 15)
    let png = try renderer.pngData()
    #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    let opaque = ImageRenderer(content: Color.clear.frame(width: 2, height: 2))
    opaque.isOpaque = true
    #expect(try opaque.render().color(atX: 0, y: 0) == .black)
    #expect(ImageRenderer(content: EmptyView()).pixmap == nil)
  }
}
