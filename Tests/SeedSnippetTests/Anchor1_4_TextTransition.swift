// swift-format-ignore-file
// Anchor § 1.4 (Apple's WWDC24 sample "Creating visual effects with SwiftUI"): the whole
// `TextTransition`, verbatim.
import Kinetype

// verbatim: anchors/swiftui.md:140-156
struct TextTransition: Transition {
    static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }
    func body(content: Content, phase: TransitionPhase) -> some View {
        let duration = 0.9
        let elapsedTime = phase.isIdentity ? duration : 0
        let renderer = AppearanceEffectRenderer(elapsedTime: elapsedTime, totalDuration: duration)
        content.transaction { transaction in
            // Force the animation of `elapsedTime` to pace linearly and
            // drive per-glyph springs based on its value.
            if !transaction.disablesAnimations {
                transaction.animation = .linear(duration: duration)
            }
        } body: { view in
            view.textRenderer(renderer)
        }
    }
}
// end verbatim
