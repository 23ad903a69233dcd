import Kinetype

struct WorkoutTimerCard: View {
  let start = Date(timeIntervalSinceReferenceDate: 0)

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Plank")
        .font(.headline)
      Text(timerInterval: start...start.addingTimeInterval(45), countsDown: true)
        .font(.system(size: 44, weight: .semibold, design: .rounded))
        .monospacedDigit()
      Text("Started \(start, style: .relative) ago")
        .font(.footnote)
        .foregroundStyle(.secondary)
    }
    .padding()
    .background(.white, in: RoundedRectangle(cornerRadius: 16))
    .shadow(radius: 4)
    .padding()
  }
}

#Preview("Timer", traits: .sizeThatFitsLayout) {
  WorkoutTimerCard()
}
