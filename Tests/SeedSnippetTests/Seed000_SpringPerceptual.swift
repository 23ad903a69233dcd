// swift-format-ignore-file
// Seed 000, "Spring Type -- All Initializer Variants", "Perceptual (Preferred)": an expression. The wrapper
// names it so that SeedSpringTests can read the spring it makes.
import Kinetype

let perceptualSpring =
// verbatim: seeds/000_61dc51c435c2e9f1.txt:119-119
Spring(duration: 0.5, bounce: 0.0)
// end verbatim
