import Foundation
import Kinetype
import Testing

@testable import KinetypeViewGraph

/// A renderer that fades its text, declared as SwiftUI code declares one: `TextRenderer`
/// alone, with its `animatableData`.
private struct Fade: TextRenderer {
  var opacity: Double
  var animatableData: Double {
    get { opacity }
    set { opacity = newValue }
  }
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    context.opacity = opacity
    for line in layout { context.draw(line) }
  }
}

/// A renderer with nothing to animate.
private struct Plain: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout { context.draw(line) }
  }
}

/// A renderer that asks for twice the text's height and 10 points more width.
private struct Roomy: TextRenderer {
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
    let size = text.sizeThatFits(proposal)
    return CGSize(width: size.width + 10, height: size.height * 2)
  }
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout { context.draw(line) }
  }
}

/// A renderer that draws every line 10 points lower by setting its origin.
private struct Lowered: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      var moved = line
      moved.origin.y += 10
      context.draw(moved)
    }
  }
}

/// Whether two pixmaps hold the same pixels.
private func same(_ a: Pixmap, _ b: Pixmap) -> Bool {
  guard a.width == b.width, a.height == b.height else { return false }
  for y in 0..<a.height {
    for x in 0..<a.width where a.color(atX: x, y: y) != b.color(atX: x, y: y) { return false }
  }
  return true
}

/// SwiftUI's `TextRenderer` requirements beyond `draw`: `Animatable`, `sizeThatFits` with a
/// `TextProxy`; a line's settable `origin`; images drawn through a `GraphicsContext`.
@Suite struct TextRendererProtocolTests {
  @Test func textRenderer_refinesAnimatable() throws {
    #expect(Plain.AnimatableData.self == EmptyAnimatableData.self)
    struct Fading: View {
      @State private var isOn = false
      var body: some View {
        VStack {
          Text("Hi").textRenderer(Fade(opacity: isOn ? 1 : 0))
          Button("Go") { withAnimation(.linear(duration: 1)) { isOn = true } }
        }
      }
    }
    var script = ViewScript()
    script.tap("Go", at: 0)
    let runtime = ViewRuntime(
      duration: 2, environment: EnvironmentValues(), script: script, root: { Fading() })
    try runtime.run()
    // The renderer declares only `TextRenderer`: its opacity animates all the same.
    let slots = runtime.records.table(AnySlot.self).filter { $0.key.name == "textRenderer" }
    let opacity = slots.compactMap { ($0.value as? Slot<Double>)?.track.value(at: 0.25) }
    #expect(opacity.count == 1)
    #expect(abs((opacity.first ?? 0) - 0.25) < 1e-9)
  }

  @Test func textRenderer_sizeThatFitsSetsTheViewsSize() throws {
    let plain = try inspect(Text("Hi").textRenderer(Plain())).frames(ofType: "Text")
    let roomy = try inspect(Text("Hi").textRenderer(Roomy())).frames(ofType: "Text")
    let size = try #require(plain.first).size
    #expect(size.height > 0)
    #expect(
      try #require(roomy.first).size == CGSize(width: size.width + 10, height: size.height * 2))
    // The proxy measures for the proposal it is given: wrapped text is taller.
    let narrow = try inspect(
      Text("Hello wide world").textRenderer(Roomy()).frame(width: 40)
    ).frames(ofType: "Text")
    #expect(try #require(narrow.first).height > size.height * 2)
  }

  @Test func line_settingTheOriginMovesTheLine() throws {
    func pixels<V: View>(_ view: V) throws -> Pixmap {
      try renderer(view.frame(width: 60, height: 40, alignment: .topLeading), scale: 2).render()
    }
    let lowered = try pixels(Text("Hi").textRenderer(Lowered()))
    let offset = try pixels(Text("Hi").offset(y: 10))
    let still = try pixels(Text("Hi"))
    // Compared first, so that a failure does not print every pixel.
    let matchesOffset = same(lowered, offset)
    let matchesStill = same(lowered, still)
    #expect(matchesOffset)
    #expect(!matchesStill)
  }

  @Test func line_originMovesRunsSlicesAndBounds() throws {
    var captured: Text.Layout.Line?
    struct Capture: TextRenderer {
      let store: (Text.Layout.Line) -> Void
      func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        if let line = layout.first { store(line) }
      }
    }
    _ = try renderer(Text("Ab").textRenderer(Capture { captured = $0 })).render()
    let line = try #require(captured)
    var moved = line
    moved.origin = CGPoint(x: line.origin.x + 3, y: line.origin.y + 7)
    #expect(moved.typographicBounds.origin.x == line.typographicBounds.origin.x + 3)
    #expect(moved.typographicBounds.origin.y == line.typographicBounds.origin.y + 7)
    let before = try #require(line.first?.first)
    let after = try #require(moved.first?.first)
    #expect(after.typographicBounds.origin.x == before.typographicBounds.origin.x + 3)
    #expect(after.typographicBounds.origin.y == before.typographicBounds.origin.y + 7)
    #expect(after.glyphs.first?.position.y == before.glyphs.first.map { $0.position.y + 7 })
  }

  @Test func graphicsContext_drawsAnImage() throws {
    let red = try Pixmap(width: 2, height: 2, background: .red)
    var resolvedSize = CGSize.zero
    let canvas = Canvas { context, _ in
      let resolved = context.resolve(Image(pixmap: red, scale: 2))
      resolvedSize = resolved.size
      context.draw(Image(pixmap: red), in: CGRect(x: 2, y: 2, width: 4, height: 4))
      context.draw(resolved, at: CGPoint(x: 7, y: 7), anchor: .bottomTrailing)
    }
    let pixmap = try renderer(canvas.frame(width: 10, height: 10)).render()
    #expect(resolvedSize == CGSize(width: 1, height: 1))
    let redPixel = red.color(atX: 0, y: 0).hexString
    #expect(pixmap.color(atX: 3, y: 3).hexString == redPixel)
    #expect(pixmap.color(atX: 1, y: 1).opacity == 0)
    // The resolved image, 1×1 point, sits left of and above (7, 7).
    #expect(pixmap.color(atX: 6, y: 6).hexString == redPixel)
    #expect(pixmap.color(atX: 7, y: 7).opacity == 0)
  }
}
