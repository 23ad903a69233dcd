// swift-format-ignore-file
// Seed 000, "Use drawingGroup for Complex Compositing": a view expression. The wrapper is the
// view whose body it is; `ComplexAnimatedView` is in PlainViews.swift.
import Kinetype

struct FlattenedComposite: View {
    var body: some View {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:748-749
ComplexAnimatedView()
    .drawingGroup()
// end verbatim
    }
}
