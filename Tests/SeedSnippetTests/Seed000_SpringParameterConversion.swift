// swift-format-ignore-file
// Seed 000, "Parameter Conversion": a declaration and six expressions. The wrapper, a function
// built by `SnippetValues` (Support.swift), collects the six values, in order.
import Kinetype

@SnippetValues func springParameterConversion() -> [Any] {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:179-186
let spring = Spring(duration: 0.5, bounce: 0.3)
// Access physical equivalents:
spring.mass       // 1.0
spring.stiffness  // 157.9
spring.damping    // 17.6
spring.response
spring.dampingRatio
spring.settlingDuration
// end verbatim
}
