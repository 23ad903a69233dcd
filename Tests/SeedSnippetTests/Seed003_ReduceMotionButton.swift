// swift-format-ignore-file
// Seed 003, "SwiftUI rules": two properties and a view expression. The wrapper is the view that
// declares them and whose body the expression is.
import Kinetype

struct DetailsButton: View {
// verbatim: seeds/003_d7019f23730f6115.txt:41-42
@Environment(\.accessibilityReduceMotion) private var reduceMotion
@State private var isExpanded = false
// end verbatim

    var body: some View {
// verbatim: seeds/003_d7019f23730f6115.txt:44-50
Button("Details") {
    withAnimation(reduceMotion ? nil : .snappy) {
        isExpanded.toggle()
    }
}
.scaleEffect(isExpanded ? 1.08 : 1)
.opacity(isExpanded ? 1 : 0.85)
// end verbatim
    }
}
