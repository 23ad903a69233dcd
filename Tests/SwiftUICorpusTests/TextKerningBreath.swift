import Kinetype

struct BreathingWord: View {
  @State private var expanded = false

  var body: some View {
    Text("breathe")
      .font(.system(size: 32, weight: .light))
      .kerning(expanded ? 12 : 0)
      .opacity(expanded ? 1 : 0.5)
      .padding()
      .onAppear {
        withAnimation(.easeInOut(duration: 1.5).repeatForever(autoreverses: true)) {
          expanded = true
        }
      }
  }
}

#Preview(traits: .fixedLayout(width: 360, height: 120)) {
  BreathingWord()
}
