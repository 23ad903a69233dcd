// swift-format-ignore-file
// Seed 000, "Required Method": the requirement's signature, shown as documentation. The type
// below conforms with exactly this method and nothing else (SeedSignatureTests runs it).
import Kinetype

/* verbatim: seeds/000_61dc51c435c2e9f1.txt:35-39
func animate<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
) -> V?
*/

/// A custom animation that implements only the required method, with the seed's signature: it
/// moves linearly over a quarter of a second.
struct RequiredMethodOnly: CustomAnimation {
    func animate<V: VectorArithmetic>(
        value: V,
        time: TimeInterval,
        context: inout AnimationContext<V>
    ) -> V? {
        time < 0.25 ? value.scaled(by: time / 0.25) : nil
    }
}
