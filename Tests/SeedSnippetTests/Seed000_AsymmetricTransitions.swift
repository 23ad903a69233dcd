// swift-format-ignore-file
// Seed 000, "Asymmetric Transitions": a `.transition` modifier. The wrapper adds the view it
// modifies (a square shown and hidden by a button, `withAnimation(.easeInOut(duration: 0.5))`)
// and the state that shows it.
import Kinetype

struct AsymmetricSquare: View {
    @State private var isShown = false

    var body: some View {
        VStack {
            ZStack {
                if isShown {
                    RoundedRectangle(cornerRadius: 6).fill(.orange).frame(width: 36, height: 36)
// verbatim: seeds/000_61dc51c435c2e9f1.txt:514-517
.transition(.asymmetric(
    insertion: .push(from: .bottom).combined(with: .opacity),
    removal: .scale.combined(with: .opacity)
))
// end verbatim
                }
            }
            .frame(width: 100, height: 60)
            Button("Toggle") { withAnimation(.easeInOut(duration: 0.5)) { isShown.toggle() } }
        }
    }
}
