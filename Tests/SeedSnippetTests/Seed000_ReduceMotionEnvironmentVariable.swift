// swift-format-ignore-file
// Seed 000, "Reduce Motion Implementation Patterns", "Environment Variable": a property. The
// wrapper is a view that declares it and says what it reads.
import Kinetype

struct ReduceMotionReader: View {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:659-659
@Environment(\.accessibilityReduceMotion) private var reduceMotion
// end verbatim

    var body: some View {
        Text(reduceMotion ? "Reduce Motion on" : "Reduce Motion off")
    }
}
