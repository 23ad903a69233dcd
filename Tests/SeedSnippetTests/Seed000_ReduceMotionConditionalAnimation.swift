// swift-format-ignore-file
// Seed 000, "Pattern 1: Conditional Animation": a statement, run in the action of a button.
// The wrapper adds the view: `reduceMotion`, the `isExpanded` state, a bar whose width
// follows it, and the button.
import Kinetype

struct ConditionalAnimation: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Capsule()
                .fill(.blue)
                .frame(width: isExpanded ? 140 : 40, height: 16)
            Button("Expand") {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:665-667
withAnimation(reduceMotion ? .none : .bouncy) {
    isExpanded.toggle()
}
// end verbatim
            }
        }
        .frame(width: 160, height: 70)
    }
}
