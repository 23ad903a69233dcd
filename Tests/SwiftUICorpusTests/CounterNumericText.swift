import Kinetype

struct RollingCounter: View {
  @State private var count = 7

  var body: some View {
    VStack(spacing: 12) {
      Text("\(count)")
        .font(.system(size: 64, weight: .bold, design: .rounded))
        .monospacedDigit()
        .contentTransition(.numericText(value: Double(count)))
      HStack {
        Button("−") { withAnimation(.snappy) { count -= 1 } }
        Button("+") { withAnimation(.snappy) { count += 1 } }
      }
      .font(.title)
    }
    .padding()
  }
}

#Preview("Counter", traits: .sizeThatFitsLayout) {
  RollingCounter()
}
