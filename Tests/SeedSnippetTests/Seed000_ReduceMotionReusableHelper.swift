// swift-format-ignore-file
// Seed 000, "Pattern 5: Reusable Helper": the extension verbatim; its usage runs in the action
// of a button. The wrapper adds the view: `reduceMotion`, the `isVisible` state, a square that
// rises and shows with it, and the button.
import Kinetype

// verbatim: seeds/000_61dc51c435c2e9f1.txt:705-712
extension Animation {
    static func adaptive(
        _ animation: Animation,
        reduceMotion: Bool
    ) -> Animation? {
        reduceMotion ? nil : animation
    }
}
// end verbatim

struct AdaptiveReveal: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isVisible = false

    var body: some View {
        VStack {
            RoundedRectangle(cornerRadius: 6)
                .fill(.orange)
                .frame(width: 36, height: 36)
                .offset(y: isVisible ? 0 : 20)
                .opacity(isVisible ? 1 : 0)
            Button("Reveal") {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:714-717
// Usage
withAnimation(.adaptive(.bouncy, reduceMotion: reduceMotion)) {
    isVisible = true
}
// end verbatim
            }
        }
        .frame(width: 120, height: 90)
    }
}
