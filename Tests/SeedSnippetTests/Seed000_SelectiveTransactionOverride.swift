// swift-format-ignore-file
// Seed 000, "Transaction for Selective Animation Override": a view expression. The wrapper puts
// it beside a sibling that animates, both moved by the `step` they read from the environment
// when a button changes it `withAnimation(.linear(duration: 1))`; `ChildView` is in
// PlainViews.swift.
import Kinetype

struct SelectiveOverride: View {
    @State private var step = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ChildView()
// verbatim: seeds/000_61dc51c435c2e9f1.txt:799-801
// Disable animation on one child while parent animates
ChildView()
    .transaction { $0.animation = nil }
// end verbatim
            Button("Step") { withAnimation(.linear(duration: 1)) { step += 1 } }
        }
        .environment(\.step, step)
        .frame(width: 200, height: 90, alignment: .topLeading)
    }
}
