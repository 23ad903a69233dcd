// swift-format-ignore-file
// Seed 002, "MeshGradient (iOS 18+)": a view expression. The wrapper is the view whose body it
// is, with the `center` it reads.
import Kinetype

struct LavaLamp: View {
    var center: SIMD2<Float> = [0.5, 0.5]

    var body: some View {
// verbatim: seeds/002_150381b79c96b344.txt:46-58
MeshGradient(
    width: 3, height: 3,
    points: [
        [0, 0], [0.5, 0], [1, 0],
        [0, 0.5], center, [1, 0.5],   // animate `center` for a lava-lamp drift
        [0, 1], [0.5, 1], [1, 1]
    ],
    colors: [
        .indigo, .purple, .pink,
        .blue, .purple, .orange,
        .teal, .blue, .indigo
    ]
)
// end verbatim
    }
}

/// The seed's "Drive center from TimelineView(.animation) (e.g. [0.5 + 0.3 * sin(t), 0.5 +
/// 0.3 * cos(t)])", around the snippet's view.
struct DriftingLavaLamp: View {
    var body: some View {
        TimelineView(.animation) { context in
            let t = context.date.timeIntervalSinceReferenceDate
            LavaLamp(center: [0.5 + 0.3 * Float(sin(t)), 0.5 + 0.3 * Float(cos(t))])
        }
    }
}
