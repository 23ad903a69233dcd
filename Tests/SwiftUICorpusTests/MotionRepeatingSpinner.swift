import Kinetype

struct ArcSpinner: View {
  @State private var spinning = false

  var body: some View {
    Circle()
      .trim(from: 0.1, to: 0.8)
      .stroke(.teal, style: StrokeStyle(lineWidth: 6, lineCap: .round))
      .frame(width: 48, height: 48)
      .rotationEffect(.degrees(spinning ? 360 : 0))
      .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: spinning)
      .onAppear { spinning = true }
      .padding(24)
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  ArcSpinner()
}
