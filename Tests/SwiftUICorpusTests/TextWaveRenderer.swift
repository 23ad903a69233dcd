import Kinetype

struct WaveRenderer: TextRenderer, Animatable {
  var phase: Double
  var amplitude: Double = 6

  var animatableData: Double {
    get { phase }
    set { phase = newValue }
  }

  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      for run in line {
        for (index, glyph) in run.enumerated() {
          var copy = context
          let y = sin(phase + Double(index) * 0.6) * amplitude
          copy.translateBy(x: 0, y: y)
          copy.draw(glyph)
        }
      }
    }
  }
}

struct WaveText: View {
  @State private var phase = 0.0

  var body: some View {
    Text("Riding the wave")
      .font(.system(size: 28, weight: .bold, design: .rounded))
      .foregroundStyle(.blue)
      .textRenderer(WaveRenderer(phase: phase))
      .padding()
      .onAppear {
        withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
          phase = .pi * 2
        }
      }
  }
}

#Preview("Wave", traits: .sizeThatFitsLayout) {
  WaveText()
}
