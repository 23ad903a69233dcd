import Kinetype

struct StaggeredHeadline: View {
  let words = ["Swift", "on", "every", "screen"]
  @State private var shown = false

  var body: some View {
    HStack(spacing: 6) {
      ForEach(Array(words.enumerated()), id: \.offset) { index, word in
        Text(word)
          .font(.title2.weight(.semibold))
          .opacity(shown ? 1 : 0)
          .offset(y: shown ? 0 : 12)
          .animation(.easeOut(duration: 0.4).delay(Double(index) * 0.15), value: shown)
      }
    }
    .padding()
    .onAppear { shown = true }
  }
}

#Preview("Stagger", traits: .sizeThatFitsLayout) {
  StaggeredHeadline()
}
