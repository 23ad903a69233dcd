import Kinetype

struct GradientTitle: View {
  @State private var angle = 0.0

  var body: some View {
    Text("Aurora")
      .font(.system(size: 56, weight: .black, design: .rounded))
      .foregroundStyle(
        LinearGradient(
          colors: [.purple, .pink, .orange], startPoint: .leading, endPoint: .trailing)
      )
      .hueRotation(.degrees(angle))
      .padding()
      .onAppear {
        withAnimation(.easeInOut(duration: 2).repeatForever()) { angle = 90 }
      }
  }
}

#Preview("Gradient", traits: .sizeThatFitsLayout) {
  GradientTitle()
}
