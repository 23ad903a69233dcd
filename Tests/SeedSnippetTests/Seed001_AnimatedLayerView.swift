// swift-format-ignore-file
// Seed 001, "Animated Layer View": declarations. the SwiftUI and QuartzCore imports become the ones below.
import Kinetype
import KinetypeCoreAnimation
import KinetypeUIKit

// verbatim: seeds/001_45c64fa975756c2f.txt:292-315

struct AnimatedLayerView: UIViewRepresentable {
    var isAnimating: Bool
    var color: Color

    func makeUIView(context: Context) -> AnimatedLayerUIView {
        let view = AnimatedLayerUIView()
        return view
    }

    func updateUIView(_ uiView: AnimatedLayerUIView, context: Context) {
        uiView.updateColor(UIColor(color))

        if isAnimating {
            uiView.startAnimation()
        } else {
            uiView.stopAnimation()
        }
    }

    static func dismantleUIView(_ uiView: AnimatedLayerUIView, coordinator: ()) {
        uiView.stopAnimation()
    }
}
// end verbatim
