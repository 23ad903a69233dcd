import Kinetype

struct LaunchCountdown: View {
  @State private var remaining = 3

  var body: some View {
    VStack(spacing: 8) {
      Text(remaining > 0 ? "\(remaining)" : "Go!")
        .font(.system(size: 56, weight: .heavy, design: .rounded))
        .contentTransition(.numericText(countsDown: true))
        .foregroundStyle(remaining > 0 ? .orange : .green)
      Text("Get ready")
        .font(.caption)
        .foregroundStyle(.secondary)
    }
    .frame(width: 140, height: 110)
    .task {
      while remaining > 0 {
        try? await Task.sleep(for: .seconds(0.5))
        withAnimation(.smooth(duration: 0.4)) {
          remaining -= 1
        }
      }
    }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  LaunchCountdown()
}
