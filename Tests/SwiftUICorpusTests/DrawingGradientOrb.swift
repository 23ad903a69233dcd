import Kinetype

struct GlowOrb: View {
  @State private var pulse = false

  var body: some View {
    Circle()
      .fill(
        RadialGradient(
          colors: [.white, .purple, .purple.opacity(0)], center: .center, startRadius: 2,
          endRadius: 60)
      )
      .frame(width: 120, height: 120)
      .scaleEffect(pulse ? 1.1 : 0.85)
      .blur(radius: pulse ? 2 : 0)
      .animation(.easeInOut(duration: 1).repeatForever(), value: pulse)
      .onAppear { pulse = true }
      .padding()
      .background(.black)
  }
}

#Preview("Orb", traits: .sizeThatFitsLayout) {
  GlowOrb()
}
