// swift-format-ignore-file
// Seed 000, "View Modifier Form": a view expression. The wrapper is the view whose body it is.
import Kinetype

struct HelloPhases: View {
    var body: some View {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:309-312
Text("Hello")
    .phaseAnimator([0.0, 1.0, 0.0]) { content, phase in
        content.opacity(phase)
    } animation: { _ in .easeInOut(duration: 0.8) }
// end verbatim
    }
}
