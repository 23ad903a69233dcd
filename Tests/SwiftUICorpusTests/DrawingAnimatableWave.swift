import Kinetype

struct SineWave: Shape {
  var phase: Double
  var amplitude: Double

  var animatableData: AnimatablePair<Double, Double> {
    get { AnimatablePair(phase, amplitude) }
    set {
      phase = newValue.first
      amplitude = newValue.second
    }
  }

  func path(in rect: CGRect) -> Path {
    var path = Path()
    for x in stride(from: rect.minX, through: rect.maxX, by: 2) {
      let relative = (x - rect.minX) / rect.width
      let y = rect.midY + sin(relative * 4 * .pi + phase) * amplitude * rect.height / 2
      if x == rect.minX {
        path.move(to: CGPoint(x: x, y: y))
      } else {
        path.addLine(to: CGPoint(x: x, y: y))
      }
    }
    return path
  }
}

struct WaveLine: View {
  @State private var animating = false

  var body: some View {
    SineWave(phase: animating ? .pi * 2 : 0, amplitude: animating ? 0.8 : 0.2)
      .stroke(.cyan, lineWidth: 3)
      .frame(width: 240, height: 80)
      .padding()
      .onAppear {
        withAnimation(.easeInOut(duration: 1.8)) { animating = true }
      }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  WaveLine()
}
