// swift-format-ignore-file
// Seed 000, "Pattern 2: Simplified Animation": a statement, run in the action of a button.
// The wrapper adds the view: `reduceMotion`, the `selectedTab` state, a marker under the
// selected one of three tabs, the `newTab` the statement sets, and the button.
import Foundation
import Kinetype

struct SimplifiedAnimation: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var selectedTab = 0

    var body: some View {
        VStack(alignment: .leading) {
            Capsule()
                .fill(.pink)
                .frame(width: 40, height: 6)
                .offset(x: CGFloat(selectedTab) * 50)
            Button("Next tab") {
                let newTab = (selectedTab + 1) % 3
// verbatim: seeds/000_61dc51c435c2e9f1.txt:675-677
withAnimation(reduceMotion ? .easeInOut(duration: 0.2) : .spring(duration: 0.4, bounce: 0.3)) {
    selectedTab = newTab
}
// end verbatim
            }
        }
        .frame(width: 160, height: 70)
    }
}
