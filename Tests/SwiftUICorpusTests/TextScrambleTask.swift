import Kinetype

struct ScrambleText: View {
  let target = "DECODED"
  @State private var shown = "#######"
  @State private var revealed = 0

  var body: some View {
    Text(shown)
      .font(.system(size: 34, weight: .heavy, design: .monospaced))
      .foregroundStyle(.green)
      .frame(width: 190)
      .padding()
      .background(.black, in: RoundedRectangle(cornerRadius: 12))
      .task {
        let symbols = Array("#$%&*@!?")
        while revealed < target.count {
          try? await Task.sleep(for: .milliseconds(120))
          revealed += 1
          let head = target.prefix(revealed)
          let tail = (revealed..<target.count).map { symbols[($0 + revealed) % symbols.count] }
          shown = String(head) + String(tail)
        }
      }
  }
}

#Preview("Scramble", traits: .sizeThatFitsLayout) {
  ScrambleText()
}
