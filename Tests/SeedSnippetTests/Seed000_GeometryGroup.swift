// swift-format-ignore-file
// Seed 000, "Use geometryGroup() for Nested Geometry": a view expression. The wrapper is the
// view whose body it is, with the `parentScale` state and a button that animates it;
// `ParentView` is in PlainViews.swift.
import Kinetype

struct GroupedGeometry: View {
    @State private var parentScale = 1.0

    var body: some View {
        VStack(spacing: 30) {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:789-791
ParentView()
    .scaleEffect(parentScale)
    .geometryGroup()  // children see stable geometry
// end verbatim
            Button("Grow") { withAnimation(.easeInOut(duration: 0.5)) { parentScale = 2 } }
        }
        .frame(width: 120, height: 110)
    }
}
