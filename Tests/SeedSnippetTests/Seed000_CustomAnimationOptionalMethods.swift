// swift-format-ignore-file
// Seed 000, "Optional Methods": the two optional requirements' signatures, shown as
// documentation. The type below implements both with exactly these signatures
// (SeedSignatureTests checks that Kinetype calls them).
import Kinetype

/* verbatim: seeds/000_61dc51c435c2e9f1.txt:48-59
func velocity<V: VectorArithmetic>(
    value: V,
    time: TimeInterval,
    context: AnimationContext<V>
) -> V?

func shouldMerge<V: VectorArithmetic>(
    previous: Animation,
    value: V,
    time: TimeInterval,
    context: inout AnimationContext<V>
) -> Bool
*/

/// A linear animation over half a second that reports its velocity and merges with a running
/// animation, through the seed's signatures.
struct OptionalMethodsAnimation: CustomAnimation {
    func animate<V: VectorArithmetic>(
        value: V,
        time: TimeInterval,
        context: inout AnimationContext<V>
    ) -> V? {
        time < 0.5 ? value.scaled(by: time / 0.5) : nil
    }

    func velocity<V: VectorArithmetic>(
        value: V,
        time: TimeInterval,
        context: AnimationContext<V>
    ) -> V? {
        value.scaled(by: 1 / 0.5)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation,
        value: V,
        time: TimeInterval,
        context: inout AnimationContext<V>
    ) -> Bool {
        true
    }
}
