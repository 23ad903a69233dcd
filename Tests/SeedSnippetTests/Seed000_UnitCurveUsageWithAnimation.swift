// swift-format-ignore-file
// Seed 000, "Usage with Animation": two modifiers. The wrapper adds the view they modify (a
// dot offset by the state `x` they watch) and a button that moves it.
import Kinetype

struct TimingCurveDot: View {
    @State private var x = 0.0

    var body: some View {
        VStack {
            Circle()
                .fill(.orange)
                .frame(width: 20, height: 20)
                .offset(x: x)
// verbatim: seeds/000_61dc51c435c2e9f1.txt:227-230
.animation(.timingCurve(UnitCurve.circularEaseIn, duration: 0.4), value: x)

// Cubic bezier control points
.animation(.timingCurve(0.68, -0.55, 0.27, 1.55, duration: 0.5), value: x)
// end verbatim
            Button("Move") { x = x == 0 ? 100 : 0 }
        }
        .frame(width: 160, height: 70)
    }
}
