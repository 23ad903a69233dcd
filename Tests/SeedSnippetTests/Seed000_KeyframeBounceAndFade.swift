// swift-format-ignore-file
// Seed 000, "KeyframeAnimator Multi-Track Examples", "Bounce-and-Fade": the whole snippet,
// verbatim.
import Kinetype

// verbatim: seeds/000_61dc51c435c2e9f1.txt:320-366
struct BounceValues {
    var yOffset: Double = 0
    var scale: Double = 1.0
    var opacity: Double = 1.0
    var rotation: Angle = .zero
}

struct BouncingBadge: View {
    @State private var trigger = false

    var body: some View {
        Text("NEW")
            .font(.caption.bold())
            .padding(6)
            .background(.red, in: Capsule())
            .keyframeAnimator(
                initialValue: BounceValues(),
                trigger: trigger
            ) { content, value in
                content
                    .offset(y: value.yOffset)
                    .scaleEffect(value.scale)
                    .opacity(value.opacity)
                    .rotationEffect(value.rotation)
            } keyframes: { _ in
                KeyframeTrack(\.yOffset) {
                    SpringKeyframe(-20, duration: 0.2)
                    CubicKeyframe(5, duration: 0.15)
                    SpringKeyframe(0, duration: 0.3)
                }
                KeyframeTrack(\.scale) {
                    CubicKeyframe(1.3, duration: 0.2)
                    CubicKeyframe(0.95, duration: 0.15)
                    SpringKeyframe(1.0, duration: 0.3)
                }
                KeyframeTrack(\.rotation) {
                    LinearKeyframe(.degrees(-5), duration: 0.1)
                    LinearKeyframe(.degrees(5), duration: 0.1)
                    SpringKeyframe(.zero, duration: 0.2)
                }
                KeyframeTrack(\.opacity) {
                    MoveKeyframe(1.0)
                }
            }
            .onTapGesture { trigger.toggle() }
    }
}
// end verbatim
