// swift-format-ignore-file
// Seed 000, "Spring Type -- All Initializer Variants", "Settling-Based": an expression. The wrapper
// names it so that SeedSpringTests can read the spring it makes.
import Kinetype

let settlingSpring =
// verbatim: seeds/000_61dc51c435c2e9f1.txt:149-149
Spring(settlingDuration: 1.0, dampingRatio: 0.8, epsilon: 0.001)
// end verbatim
