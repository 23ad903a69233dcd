// swift-format-ignore-file
// Seed 000, "Custom Bezier Curve": an expression. The wrapper names it.
import Kinetype

let customBezierCurve =
// verbatim: seeds/000_61dc51c435c2e9f1.txt:209-212
UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0.0),
    endControlPoint: UnitPoint(x: 0.58, y: 1.0)
)
// end verbatim
