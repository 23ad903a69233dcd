// swift-format-ignore-file
// Seed 000, "Scoped Transaction Override": a view expression. The wrapper is the view whose
// body it is, with the `scale` state it reads and a button that changes it without
// animation; `ParentView` is in PlainViews.swift.
import Kinetype

struct ScopedTransaction: View {
    @State private var scale = 1.0

    var body: some View {
        VStack {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:472-476
// Apply transaction only within a body closure
ParentView()
    .transaction { $0.animation = .spring } body: { content in
        content.scaleEffect(scale)
    }
// end verbatim
            Button("Grow") { scale = 2 }
        }
        .frame(width: 120, height: 110)
    }
}
