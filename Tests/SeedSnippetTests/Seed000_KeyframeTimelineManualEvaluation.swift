// swift-format-ignore-file
// Seed 000, "KeyframeTimeline for Manual Evaluation": three declarations. The wrapper is the
// function they would live in, returning what they compute, and the `AnimValues` the snippet
// uses but does not define.
import Kinetype

/// Wrapper: the values the timeline animates.
struct AnimValues {
    var scale = 1.0
}

func keyframeTimelineManualEvaluation() -> (totalDuration: TimeInterval, valueAtHalf: AnimValues) {
// verbatim: seeds/000_61dc51c435c2e9f1.txt:405-413
let timeline = KeyframeTimeline(initialValue: AnimValues()) {
    KeyframeTrack(\.scale) {
        CubicKeyframe(1.5, duration: 0.3)
        CubicKeyframe(1.0, duration: 0.4)
    }
}

let totalDuration = timeline.duration
let valueAtHalf = timeline.value(time: totalDuration / 2)
// end verbatim
    return (totalDuration, valueAtHalf)
}
