// swift-format-ignore-file
// Seed 000, "Trigger-Based One-Shot": the whole snippet, verbatim.
import Kinetype

// verbatim: seeds/000_61dc51c435c2e9f1.txt:287-303
struct FeedbackDot: View {
    @State private var feedbackTrigger = 0

    var body: some View {
        Circle()
            .frame(width: 20, height: 20)
            .phaseAnimator(
                [false, true, false],
                trigger: feedbackTrigger
            ) { content, phase in
                content.scaleEffect(phase ? 1.5 : 1.0)
            } animation: { _ in
                .spring(duration: 0.25, bounce: 0.5)
            }
            .onTapGesture { feedbackTrigger += 1 }
    }
}
// end verbatim
