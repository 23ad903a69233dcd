import Kinetype

struct MaskedTitle: View {
  @State private var phase = 0.0

  var body: some View {
    LinearGradient(
      colors: [.purple, .pink, .orange, .purple],
      startPoint: UnitPoint(x: phase - 1, y: 0.5),
      endPoint: UnitPoint(x: phase + 1, y: 0.5)
    )
    .frame(width: 300, height: 72)
    .mask {
      Text("Kinetype")
        .font(.system(size: 52, weight: .black))
    }
    .padding()
    .onAppear {
      withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { phase = 1 }
    }
  }
}

#Preview("Title", traits: .sizeThatFitsLayout) {
  MaskedTitle()
}
