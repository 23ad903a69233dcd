import Kinetype

struct TypingText: View {
  let fullText = "Hello, Linux previews."
  @State private var shown = ""

  var body: some View {
    Text(shown)
      .font(.system(.title2, design: .monospaced))
      .frame(width: 320, alignment: .leading)
      .padding()
      .task {
        for character in fullText {
          try? await Task.sleep(for: .milliseconds(50))
          shown.append(character)
        }
      }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  TypingText()
}
