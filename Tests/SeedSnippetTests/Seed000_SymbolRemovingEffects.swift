// swift-format-ignore-file
// Seed 000, "Removing Effects": a view expression. The wrapper is the view whose body it is,
// with the `reduceMotion` it reads from the environment.
import Kinetype

struct RemovedSymbolEffect: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:649-651
Image(systemName: "star.fill")
    .symbolEffect(.pulse, isActive: true)
    .symbolEffectsRemoved(reduceMotion)
// end verbatim
    }
}
