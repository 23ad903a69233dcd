import Kinetype

struct ActivityRing: View {
  @State private var progress = 0.0

  var body: some View {
    ZStack {
      Circle().stroke(.pink.opacity(0.2), lineWidth: 14)
      Circle()
        .trim(from: 0, to: progress)
        .stroke(.pink, style: StrokeStyle(lineWidth: 14, lineCap: .round))
        .rotationEffect(.degrees(-90))
      Text("\(Int(progress * 100))%")
        .font(.title3.bold())
        .monospacedDigit()
    }
    .frame(width: 110, height: 110)
    .padding()
    .onAppear {
      withAnimation(.easeOut(duration: 1.5)) { progress = 0.72 }
    }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  ActivityRing()
}
