// swift-format-ignore-file
// Seed 000, "Ergonomic Extension Pattern": the extension verbatim; its usage line runs in the
// action of a button. The wrapper adds the view around it: the `isActive` state, a knob that
// travels with it, and the button.
import Kinetype

// verbatim: seeds/000_61dc51c435c2e9f1.txt:92-100
extension Animation {
    static var elastic: Animation {
        elastic(duration: 0.35)
    }

    static func elastic(duration: TimeInterval) -> Animation {
        Animation(ElasticAnimation(duration: duration))
    }
}
// end verbatim

/// Wrapper: a knob that travels when "Toggle" is tapped.
struct ElasticToggle: View {
    @State private var isActive = false

    var body: some View {
        VStack(spacing: 12) {
            Capsule()
                .fill(Color(white: 0.9))
                .frame(width: 180, height: 36)
                .overlay(alignment: .leading) {
                    Circle()
                        .fill(isActive ? Color.green : Color.gray)
                        .frame(width: 28, height: 28)
                        .offset(x: isActive ? 148 : 4)
                }
            Button("Toggle") {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:102-103
// Usage
withAnimation(.elastic(duration: 0.5)) { isActive.toggle() }
// end verbatim
            }
        }
        .padding(16)
    }
}
