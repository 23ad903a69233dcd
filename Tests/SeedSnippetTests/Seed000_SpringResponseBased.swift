// swift-format-ignore-file
// Seed 000, "Spring Type -- All Initializer Variants", "Response-Based": an expression. The wrapper
// names it so that SeedSpringTests can read the spring it makes.
import Kinetype

let responseSpring =
// verbatim: seeds/000_61dc51c435c2e9f1.txt:140-140
Spring(response: 0.5, dampingRatio: 0.7)
// end verbatim
