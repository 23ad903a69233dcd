// swift-format-ignore-file
// Seed 000, "Spring Type -- All Initializer Variants", "Physical Parameters": an expression. The wrapper
// names it so that SeedSpringTests can read the spring it makes.
import Kinetype

let physicalSpring =
// verbatim: seeds/000_61dc51c435c2e9f1.txt:129-129
Spring(mass: 1.0, stiffness: 100.0, damping: 10.0, allowOverDamping: false)
// end verbatim
