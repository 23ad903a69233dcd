// swift-format-ignore-file
// Seed 000, "Avoid Re-creating Views During Animation": two `ForEach`es. The wrapper shows
// them side by side with the `items` they list and a button that inserts an item at the top,
// `withAnimation(.easeInOut(duration: 0.5))`; `ItemView` is in PlainViews.swift.
import Kinetype

struct IdentityLists: View {
    @State private var items = Array(ListItem.samples.prefix(3))

    var body: some View {
        VStack {
            HStack(alignment: .top) {
                VStack {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:773-776
// WRONG: View identity changes, breaks animation
ForEach(Array(items.enumerated()), id: \.offset) { index, item in
    ItemView(item: item)
}
// end verbatim
                }
                VStack {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:778-781
// CORRECT: Stable identity from model
ForEach(items) { item in
    ItemView(item: item)
}
// end verbatim
                }
            }
            Button("Insert") {
                withAnimation(.easeInOut(duration: 0.5)) {
                    items.insert(ListItem(id: 99, title: "New"), at: 0)
                }
            }
        }
    }
}
