// swift-format-ignore-file
// Seed 002, "TextRenderer — Per-Line and Per-Glyph Text (iOS 18+)": the whole snippet,
// verbatim. Its `EmphasisAttribute` is the one the seed tells you to define, declared in
// Anchor3_AppearanceEffectRenderer.swift with Apple's sample.
import Kinetype

// verbatim: seeds/002_150381b79c96b344.txt:66-92
struct AppearRenderer: TextRenderer, Animatable {
    var elapsedTime: TimeInterval

    // Forward time through Animatable so SwiftUI interpolates it
    var animatableData: Double {
        get { elapsedTime }
        set { elapsedTime = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                if run[EmphasisAttribute.self] != nil {
                    for (index, slice) in run.enumerated() {
                        let progress = min(1, max(0, elapsedTime - Double(index) * 0.05) / 0.3)
                        var copy = context
                        copy.opacity = progress
                        copy.translateBy(x: 0, y: (1 - progress) * 8)
                        copy.draw(slice, options: .disablesSubpixelQuantization)
                    }
                } else {
                    context.draw(run)
                }
            }
        }
    }
}
// end verbatim

/// The seed's instructions around the renderer: "tag spans with
/// `Text("moonlight").customAttribute(EmphasisAttribute())`", and "drive it from a keyframe or
/// spring animation on the view that applies `.textRenderer(...)`" (here a linear one over a
/// second, when the view appears).
struct MoonlightAppear: View {
    @State private var elapsedTime = 0.0

    var body: some View {
        (Text("The ") + Text("moonlight").customAttribute(EmphasisAttribute()) + Text(" spills"))
            .font(.system(size: 36))
            .textRenderer(AppearRenderer(elapsedTime: elapsedTime))
            .onAppear {
                withAnimation(.linear(duration: 1)) { elapsedTime = 1 }
            }
    }
}
