// swift-format-ignore-file
// Seed 000, "Attaching Animation to Transition": a `.transition` modifier. The wrapper adds the
// view it modifies (a square shown by a button, without `withAnimation`: the transition's own
// animation plays) and the state that shows it.
import Kinetype

struct SpringingSquare: View {
    @State private var isShown = false

    var body: some View {
        VStack {
            ZStack {
                if isShown {
                    RoundedRectangle(cornerRadius: 6).fill(.green).frame(width: 36, height: 36)
// verbatim: seeds/000_61dc51c435c2e9f1.txt:554-558
.transition(
    .move(edge: .bottom)
        .combined(with: .opacity)
        .animation(.spring(duration: 0.4, bounce: 0.2))
)
// end verbatim
                }
            }
            .frame(width: 100, height: 60)
            Button("Toggle") { isShown.toggle() }
        }
    }
}
