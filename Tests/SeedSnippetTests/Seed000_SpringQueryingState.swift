// swift-format-ignore-file
// Seed 000, "Querying State": four declarations. The wrapper is the function they would live
// in, returning the three values they compute.
import Kinetype

func springQueryingState() -> (v: Double, vel: Double, settle: Double) {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:170-173
let spring = Spring(duration: 0.5, bounce: 0.3)
let v = spring.value(target: 1.0, initialVelocity: 0.0, time: 0.25)
let vel = spring.velocity(target: 1.0, initialVelocity: 0.0, time: 0.25)
let settle = spring.settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
// end verbatim
    return (v, vel, settle)
}
