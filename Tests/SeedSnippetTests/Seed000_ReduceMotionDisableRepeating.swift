// swift-format-ignore-file
// Seed 000, "Pattern 3: Disable Repeating Animations": view statements. The wrapper is the view
// whose body they are, with `reduceMotion` and the `phases` they use; `StaticView` is in
// PlainViews.swift. The animators' content is the seed's `/* ... */`: nothing.
import Kinetype

struct RepeatingUnlessReduceMotion: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let phases = [0.0, 1.0]

    var body: some View {
        VStack {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:683-691
// WRONG: Ignores reduce motion
PhaseAnimator(phases) { phase in /* ... */ }

// CORRECT: Use trigger-based or skip entirely
if !reduceMotion {
    PhaseAnimator(phases) { phase in /* ... */ }
} else {
    StaticView()
}
// end verbatim
        }
        .frame(width: 120, height: 60)
    }
}
