import Kinetype

struct FadeInRenderer: TextRenderer, Animatable {
  var progress: Double

  var animatableData: Double {
    get { progress }
    set { progress = newValue }
  }

  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    let slices = layout.flatMap { $0 }.flatMap { $0 }
    let count = Double(max(slices.count, 1))
    for (index, slice) in slices.enumerated() {
      // Each slice fades in over a third of the time, one after another.
      let local = min(max((progress * (count + 2) - Double(index)) / 3, 0), 1)
      var copy = context
      copy.opacity = local
      copy.translateBy(x: 0, y: (1 - local) * 10)
      copy.draw(slice)
    }
  }
}

struct FadeInTitle: View {
  @State private var visible = false

  var body: some View {
    Text("Good evening")
      .font(.largeTitle.bold())
      .textRenderer(FadeInRenderer(progress: visible ? 1 : 0))
      .padding()
      .onAppear {
        withAnimation(.easeOut(duration: 1.2)) { visible = true }
      }
  }
}

#Preview("Fade in", traits: .sizeThatFitsLayout) {
  FadeInTitle()
}
