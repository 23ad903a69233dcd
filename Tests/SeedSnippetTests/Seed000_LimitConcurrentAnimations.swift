// swift-format-ignore-file
// Seed 000, "Limit Concurrent Animations": a `ForEach`. The wrapper is the view that shows it
// once it appears (`isVisible` set in `onAppear`), with the `items` it lists; `ItemView` is in
// PlainViews.swift.
import Kinetype

struct StaggeredList: View {
    @State private var isVisible = false
    let items = ListItem.samples

    var body: some View {
        VStack(spacing: 8) {
            if isVisible {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:760-764
ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
    ItemView(item: item)
        .transition(.move(edge: .bottom).combined(with: .opacity))
        .animation(.spring.delay(Double(index) * 0.05), value: isVisible)
}
// end verbatim
            }
        }
        .frame(width: 240, height: 240, alignment: .top)
        .padding(.top, 12)
        .onAppear { isVisible = true }
    }
}
