// swift-format-ignore-file
// Seed 000, "Pattern 4: Symbol Effects": a view expression. The wrapper is the view whose body
// it is, with `reduceMotion` and the `isSearching` state, on.
import Kinetype

struct SearchingSymbol: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isSearching = true

    var body: some View {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:697-699
Image(systemName: "wifi")
    .symbolEffect(.pulse, isActive: isSearching)
    .symbolEffectsRemoved(reduceMotion)
// end verbatim
    }
}
