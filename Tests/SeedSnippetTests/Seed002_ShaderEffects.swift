// swift-format-ignore-file
// Seed 002, "Shader Effects (iOS 17+)": a view expression. The wrapper is the view whose body
// it is, with the `origin` and `elapsedTime` it passes to the shader.
import Foundation
import Kinetype

struct RippleCover: View {
    var origin = CGPoint(x: 60, y: 40)
    var elapsedTime: TimeInterval = 0.5

    var body: some View {
// verbatim: seeds/002_150381b79c96b344.txt:102-106
Image("cover")
    .layerEffect(
        ShaderLibrary.ripple(.float2(origin), .float(elapsedTime)),
        maxSampleOffset: CGSize(width: 24, height: 24)
    )
// end verbatim
    }
}
