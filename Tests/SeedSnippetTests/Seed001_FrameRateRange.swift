// swift-format-ignore-file
// Seed 001, "ProMotion Frame Rate Control": statements, wrapped in a function whose parameters are the
// layer (and values) they use. `import QuartzCore` becomes the imports below.
import Kinetype
import KinetypeCoreAnimation
import KinetypeUIKit

func seed001FrameRateRange(displayLink: CADisplayLink?) {
// verbatim: seeds/001_45c64fa975756c2f.txt:266-270
displayLink?.preferredFrameRateRange = CAFrameRateRange(
    minimum: 30,
    maximum: 120,
    preferred: 60
)
// end verbatim
}
