import Kinetype

struct BoxedRunsRenderer: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      for run in line {
        context.stroke(Rectangle().path(in: run.typographicBounds.rect), with: .color(.red))
        context.draw(run)
      }
    }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  Text("Boxed runs").font(.title).textRenderer(BoxedRunsRenderer()).padding()
}
