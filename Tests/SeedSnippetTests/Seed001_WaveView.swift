// swift-format-ignore-file
// Seed 001, "SwiftUI Usage": declarations. Verbatim.
import Kinetype
import KinetypeCoreAnimation
import KinetypeUIKit

// verbatim: seeds/001_45c64fa975756c2f.txt:402-413
struct WaveView: View {
    @State private var isAnimating = true

    var body: some View {
        AnimatedLayerView(isAnimating: isAnimating, color: .blue)
            .frame(height: 200)
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .onTapGesture {
                isAnimating.toggle()
            }
    }
}
// end verbatim
