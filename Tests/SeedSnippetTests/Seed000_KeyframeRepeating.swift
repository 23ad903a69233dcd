// swift-format-ignore-file
// Seed 000, "Repeating Keyframe Animation": a view expression. The wrapper is the view whose
// body it is, and the `PulseValues` the snippet uses but does not define.
import Kinetype

/// Wrapper: the values the pulse animates.
struct PulseValues {
    var scale = 1.0
    var opacity = 1.0
}

struct Pulse: View {
    var body: some View {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:372-390
KeyframeAnimator(
    initialValue: PulseValues(),
    repeating: true
) { value in
    Circle()
        .fill(.blue)
        .frame(width: 40, height: 40)
        .scaleEffect(value.scale)
        .opacity(value.opacity)
} keyframes: { _ in
    KeyframeTrack(\.scale) {
        CubicKeyframe(1.3, duration: 0.5)
        CubicKeyframe(1.0, duration: 0.5)
    }
    KeyframeTrack(\.opacity) {
        CubicKeyframe(0.6, duration: 0.5)
        CubicKeyframe(1.0, duration: 0.5)
    }
}
// end verbatim
    }
}
