// swift-format-ignore-file
// Seed 000, "Custom Transition": the whole snippet, verbatim. `RotatingSquare` below (not
// from the seed) shows a square with `.transition(.rotate)`.
import Kinetype

// verbatim: seeds/000_61dc51c435c2e9f1.txt:523-535
struct RotateTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .rotationEffect(phase.isIdentity ? .zero : .degrees(90))
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

extension AnyTransition {
    static var rotate: AnyTransition {
        .init(RotateTransition())
    }
}
// end verbatim

/// A square shown with the seed's `.rotate` transition.
struct RotatingSquare: View {
    @State private var isShown = false

    var body: some View {
        VStack {
            ZStack {
                if isShown {
                    RoundedRectangle(cornerRadius: 6).fill(.mint).frame(width: 36, height: 36)
                        .transition(.rotate)
                }
            }
            .frame(width: 100, height: 60)
            Button("Toggle") { withAnimation(.easeInOut(duration: 0.5)) { isShown.toggle() } }
        }
    }
}
