// swift-format-ignore-file
// Anchor § 3, the sample's preview as the anchor describes it (its line is prose in a comment,
// so it is written out here, not copied): the title `Text("Build \(visualEffects) with
// SwiftUI 🧑‍💻")` where `visualEffects` is "Visual Effects" with `EmphasisAttribute`, pink and
// bold; the rounded semibold title font; 250 points wide; centered; shown with `TextTransition`
// when `isVisible` changes (the sample's `Toggle("Visible", isOn: $isVisible.animation())`;
// here a script sets it). The anchor's quote lost the emoji's zero-width joiner: the title has
// it, as the sample does.
import Kinetype

struct TextTransitionPreview: View {
    @State private var isVisible = false

    var body: some View {
        VStack {
            if isVisible {
                let visualEffects = Text("Visual Effects")
                    .customAttribute(EmphasisAttribute())
                    .foregroundStyle(.pink)
                    .bold()

                Text("Build \(visualEffects) with SwiftUI 🧑‍💻")
                    .font(.system(.title, design: .rounded, weight: .semibold))
                    .frame(width: 250)
                    .transition(TextTransition())
            }
        }
        .multilineTextAlignment(.center)
        .frame(width: 300, height: 130)
    }
}
