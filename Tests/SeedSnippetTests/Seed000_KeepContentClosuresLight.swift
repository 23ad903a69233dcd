// swift-format-ignore-file
// Seed 000, "Animation Performance Tips", "Keep Content Closures Light": two modifiers, each on
// its own circle. The wrapper adds the circles, the `v` and `t` they use, and the
// `heavyComputation` the first calls. The keyframes are the seed's `/* ... */`: none.
import Kinetype

struct LightContentClosures: View {
    @State private var t = 0
    let v = FadeValues()

    var body: some View {
        HStack {
            Circle().fill(.red).frame(width: 30, height: 30)
// verbatim: seeds/000_61dc51c435c2e9f1.txt:728-732
// WRONG: Expensive computation per frame
.keyframeAnimator(initialValue: v, trigger: t) { content, value in
    let result = heavyComputation(value.progress)
    return content.opacity(result)
} keyframes: { _ in /* ... */ }
// end verbatim
            Circle().fill(.blue).frame(width: 30, height: 30)
// verbatim: seeds/000_61dc51c435c2e9f1.txt:734-737
// CORRECT: Only apply view modifiers
.keyframeAnimator(initialValue: v, trigger: t) { content, value in
    content.opacity(value.opacity)
} keyframes: { _ in /* ... */ }
// end verbatim
        }
    }
}

/// Wrapper: the values the animators start from.
struct FadeValues {
    var progress = 1.0
    var opacity = 1.0
}

/// Wrapper: the "expensive" computation (here, none).
func heavyComputation(_ progress: Double) -> Double {
    progress
}
