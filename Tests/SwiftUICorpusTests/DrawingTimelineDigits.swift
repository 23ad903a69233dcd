import Kinetype

struct Stopwatch: View {
  let start = Date(timeIntervalSinceReferenceDate: 0)

  var body: some View {
    TimelineView(.periodic(from: start, by: 0.1)) { context in
      let elapsed = context.date.timeIntervalSince(start)
        .truncatingRemainder(dividingBy: 60)
      Text(String(format: "%05.1f s", elapsed))
        .font(.system(size: 36, weight: .medium, design: .monospaced))
        .padding()
        .background(.black.opacity(0.05), in: Capsule())
    }
    .padding()
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  Stopwatch()
}
