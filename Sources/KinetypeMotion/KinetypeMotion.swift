// KinetypeMotion: time as numbers — SwiftUI's springs, curves, animations and keyframes, plus
// the staggers of GSAP, Manim, After Effects and Apple's WWDC24 sample. Pure math on KinetypeCore.
//
// - Values: ``VectorArithmetic`` (Double, Float, Point, Size, Color, AnimatablePair, yours) and
//   ``Animatable`` (adds Angle).
// - Springs: ``Spring`` (Spring/), with every SwiftUI initializer, preset and closed form.
// - Curves: ``UnitCurve`` over ``CubicBezierSolver`` (Curves/), ``MediaTimingFunction``.
// - Animations: ``Animation`` wrapping a ``CustomAnimation`` (Animation/): `.easeInOut`,
//   `.spring(duration:bounce:)`, `.delay`, `.speed`, `.repeatCount`; ``ReduceMotionFallback``.
// - Keyframes: ``KeyframeTimeline`` of ``KeyframeTrack``s of ``LinearKeyframe``,
//   ``CubicKeyframe``, ``SpringKeyframe``, ``MoveKeyframe`` (Keyframes/).
// - Phases: ``PhaseTimeline``.
// - Staggers (Stagger/): ``StaggerModel`` (start times of units by position) with
//   ``GSAPStagger`` (its ``StaggerSpacing``: `each`, `amount`, or the WWDC24 sample's `fitted`
//   rule), ``LagRatioStagger`` (Manim), ``RangeSelector`` and ``RangeSelectorSweep`` (After
//   Effects); ``SeededRandom`` for reproducible orders. Which unit stands at which position
//   (reading or visual order) is KinetypeRendering's `StaggerSchedule`.
//
// Example:
//
//     let spring = Spring(duration: 0.5, bounce: 0.3)      // stiffness 157.9, damping 17.6
//     let y = spring.value(fromValue: -8.0, toValue: 0, initialVelocity: 0, time: 0.2)
//     let starts = GSAPStagger(each: 0.05, from: .center).startTimes(count: 12)
//     let progress = Animation.easeInOut.delay(starts[3]).progress(at: 0.4)
//
// Every evaluation is a pure function of time: frames can be computed in any order.
