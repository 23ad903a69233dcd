// swift-format-ignore-file
// Seed 000, "Overriding Animations with Transaction": two view expressions. The wrapper is the
// view that shows them, with the `selectedTab` state the second watches and a button that
// changes it with `.linear(duration: 1)`; `SomeView` (PlainViews.swift) slides with the
// selected tab, which it reads from the environment.
import Kinetype

struct TransactionOverrides: View {
    @State private var selectedTab = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:434-444
// Disable animation for a subtree
SomeView()
    .transaction { transaction in
        transaction.animation = nil
    }

// Override animation for a subtree when a value changes
SomeView()
    .transaction(value: selectedTab) { transaction in
        transaction.animation = .smooth(duration: 0.3)
    }
// end verbatim
            Button("Next") {
                withAnimation(.linear(duration: 1)) { selectedTab += 1 }
            }
        }
        .environment(\.step, selectedTab)
        .frame(width: 200, height: 90, alignment: .topLeading)
    }
}
