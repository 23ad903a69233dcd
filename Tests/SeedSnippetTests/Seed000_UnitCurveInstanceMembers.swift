// swift-format-ignore-file
// Seed 000, "Instance Members": a declaration and three expressions. The wrapper, a function
// built by `SnippetValues` (Support.swift), collects the three values, in order.
import Kinetype

@SnippetValues func unitCurveInstanceMembers() -> [Any] {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:218-221
let curve = UnitCurve.easeInOut
curve.value(at: 0.5)    // output progress at midpoint
curve.velocity(at: 0.5) // rate of change at midpoint
curve.inverse            // swaps x and y components
// end verbatim
}
