// swift-format-ignore-file
// Seed 000, "All Transition Types (iOS 17+)", "Combining Transitions": two `.transition`
// modifiers, each on its own view. The wrapper adds the views (squares shown by a button,
// `withAnimation(.easeInOut(duration: 0.5))`) and the state that shows them.
import Kinetype

struct CombinedTransitions: View {
    @State private var isShown = false

    var body: some View {
        VStack {
            HStack(spacing: 30) {
                if isShown {
                    RoundedRectangle(cornerRadius: 6).fill(.pink).frame(width: 36, height: 36)
// verbatim: seeds/000_61dc51c435c2e9f1.txt:502-503
// Slide + fade
.transition(.slide.combined(with: .opacity))
// end verbatim
                    RoundedRectangle(cornerRadius: 6).fill(.teal).frame(width: 36, height: 36)
// verbatim: seeds/000_61dc51c435c2e9f1.txt:505-506
// Move from top + scale
.transition(.move(edge: .top).combined(with: .scale))
// end verbatim
                }
            }
            .frame(width: 160, height: 60)
            Button("Show") { withAnimation(.easeInOut(duration: 0.5)) { isShown.toggle() } }
        }
    }
}
