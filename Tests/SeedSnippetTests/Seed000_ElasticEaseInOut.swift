// swift-format-ignore-file
// Seed 000, "Full Example: Elastic Ease-In-Out": the whole snippet, verbatim. It checks that
// `TimeInterval`, `sin`, `pow` and `.pi` reach SwiftUI code through `import Kinetype`.
import Kinetype

// verbatim: seeds/000_61dc51c435c2e9f1.txt:65-84
struct ElasticAnimation: CustomAnimation {
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(
        value: V,
        time: TimeInterval,
        context: inout AnimationContext<V>
    ) -> V? {
        guard time <= duration else { return nil }
        let p = time / duration
        let s = sin((20 * p - 11.125) * ((2 * .pi) / 4.5))
        let progress: Double
        if p < 0.5 {
            progress = -(pow(2, 20 * p - 10) * s) / 2
        } else {
            progress = (pow(2, -20 * p + 10) * s) / 2 + 1
        }
        return value.scaled(by: progress)
    }
}
// end verbatim
