// swift-format-ignore-file
// Seed 000, "All Symbol Effect Types", "Discrete Effects (trigger with `value:`)": two view
// expressions. The wrapper shows them with the `count` and `swapCount` states they watch
// and buttons that change them.
import Kinetype

struct DiscreteSymbolEffects: View {
    @State private var count = 0
    @State private var swapCount = 0

    var body: some View {
        VStack {
            HStack {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:571-575
Image(systemName: "bell.fill")
    .symbolEffect(.bounce.byLayer, value: count)

Image(systemName: "arrow.left.arrow.right")
    .symbolEffect(.wiggle.left, value: swapCount)
// end verbatim
            }
            HStack {
                Button("Ring") { count += 1 }
                Button("Swap") { swapCount += 1 }
            }
        }
    }
}
