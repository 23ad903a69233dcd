// swift-format-ignore-file
// Seed 000, "UnitCurve Types (iOS 17+)", "Built-in Curves": seven expressions. The wrapper, a
// function built by `SnippetValues` (Support.swift), collects them, in order.
import Kinetype

@SnippetValues func builtInCurves() -> [Any] {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:197-203
UnitCurve.linear
UnitCurve.easeIn
UnitCurve.easeOut
UnitCurve.easeInOut
UnitCurve.circularEaseIn
UnitCurve.circularEaseOut
UnitCurve.circularEaseInOut
// end verbatim
}
