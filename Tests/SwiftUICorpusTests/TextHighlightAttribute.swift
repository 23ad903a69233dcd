import Kinetype

struct Highlight: TextAttribute {}

struct HighlightRenderer: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      for run in line {
        if run[Highlight.self] != nil {
          let rect = run.typographicBounds.rect.insetBy(dx: -3, dy: -1)
          context.fill(Path(roundedRect: rect, cornerRadius: 4), with: .color(.yellow.opacity(0.6)))
        }
        context.draw(run)
      }
    }
  }
}

struct HighlightedSentence: View {
  var body: some View {
    let key = Text("important").customAttribute(Highlight())
    Text("This part is \(key), the rest is not.")
      .font(.title3)
      .textRenderer(HighlightRenderer())
      .padding()
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  HighlightedSentence()
}
