// swift-format-ignore-file
// Seed 000, "Transition Effects (appear/disappear)": two view expressions. The wrapper shows
// them with the `showCheck` and `shouldHide` states they watch, and a button that flips both.
import Kinetype

struct TransitionSymbolEffects: View {
    @State private var showCheck = false
    @State private var shouldHide = false

    var body: some View {
        VStack {
            HStack {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:612-616
Image(systemName: "checkmark.circle.fill")
    .symbolEffect(.appear, isActive: showCheck)

Image(systemName: "xmark.circle")
    .symbolEffect(.disappear, isActive: shouldHide)
// end verbatim
            }
            Button("Flip") {
                showCheck.toggle()
                shouldHide.toggle()
            }
        }
    }
}
