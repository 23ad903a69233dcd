import Kinetype

@Observable
final class StepModel {
  var steps = 0
  var goal = 10

  var progressText: String { "\(steps) of \(goal) steps" }
}

struct StepCounter: View {
  @State private var model = StepModel()

  var body: some View {
    VStack(spacing: 8) {
      Text(model.progressText)
        .font(.headline)
        .monospacedDigit()
      Button("Add step") {
        withAnimation { model.steps += 1 }
      }
    }
    .padding()
    .task {
      for _ in 0..<3 {
        try? await Task.sleep(for: .milliseconds(300))
        model.steps += 1
      }
    }
  }
}

#Preview(traits: .sizeThatFitsLayout) {
  StepCounter()
}
